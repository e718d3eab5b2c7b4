import { IsNotEmpty, IsOptional, IsString } from 'class-validator';
import { AppError } from '../errors/app-error';
import { createValidationPipe } from '../http/validation.pipe';
import { PasswordText, SafeText } from './text.decorators';

class SampleInput {
  @SafeText({ field: 'Title', max: 5 })
  @IsNotEmpty({ message: 'Title is required' })
  @IsString({ message: 'Title must be text' })
  title: string;

  @SafeText({ field: 'Email', max: 254, lowercase: true })
  @IsOptional()
  @IsString({ message: 'Email must be text' })
  email?: string;

  @PasswordText({ min: 6, max: 8 })
  @IsOptional()
  @IsString({ message: 'Password must be text' })
  password?: string;
}

describe('SafeText and PasswordText through the validation pipe', () => {
  const pipe = createValidationPipe();
  const body = (value: object) => pipe.transform(value, { type: 'body', metatype: SampleInput });
  const message = async (value: object) => {
    const error = await body(value).then(
      () => undefined,
      (e: unknown) => e,
    );
    expect(error).toBeInstanceOf(AppError);
    return (error as AppError).message;
  };

  it('cleans the text and lower-cases when asked', async () => {
    await expect(body({ title: '\u200B Jose\u0301 ', email: ' ADA@Example.COM\uFEFF' })).resolves.toEqual({
      title: 'Jos\u00E9',
      email: 'ada@example.com',
    });
  });

  it('reports an invisible-only value as missing', async () => {
    expect(await message({ title: '\u200B\u00A0\u2060' })).toBe('Title is required');
  });

  it('reports refused characters and the length in code points, naming the field', async () => {
    expect(await message({ title: 'a\u202Eb' })).toBe('Title contains characters that are not allowed');
    expect(await message({ title: 'a\tb' })).toBe('Title must be a single line');
    expect(await message({ title: '\u{1F4DA}'.repeat(6) })).toBe('Title must be at most 5 characters long');
    await expect(body({ title: '\u{1F4DA}'.repeat(5) })).resolves.toEqual({ title: '\u{1F4DA}'.repeat(5) });
  });

  it('leaves a value that is not text to IsString', async () => {
    expect(await message({ title: { $ne: '' } })).toBe('Title must be text');
    expect(await message({ title: 'ok', password: ['secret1'] })).toBe('Password must be text');
  });

  it('keeps a password exactly as typed, counting code points', async () => {
    await expect(body({ title: 'ok', password: ' \u{1F511}pass ' })).resolves.toEqual({
      title: 'ok',
      password: ' \u{1F511}pass ',
    });
    expect(await message({ title: 'ok', password: '\u{1F511}'.repeat(3) })).toBe(
      'Password must be at least 6 characters long',
    );
    expect(await message({ title: 'ok', password: 'secret\u0000' })).toBe(
      'Password contains characters that are not allowed',
    );
  });
});

import { Transform } from 'class-transformer';
import { IsNotEmpty, IsString, MinLength } from 'class-validator';
import { AppError } from '../errors/app-error';
import { createValidationPipe } from './validation.pipe';

/** Trims strings, as the text decorators in common/text do. */
const Trim = () => Transform(({ value }) => (typeof value === 'string' ? value.trim() : value));

class SampleInput {
  @Trim()
  @MinLength(6, { message: 'Password must be at least 6 characters long' })
  @IsNotEmpty({ message: 'Password is required' })
  @IsString({ message: 'Password must be text' })
  password: string;
}

describe('createValidationPipe', () => {
  const pipe = createValidationPipe();
  const body = (value: unknown) => pipe.transform(value, { type: 'body', metatype: SampleInput });
  const failure = async (value: unknown) => {
    const error = await body(value).then(
      () => undefined,
      (e: unknown) => e,
    );
    expect(error).toBeInstanceOf(AppError);
    return error as AppError;
  };

  it('reports a missing value as "is required", whatever order the decorators are in', async () => {
    expect((await failure({})).message).toBe('Password is required');
    expect((await failure({ password: '   ' })).message).toBe('Password is required');
  });

  it('reports the broken rule of a value that is present', async () => {
    expect((await failure({ password: 'abc' })).message).toBe('Password must be at least 6 characters long');
    expect((await failure({ password: { $gt: '' } })).message).toBe('Password must be text');
  });

  it('returns a class instance with unknown fields dropped', async () => {
    const result = await body({ password: ' secret123 ', isAdmin: true });
    expect(result).toBeInstanceOf(SampleInput);
    expect(result).toEqual({ password: 'secret123' });
  });

  it('passes a GraphQL upload (a Promise) through untouched instead of building one', async () => {
    const upload = Promise.resolve({ filename: 'a.png' });
    // The pipe is async, so awaiting it also settles the upload it hands back.
    await expect(pipe.transform(upload, { type: 'body', metatype: Promise })).resolves.toEqual({ filename: 'a.png' });
    await expect(pipe.transform(undefined, { type: 'body', metatype: Promise })).resolves.toBeUndefined();
  });
});

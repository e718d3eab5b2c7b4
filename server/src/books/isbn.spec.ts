import { check13, isStoredIsbn, toIsbn10, toIsbn13 } from './isbn';

describe('ISBN rules', () => {
  it('keeps a valid ISBN-13, typed with hyphens or spaces or neither', () => {
    for (const text of ['9780306406157', '978-0-306-40615-7', '978 0 306 40615 7', ' 978-0306406157 ']) {
      expect(toIsbn13(text)).toBe('9780306406157');
    }
    expect(toIsbn13('979-10-90636-07-1')).toBe('9791090636071');
  });

  it('turns an ISBN-10 into the 978 ISBN-13 of the same book, X check digit included', () => {
    expect(toIsbn13('0-306-40615-2')).toBe('9780306406157');
    expect(toIsbn13('0306406152')).toBe('9780306406157');
    expect(toIsbn13('080442957X')).toBe('9780804429573');
    expect(toIsbn13('0-8044-2957-x')).toBe('9780804429573');
  });

  it('refuses a wrong check digit, a wrong length, other characters or another prefix', () => {
    for (const text of [
      '9780306406158',
      '0306406153',
      '030640615X',
      '978030640615',
      '97803064061577',
      '123456789',
      '9770306406155',
      '978-0-306-40615-7-',
      '-9780306406157',
      'ISBN 9780306406157',
      '978_0306406157',
      'X306406152',
      '',
      '   ',
    ]) {
      expect(toIsbn13(text)).toBeNull();
    }
  });

  it('goes back to the ISBN-10 of a 978 ISBN, and there is none for 979', () => {
    expect(toIsbn10('9780306406157')).toBe('0306406152');
    expect(toIsbn10('9780804429573')).toBe('080442957X');
    expect(toIsbn10('9791090636071')).toBeNull();
    for (let n = 0; n < 500; n++) {
      const isbn = `978${String(n * 7919).padStart(9, '0')}`;
      const full = isbn + check13(isbn);
      expect(toIsbn13(toIsbn10(full)!)).toBe(full);
    }
  });

  it('accepts as stored only 13 valid digits', () => {
    expect(isStoredIsbn('9780306406157')).toBe(true);
    expect(isStoredIsbn('978-0-306-40615-7')).toBe(false);
    expect(isStoredIsbn('0306406152')).toBe(false);
    expect(isStoredIsbn('9780306406158')).toBe(false);
    expect(isStoredIsbn(9780306406157)).toBe(false);
  });
});

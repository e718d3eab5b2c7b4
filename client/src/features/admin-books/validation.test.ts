import { normaliseDecimal, priceProblem, stockProblem, validateBook, type BookFormValues } from './validation';

const valid: BookFormValues = {
  title: 'Dune',
  author: 'Frank Herbert',
  price: '9.99',
  stock: '3',
  category: 'Science Fiction',
  description: '',
  isbn: '',
  publisher: '',
  year: '',
  pages: '',
  language: '',
};

describe('book form validation', () => {
  it('accepts a complete book, with or without a description', () => {
    expect(validateBook(valid)).toEqual({});
    expect(validateBook({ ...valid, description: 'x'.repeat(2000) })).toEqual({});
  });

  it('treats blank title and author as missing and limits them to 200 characters', () => {
    expect(validateBook({ ...valid, title: '   ', author: 'a'.repeat(201) })).toEqual({
      title: 'Title is required',
      author: 'Author must be at most 200 characters long',
    });
  });

  it.each([
    ['0', undefined],
    ['12', undefined],
    ['12.5', undefined],
    ['12.50', undefined],
    ['.5', undefined],
    ['', 'Price is required'],
    ['1.999', 'Price must have at most 2 decimals'],
    ['-1', 'Price must be at least 0'],
    ['1e3', 'Price must be a number, such as 12.50'],
    ['1000001', 'Price must be at most 1,000,000'],
  ])('price %j → %s', (price, message) => {
    expect(priceProblem(price)).toBe(message);
  });

  it.each([
    ['0', undefined],
    ['25', undefined],
    ['', 'Stock quantity is required'],
    ['3.5', 'Stock quantity must be a whole number'],
    ['-1', 'Stock quantity must be at least 0'],
    ['1000001', 'Stock quantity must be at most 1,000,000'],
  ])('stock %j → %s', (stock, message) => {
    expect(stockProblem(stock)).toBe(message);
  });

  it('requires one of the 15 categories and limits the description to 2000 characters', () => {
    expect(validateBook({ ...valid, category: '' })).toEqual({ category: 'Category is required' });
    expect(validateBook({ ...valid, category: 'Cookery' })).toEqual({
      category: 'Category must be one of the listed categories',
    });
    expect(validateBook({ ...valid, description: 'x'.repeat(2001) })).toEqual({
      description: 'Description must be at most 2000 characters long',
    });
  });

  it('writes prices the way the server reads them', () => {
    expect(normaliseDecimal(' .5 ')).toBe('0.5');
    expect(normaliseDecimal('12.')).toBe('12');
    expect(normaliseDecimal('12.50')).toBe('12.50');
  });

  it('checks the details as the server does: ISBN check digit, year and pages ranges, ISO 639-1 language', () => {
    expect(validateBook({ ...valid, isbn: '0-306-40615-2', year: '1993', pages: '352', language: 'en' })).toEqual({});
    expect(validateBook({ ...valid, isbn: '978-0-306-40615-8' })).toEqual({
      isbn: 'ISBN must be an ISBN-10 or ISBN-13 with a valid check digit',
    });
    expect(validateBook({ ...valid, year: '1200', pages: '2.5', language: 'zz' })).toEqual({
      year: 'Year must be a whole number from 1450 to 2100',
      pages: 'Pages must be a whole number from 1 to 50000',
      language: 'Language must be an ISO 639-1 code such as en or fr',
    });
  });
});

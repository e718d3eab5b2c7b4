/**
 * The client's copies of the server's rules must not drift: each is compared with the server's
 * own constant or check, imported from the server's pure modules (no Nest or Mongoose).
 */
import { Buffer } from 'node:buffer';
import { BOOK_CATEGORIES as SERVER_CATEGORIES } from '../../../server/src/books/book-category';
import ISO6391 from 'iso-639-1';
import * as serverBook from '../../../server/src/books/book-rules';
import * as serverIsbn from '../../../server/src/books/isbn';
import * as serverLanguage from '../../../server/src/books/book-language';
import * as serverMoney from '../../../server/src/common/money/money';
import {
  detectImageType as serverDetectImageType,
  MAX_IMAGE_BYTES as SERVER_MAX_IMAGE_BYTES,
} from '../../../server/src/images/image-type';
import * as serverAddress from '../../../server/src/addresses/address-rules';
import { COUNTRY_NAMES as SERVER_COUNTRY_NAMES } from '../../../server/src/addresses/countries';
import * as serverUser from '../../../server/src/users/user-limits';
import * as serverPricing from '../../../server/src/pricing/pricing-rules';
import * as serverOrderNotes from '../../../server/src/orders/order-notes.rules';
import * as serverReviews from '../../../server/src/reviews/review-rules';
import * as serverIdentity from '../../../server/src/store-identity/store-identity-rules';
import { loadCountries } from '@/lib/countries';
import { lineTotal } from '@/features/cart/components/BookPurchase';
import { detectImageType } from '@/lib/image-file';
import { ISBN_MESSAGE, toIsbn13 } from '@/lib/isbn';
import { fieldProblem, normaliseDecimal, priceField, stockField } from '@/lib/validation';
import { IMAGE_SIGNATURES } from '@/test/image-files';
import { BOOK_CATEGORIES } from './categories';
import * as rules from './rules';

describe("the client's rules are the server's", () => {
  it('has the same 15 categories, spelled and ordered the same', () => {
    expect(BOOK_CATEGORIES).toEqual(SERVER_CATEGORIES);
  });

  it('limits book text as the server does', () => {
    expect(rules.MAX_TITLE_LENGTH).toBe(serverBook.MAX_TITLE_LENGTH);
    expect(rules.MAX_AUTHOR_LENGTH).toBe(serverBook.MAX_AUTHOR_LENGTH);
    expect(rules.MAX_DESCRIPTION_LENGTH).toBe(serverBook.MAX_DESCRIPTION_LENGTH);
  });

  it("checks a book's details as the server does", () => {
    expect(rules.MAX_PUBLISHER_LENGTH).toBe(serverBook.MAX_PUBLISHER_LENGTH);
    expect([rules.MIN_YEAR, rules.MAX_YEAR, rules.MAX_PAGES]).toEqual([
      serverBook.MIN_YEAR,
      serverBook.MAX_YEAR,
      serverBook.MAX_PAGES,
    ]);
    expect([rules.YEAR_MESSAGE, rules.PAGES_MESSAGE]).toEqual([serverBook.YEAR_MESSAGE, serverBook.PAGES_MESSAGE]);
    expect(rules.LANGUAGE_MESSAGE).toBe(serverLanguage.LANGUAGE_MESSAGE);
    expect(ISO6391.getAllCodes()).toEqual(serverLanguage.LANGUAGE_CODES);
    expect(ISBN_MESSAGE).toBe(serverIsbn.ISBN_MESSAGE);
    const samples = [
      '0-306-40615-2',
      '9780306406157',
      '978 0 306 40615 8',
      '080442957x',
      '979-10-90636-07-1',
      '12345',
      '',
    ];
    for (let n = 0; n < 300; n++) samples.push(String(9780000000000 + n * 7919), String(100000000 + n * 104729));
    for (const text of samples) expect([text, toIsbn13(text)]).toEqual([text, serverIsbn.toIsbn13(text)]);
  });

  it('limits an internal note on an order as the server does', () => {
    expect(rules.MAX_ORDER_NOTE_LENGTH).toBe(serverOrderNotes.MAX_ORDER_NOTE_LENGTH);
  });

  it('limits reviews as the server does', () => {
    expect(rules.MIN_RATING).toBe(serverReviews.MIN_RATING);
    expect(rules.MAX_RATING).toBe(serverReviews.MAX_RATING);
    expect(rules.MAX_REVIEW_TITLE_LENGTH).toBe(serverReviews.MAX_REVIEW_TITLE_LENGTH);
    expect(rules.MAX_REVIEW_TEXT_LENGTH).toBe(serverReviews.MAX_REVIEW_TEXT_LENGTH);
    expect(rules.MAX_REVIEW_REASON_LENGTH).toBe(serverReviews.MAX_REVIEW_REASON_LENGTH);
  });

  it('limits account fields as the server does', () => {
    expect(rules.MAX_NAME_LENGTH).toBe(serverUser.MAX_NAME_LENGTH);
    expect(rules.MAX_EMAIL_LENGTH).toBe(serverUser.MAX_EMAIL_LENGTH);
    expect(rules.MIN_PASSWORD_LENGTH).toBe(serverUser.MIN_PASSWORD_LENGTH);
    expect(rules.MAX_PASSWORD_LENGTH).toBe(serverUser.MAX_PASSWORD_LENGTH);
  });

  it('limits addresses as the server does', () => {
    expect(rules.MAX_ADDRESSES).toBe(serverAddress.MAX_ADDRESSES);
    expect(rules.ADDRESS_LIMITS).toEqual(serverAddress.ADDRESS_LIMITS);
    expect(rules.PHONE_PATTERN.source).toBe(serverAddress.PHONE_PATTERN.source);
  });

  it('offers exactly the countries the server accepts, with the same names', async () => {
    const countries = await loadCountries();
    expect(Object.fromEntries(countries.map(({ code, name }) => [code, name]))).toEqual(SERVER_COUNTRY_NAMES);
  });

  it('checks the money settings and discount codes as the server does', () => {
    expect([rules.MAX_PRICING_NAME_LENGTH, rules.MAX_LEGAL_LENGTH, rules.MAX_DAYS, rules.MAX_USES]).toEqual([
      serverPricing.MAX_NAME_LENGTH,
      serverPricing.MAX_LEGAL_LENGTH,
      serverPricing.MAX_DAYS,
      serverPricing.MAX_USES,
    ]);
    expect(rules.CODE_PATTERN.source).toBe(serverPricing.CODE_PATTERN.source);
    expect([
      rules.MIN_EXPIRY_DAYS,
      rules.MAX_EXPIRY_DAYS,
      rules.EXPIRY_MESSAGE,
      rules.MAX_BANK_FIELD,
      rules.MAX_BANK_NOTES,
    ]).toEqual([
      serverPricing.MIN_EXPIRY_DAYS,
      serverPricing.MAX_EXPIRY_DAYS,
      serverPricing.EXPIRY_MESSAGE,
      serverPricing.MAX_BANK_FIELD,
      serverPricing.MAX_BANK_NOTES,
    ]);
    expect([rules.CODE_MESSAGE, rules.PERCENT_MESSAGE, rules.RATE_MESSAGE, rules.USES_MESSAGE]).toEqual([
      serverPricing.CODE_MESSAGE,
      serverPricing.PERCENT_MESSAGE,
      serverPricing.RATE_MESSAGE,
      serverPricing.USES_MESSAGE,
    ]);
  });

  it("has the shop identity's limits and link message", () => {
    expect(rules.STORE_IDENTITY_LIMITS).toEqual(serverIdentity.STORE_IDENTITY_LIMITS);
    expect(rules.SOCIAL_LINK_MESSAGE).toBe(serverIdentity.SOCIAL_LINK_MESSAGE);
  });

  it('has the same price and stock maximums', () => {
    expect(rules.MAX_PRICE).toBe(serverMoney.MAX_PRICE);
    expect(rules.MAX_STOCK).toBe(serverBook.MAX_STOCK);
  });

  const prices = [
    '0',
    '12',
    '12.5',
    '12.50',
    '.5',
    '7.',
    '1.999',
    '-1',
    '1e3',
    'abc',
    '',
    '1000000',
    '1000000.01',
    '999999.99',
  ];

  it.each(prices)('judges the price %j as the server judges what the form sends', (typed) => {
    const sent = normaliseDecimal(typed);
    const serverAccepts = serverMoney.PRICE_TEXT.test(sent) && serverMoney.priceProblem(Number(sent)) === undefined;
    expect(fieldProblem(priceField, typed) === undefined).toBe(serverAccepts);
  });

  const stocks = ['0', '3', '1000000', '1000001', '3.5', '-1', '1e3', '', 'x'];

  it.each(stocks)('judges the stock %j as the server does', (typed) => {
    const sent = typed.trim();
    const serverAccepts = serverBook.STOCK_TEXT.test(sent) && serverBook.isStockCount(Number(sent));
    expect(fieldProblem(stockField, typed) === undefined).toBe(serverAccepts);
  });

  it.each([
    [0.1, 3],
    [19.99, 7],
    [12.5, 1],
    [999999.99, 1000],
  ])('totals a line of %p × %p in cents, as the server does', (price, quantity) => {
    const serverTotal = serverMoney.fromCents(serverMoney.lineTotalCents(serverMoney.toCents(price), quantity));
    expect(lineTotal(price, quantity)).toBe(serverTotal);
  });

  it('accepts the image types the server accepts, up to the same size', () => {
    expect(rules.MAX_IMAGE_BYTES).toBe(SERVER_MAX_IMAGE_BYTES);
    const serverTypes = Object.values(IMAGE_SIGNATURES).map((bytes) => serverDetectImageType(Buffer.from(bytes)));
    expect([...serverTypes].sort()).toEqual([...rules.ACCEPTED_IMAGE_TYPES].sort());
  });

  const samples: [string, number[]][] = [
    ...Object.entries(IMAGE_SIGNATURES).map(([type, bytes]): [string, number[]] => [type, [...bytes]]),
    ['GIF87a', [...'GIF87a'].map((c) => c.charCodeAt(0))],
    ['text', [...'hello world!'].map((c) => c.charCodeAt(0))],
    ['SVG', [...'<svg xmlns="'].map((c) => c.charCodeAt(0))],
    ['WAVE audio', [...'RIFF\0\0\0\0WAVE'].map((c) => c.charCodeAt(0))],
    ['half a PNG header', [0x89, 0x50, 0x4e, 0x47]],
  ];

  it.each(samples)('recognises %s by its first bytes as the server does', (_name, bytes) => {
    expect(detectImageType(new Uint8Array(bytes))).toBe(serverDetectImageType(Buffer.from(bytes)));
  });
});

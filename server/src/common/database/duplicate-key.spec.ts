import { mongo } from 'mongoose';
import { isDuplicateKey } from './duplicate-key';

const message = (index: string, key = '{ isbn: "9780141439686" }') =>
  `E11000 duplicate key error collection: store.books index: ${index} dup key: ${key}`;

/** The driver's WriteError keeps the server's fields in `err` and reads them through getters. */
class DriverWriteError {
  constructor(readonly err: { index: number; code: number; errmsg: string }) {}
  get code() {
    return this.err.code;
  }
  get errmsg() {
    return this.err.errmsg;
  }
}

const bulkError = (writeErrors: unknown[]) =>
  new mongo.MongoBulkWriteError({ message: 'bulk write failed', code: 11000, writeErrors } as never, {} as never);

describe('isDuplicateKey', () => {
  it("reads the driver's MongoServerError, from an insert and from a findAndModify", () => {
    expect(isDuplicateKey(new mongo.MongoServerError({ message: message('isbn_1'), code: 11000 }))).toBe(true);
    const findAndModify = new mongo.MongoServerError({
      message: `Plan executor error during findAndModify :: caused by :: ${message('isbn_1')}`,
      code: 11000,
    });
    expect(isDuplicateKey(findAndModify, 'isbn_1')).toBe(true);
    expect(isDuplicateKey(findAndModify, '_id_')).toBe(false);
  });

  it('names the index from the key pattern when the message does not', () => {
    const byPattern = (keyPattern: object) =>
      new mongo.MongoServerError({ message: 'E11000 duplicate key error', code: 11000, keyPattern });
    expect(isDuplicateKey(byPattern({ isbn: 1 }), 'isbn_1')).toBe(true);
    expect(isDuplicateKey(byPattern({ _id: 1 }), '_id_')).toBe(true);
    expect(isDuplicateKey(byPattern({ user: 1, day: -1 }), 'user_1_day_-1')).toBe(true);
    expect(isDuplicateKey(byPattern({ email: 1 }), 'isbn_1')).toBe(false);
  });

  it("reads one write error of a bulk write, the driver's and the copy insertMany keeps", () => {
    const fields = { index: 3, code: 11000, errmsg: message('isbn_1') };
    expect(isDuplicateKey(new DriverWriteError(fields), 'isbn_1')).toBe(true);
    expect(isDuplicateKey({ err: fields, index: 3 }, 'isbn_1')).toBe(true);
    expect(isDuplicateKey({ err: { ...fields, errmsg: message('_id_', '{ _id: 1 }') }, index: 3 }, 'isbn_1')).toBe(
      false,
    );
    expect(isDuplicateKey({ err: { ...fields, code: 121 }, index: 3 })).toBe(false);
  });

  it('takes a bulk write error as a duplicate key when every one of its write errors is', () => {
    const isbn = { err: { index: 0, code: 11000, errmsg: message('isbn_1') }, index: 0 };
    const id = { err: { index: 1, code: 11000, errmsg: message('_id_', '{ _id: 1 }') }, index: 1 };
    const invalid = { err: { index: 2, code: 121, errmsg: 'Document failed validation' }, index: 2 };
    expect(isDuplicateKey(bulkError([isbn, id]))).toBe(true);
    expect(isDuplicateKey(bulkError([isbn, id]), 'isbn_1')).toBe(false);
    expect(isDuplicateKey(bulkError([isbn]), 'isbn_1')).toBe(true);
    expect(isDuplicateKey(bulkError([isbn, invalid]))).toBe(false);
  });

  it('is false for anything else', () => {
    expect(isDuplicateKey(new mongo.MongoServerError({ message: 'not primary', code: 10107 }))).toBe(false);
    expect(isDuplicateKey(new Error('E11000 duplicate key'))).toBe(false);
    expect(isDuplicateKey(undefined)).toBe(false);
    expect(isDuplicateKey('E11000')).toBe(false);
  });
});

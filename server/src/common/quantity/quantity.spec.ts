import 'reflect-metadata';
import { plainToInstance } from 'class-transformer';
import { validateSync } from 'class-validator';
import { model, Schema } from 'mongoose';
import { checkQuantity, isQuantity, QUANTITY_MESSAGE, QUANTITY_PROP } from './quantity';
import { Quantity } from './quantity.decorator';

class RequiredQuantity {
  @Quantity()
  quantity: number;
}

class DefaultedQuantity {
  @Quantity({ required: false })
  quantity: number = 1;
}

const messageFor = (type: new () => object, plain: object) =>
  validateSync(plainToInstance(type, plain)).flatMap((error) => Object.values(error.constraints ?? {}));

const GOOD = [1, 2, 1_000_000, Number.MAX_SAFE_INTEGER];
const BAD = [0, -1, 1.5, '3', null, Number.NaN, Infinity, 2 ** 53, { $gt: 0 }];

describe('a quantity', () => {
  it.each(GOOD)('is %p: a safe whole number of at least 1', (value) => {
    expect(isQuantity(value)).toBe(true);
    expect(() => checkQuantity(value)).not.toThrow();
    expect(messageFor(RequiredQuantity, { quantity: value })).toEqual([]);
  });

  it.each(BAD)('is not %p, for the services, the inputs and the stored lines alike', (value) => {
    expect(isQuantity(value)).toBe(false);
    expect(() => checkQuantity(value)).toThrow(
      expect.objectContaining({ code: 'VALIDATION_FAILED', message: QUANTITY_MESSAGE }),
    );
    expect(messageFor(DefaultedQuantity, { quantity: value })).toEqual([QUANTITY_MESSAGE]);
  });

  const Line = model('QuantityLine', new Schema({ quantity: QUANTITY_PROP }));

  it.each([0, -1, 1.5, 2 ** 53])('is not %p in a stored line either', (value) => {
    expect(new Line({ quantity: value }).validateSync()?.errors.quantity?.message).toBe(QUANTITY_MESSAGE);
    expect(new Line({ quantity: 2 }).validateSync()).toBeUndefined();
    expect(new Line({}).validateSync()?.errors.quantity).toBeDefined();
  });

  it('is required where no default stands in, and defaulted where one does', () => {
    expect(messageFor(RequiredQuantity, {})).toContain('Quantity is required');
    expect(messageFor(DefaultedQuantity, {})).toEqual([]);
  });
});

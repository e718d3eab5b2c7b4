import { ErrorCode } from '../common/errors/error-code';
import { checkQuantity } from '../common/quantity/quantity';
import { CART_MESSAGES, withNotice } from './cart.messages';
import { checkBookId, emptyCart } from './cart.service';

describe('cart rules', () => {
  it.each([1, 2, 1_000_000])('accepts the quantity %p', (quantity) => {
    expect(() => checkQuantity(quantity)).not.toThrow();
  });

  it.each([0, -1, 1.5, '3', null, undefined, Number.NaN, Infinity, 2 ** 53])(
    'refuses the quantity %p as VALIDATION_FAILED',
    (quantity) => {
      expect(() => checkQuantity(quantity)).toThrow(expect.objectContaining({ code: ErrorCode.VALIDATION_FAILED }));
    },
  );

  it('reads a book id case-insensitively and refuses anything but 24 hex characters as INVALID_ID', () => {
    expect(String(checkBookId('665F1C2B9D3E4A0012345678'))).toBe('665f1c2b9d3e4a0012345678');
    for (const id of ['', 'abc', '665f1c2b9d3e4a001234567z', { $gt: '' }, 42]) {
      expect(() => checkBookId(id)).toThrow(expect.objectContaining({ code: ErrorCode.INVALID_ID }));
    }
  });

  it('words the add message by quantity and the notice by the number of dropped books', () => {
    expect(CART_MESSAGES.added(1)).toBe('Book added to cart successfully!');
    expect(CART_MESSAGES.added(3)).toBe('3 books added to cart successfully!');
    expect(CART_MESSAGES.dropped(1)).toBe('1 book in your cart is no longer available and was removed');
    expect(CART_MESSAGES.dropped(2)).toBe('2 books in your cart are no longer available and were removed');
  });

  it('appends the notice to a success message as a second sentence', () => {
    expect(withNotice('Cart updated successfully', null)).toBe('Cart updated successfully');
    expect(withNotice('Cart updated successfully', 'Note')).toBe('Cart updated successfully. Note');
    expect(withNotice('Book added to cart successfully!', 'Note')).toBe('Book added to cart successfully! Note');
  });

  it('starts from an empty cart with zero totals', () => {
    expect(emptyCart()).toEqual({ lines: [], total: 0, itemCount: 0, removedCount: 0, notice: null });
  });
});

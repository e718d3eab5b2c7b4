import type { TakenLine } from '../../books/book-stock';
import { checkoutSessionParams } from './checkout-session';

const order = {
  id: '64c3000000000000aabbccdd',
  number: 'aabbccdd',
  publicUrl: 'https://shop.example',
  currency: 'EUR',
};
const taken = [
  { book: { title: 'Dune', priceCents: 999 }, quantity: 2 },
  { book: { title: 'Emma', priceCents: 500 }, quantity: 1 },
] as unknown as TakenLine[];
const shipping = { methodId: 'std', name: 'Standard', inStore: false };
const charged = (params: ReturnType<typeof checkoutSessionParams>) =>
  params.line_items!.reduce((sum, line) => sum + line.price_data!.unit_amount! * line.quantity!, 0);

describe("a card order's Checkout Session", () => {
  it('lists the books, shipping and tax not included, adding up to the total, and comes back to the order page', () => {
    const params = checkoutSessionParams(
      order,
      taken,
      { totalCents: 2498 + 450 + 590, shippingCents: 450, taxCents: 590, shipping },
      false,
    );
    expect(params.line_items!.map((line) => [line.price_data!.product_data!.name, line.quantity])).toEqual([
      ['Dune', 2],
      ['Emma', 1],
      ['Standard', 1],
      ['Tax', 1],
    ]);
    expect(params.line_items![0].price_data!.currency).toBe('eur');
    expect(charged(params)).toBe(3538);
    expect(params.success_url).toBe('https://shop.example/orders/64c3000000000000aabbccdd?payment=return');
    expect(params.cancel_url).toBe('https://shop.example/orders/64c3000000000000aabbccdd?payment=cancelled');
  });

  it('charges one line of the whole total when the lines do not add up to it (a discount)', () => {
    const params = checkoutSessionParams(
      order,
      taken,
      { totalCents: 2000, shippingCents: 0, taxCents: 0, shipping },
      true,
    );
    expect(params.line_items).toEqual([
      { quantity: 1, price_data: { currency: 'eur', unit_amount: 2000, product_data: { name: 'Order #aabbccdd' } } },
    ]);
  });

  it('leaves out tax already included in the prices', () => {
    const params = checkoutSessionParams(
      order,
      taken,
      { totalCents: 2498, shippingCents: 0, taxCents: 416, shipping },
      true,
    );
    expect(charged(params)).toBe(2498);
    expect(params.line_items).toHaveLength(2);
  });
});

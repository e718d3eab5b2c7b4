import { checkEveryTemplate, HOSTILE, mailRenderer } from '../../test/setup/mail-templates';
import type { MessageOf } from '../mail';
import { ORDER_MAILS, type OrderMails } from './order-mails';

/** One message of each template, every text field a value a person could have typed. */
const order = {
  orderId: '0123456789abcdef01234567',
  number: '01234567',
  name: HOSTILE,
  lines: [{ title: HOSTILE, quantity: 2, unitCents: 1250, totalCents: 2500 }],
  totalCents: 2500,
  address: [HOSTILE, '1 Road', 'London'],
};
const MESSAGES: Array<MessageOf<OrderMails>> = [
  { template: 'order-placed', data: order },
  { template: 'order-shipped', data: order },
  { template: 'order-delivered', data: order },
  { template: 'order-cancelled', data: { ...order, cancelledBy: 'shop' } },
  {
    template: 'order-refunded',
    data: {
      ...order,
      payment: { method: 'card', name: HOSTILE, state: 'refunded', reference: null, bank: null, refundCents: 1999 },
    },
  },
];
const render = mailRenderer(ORDER_MAILS);

describe('order emails', () => {
  checkEveryTemplate(ORDER_MAILS, MESSAGES);

  it('writes prices in the store currency', async () => {
    const placed = await render(MESSAGES[0]);
    expect(placed.text).toContain('2 x €12.50 = €25.00');
  });

  it('says what was refunded, and when a card refund shows', async () => {
    const card = await render(MESSAGES[4]);
    expect(card.subject).toBe('Your payment was refunded (order #01234567)');
    expect(card.text).toContain('We have refunded €19.99 to you for order #01234567.');
    expect(card.text).toContain('It can take a few days to show on your card statement.');
    const transfer = await render({
      template: 'order-refunded',
      data: {
        ...order,
        payment: {
          method: 'bank-transfer',
          name: 'Bank transfer',
          state: 'refunded',
          reference: 'X',
          bank: null,
          refundCents: 2500,
        },
      },
    });
    expect(transfer.text).toContain('We have refunded €25.00 to you for order #01234567.');
    expect(transfer.text).not.toContain('card statement');
  });
});

describe('the confirmation of an order with a breakdown', () => {
  const totals = {
    subtotalCents: 2500,
    discountCents: 250,
    discountCode: 'PCT10',
    shippingCents: 495,
    shippingName: 'Standard',
    taxCents: 200,
    taxIncluded: true,
  };

  it('lists subtotal, discount, shipping, tax and total, in HTML and text', async () => {
    const mail = await render({ template: 'order-placed', data: { ...order, totalCents: 2745, totals } });
    expect(mail.text).toContain(
      [
        'Subtotal: €25.00',
        'Discount (PCT10): -€2.50',
        'Shipping (Standard): €4.95',
        'Tax included: €2.00',
        'Total: €27.45',
      ].join('\n'),
    );
    for (const amount of ['€25.00', '-€2.50', '€4.95', '€2.00', '€27.45']) expect(mail.html).toContain(amount);
  });

  it('says "Tax" when it is added, and leaves out a discount of nothing', async () => {
    const added = { ...totals, discountCents: 0, discountCode: null, taxIncluded: false };
    const mail = await render({ template: 'order-placed', data: { ...order, totalCents: 3195, totals: added } });
    expect(mail.text).toContain('Subtotal: €25.00\nShipping (Standard): €4.95\nTax: €2.00\nTotal: €31.95');
    expect(mail.text).not.toContain('Discount');
  });

  it('shows an order placed before the breakdown with its total only', async () => {
    const mail = await render(MESSAGES[0]);
    expect(mail.text).not.toContain('Subtotal');
  });
});

describe('the invoice in the confirmation', () => {
  it('says the invoice is on the order page, with its link; later emails do not', async () => {
    const placed = await render(MESSAGES[0]);
    const link = 'https://shop.example/orders/0123456789abcdef01234567';
    expect(placed.text).toContain(`Your invoice is available to download from your order page: ${link}`);
    expect(placed.html).toContain(`href="${link}"`);
    expect((await render(MESSAGES[1])).text).not.toContain('invoice');
  });
});

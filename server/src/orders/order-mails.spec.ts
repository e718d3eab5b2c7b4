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
];
const render = mailRenderer(ORDER_MAILS);

describe('order emails', () => {
  checkEveryTemplate(ORDER_MAILS, MESSAGES);

  it('writes prices in the store currency', async () => {
    const placed = await render(MESSAGES[0]);
    expect(placed.text).toContain('2 x €12.50 = €25.00');
  });
});

import { type MailContext, type MessageOf, renderMail } from '../mail';
import { ORDER_MAILS, type OrderMails } from './order-mails';

const HOSTILE = `<script>alert("x")</script> & 'quotes'`;
const context: MailContext = { storeName: 'Books & <Co>', currency: 'EUR', publicUrl: 'https://shop.example' };

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
const render = ({ template, data }: MessageOf<OrderMails>) => renderMail(ORDER_MAILS[template](data, context), context);

describe('order emails', () => {
  it('covers every template', () => {
    expect(MESSAGES.map((message) => message.template).sort()).toEqual(Object.keys(ORDER_MAILS).sort());
  });

  it.each(MESSAGES.map((message) => [message.template, message] as const))(
    'renders %s as valid MJML with HTML and text, and no value from people unescaped',
    async (_template, message) => {
      const mail = await render(message);
      expect(mail.subject).not.toBe('');
      expect(mail.html).toContain('<!doctype html>');
      expect(mail.html).not.toContain('<script>');
      expect(mail.html).not.toContain('<Co>');
      expect(mail.html).toContain('Books &amp; &lt;Co&gt;');
      expect(mail.text).toContain('Books & <Co>');
    },
  );

  it('writes prices in the store currency', async () => {
    const placed = await render(MESSAGES[0]);
    expect(placed.text).toContain('2 x €12.50 = €25.00');
  });
});

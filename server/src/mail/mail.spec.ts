import { retryDelayMs } from './outbox.service';
import { renderMail } from './templates/layout';
import { escapeHtml, markup, multiline } from './templates/markup';
import { MAIL_TEMPLATES, type MailMessage, partsOf, type TemplateContext } from './templates/messages';

const HOSTILE = `<script>alert("x")</script> & 'quotes'`;
const context: TemplateContext = {
  storeName: 'Books & <Co>',
  currency: 'EUR',
  publicUrl: 'https://shop.example',
  resetLink: (nonce) => `https://shop.example/reset-password?token=derived-${nonce}`,
};

/** One message of each template, every text field a value a person could have typed. */
const order = {
  orderId: '0123456789abcdef01234567',
  number: '01234567',
  name: HOSTILE,
  lines: [{ title: HOSTILE, quantity: 2, unitCents: 1250, totalCents: 2500 }],
  totalCents: 2500,
  address: [HOSTILE, '1 Road', 'London'],
};
const MESSAGES: MailMessage[] = [
  { template: 'order-placed', data: order },
  { template: 'order-shipped', data: order },
  { template: 'order-delivered', data: order },
  { template: 'order-cancelled', data: { ...order, cancelledBy: 'shop' } },
  {
    template: 'complaint-answered',
    data: { complaintId: 'c1', name: HOSTILE, title: HOSTILE, response: HOSTILE, status: 'resolved' },
  },
  {
    template: 'complaint-new',
    data: {
      complaintId: 'c1',
      title: HOSTILE,
      description: HOSTILE,
      customerName: HOSTILE,
      customerEmail: 'a@b.c',
      type: 'complaint',
      category: 'other',
      priority: 'high',
    },
  },
  {
    template: 'low-stock-digest',
    data: {
      day: '2026-11-25',
      threshold: 3,
      entries: [
        { id: 'b1', title: HOSTILE, author: HOSTILE, stock: 1 },
        { id: 'b2', title: 'Gone', author: 'Ann', stock: 0 },
      ],
    },
  },
  { template: 'sold-out', data: { bookId: 'b1', title: HOSTILE, author: HOSTILE } },
  { template: 'password-reset', data: { name: HOSTILE, nonce: 'n1', minutes: 30 } },
  { template: 'password-changed', data: { name: HOSTILE } },
  { template: 'contact', data: { name: HOSTILE, email: 'a@b.c', message: HOSTILE } },
];

describe('email templates', () => {
  it('escapes every interpolated value, and passes markup built by markup through', () => {
    expect(escapeHtml(HOSTILE)).toBe('&lt;script&gt;alert(&quot;x&quot;)&lt;/script&gt; &amp; &#39;quotes&#39;');
    expect(markup`<b>${HOSTILE}</b>`.html).toBe(`<b>${escapeHtml(HOSTILE)}</b>`);
    expect(markup`<p>${markup`<i>${'<x>'}</i>`}</p>`.html).toBe('<p><i>&lt;x&gt;</i></p>');
    expect(multiline('a\n<b>').html).toBe('a<br />&lt;b&gt;');
  });

  it('covers every template', () => {
    expect(MESSAGES.map((message) => message.template).sort()).toEqual([...MAIL_TEMPLATES].sort());
  });

  it.each(MESSAGES.map((message) => [message.template, message] as const))(
    'renders %s as valid MJML with HTML and text, and no value from people unescaped',
    async (_template, message) => {
      const mail = await renderMail(partsOf(message, context), context);
      expect(mail.subject).not.toBe('');
      expect(mail.html).toContain('<!doctype html>');
      expect(mail.html).not.toContain('<script>');
      expect(mail.html).not.toContain('<Co>');
      expect(mail.html).toContain('Books &amp; &lt;Co&gt;');
      expect(mail.text).toContain('Books & <Co>');
    },
  );

  it('writes prices in the store currency and the reset link from the nonce', async () => {
    const placed = await renderMail(partsOf(MESSAGES[0], context), context);
    expect(placed.text).toContain('2 x €12.50 = €25.00');
    const reset = await renderMail(
      partsOf(
        MESSAGES.find((m) => m.template === 'password-reset')!,
        context,
      ),
      context,
    );
    expect(reset.text).toContain('https://shop.example/reset-password?token=derived-n1');
  });
});

describe('the low-stock digest', () => {
  it('lists each book with the lowest stock it reached and a link to its edit page', async () => {
    const digest = MESSAGES.find((message) => message.template === 'low-stock-digest')!;
    const mail = await renderMail(partsOf(digest, context), context);
    expect(mail.subject).toBe('Low stock on 2026-11-25: 2 books');
    expect(mail.text).toContain(
      '2 books went down to the low-stock threshold (3 copies) or below on 2026-11-25 (UTC):',
    );
    expect(mail.text).toContain(
      `- "${HOSTILE}" by ${HOSTILE}: down to 1 copy. Restock it: https://shop.example/admin/books/edit/b1`,
    );
    expect(mail.text).toContain('- "Gone" by Ann: sold out. Restock it: https://shop.example/admin/books/edit/b2');
    expect(mail.html).toContain('href="https://shop.example/admin/books/edit/b2"');
  });
});

describe('retries', () => {
  it('wait 30 s, then twice as long each time, at most an hour', () => {
    expect([1, 2, 3, 4].map(retryDelayMs)).toEqual([30_000, 60_000, 120_000, 240_000]);
    expect(retryDelayMs(20)).toBe(60 * 60_000);
  });
});

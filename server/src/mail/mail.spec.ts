import { MailRegistry } from './mail-registry';
import type { MailTransport } from './mail-transport';
import { retryDelayMs } from './outbox.service';
import { button, type MailContext, paragraph, renderMail } from './templates/layout';
import { escapeHtml, markup, multiline } from './templates/markup';

const HOSTILE = `<script>alert("x")</script> & 'quotes'`;
const context: MailContext = { storeName: 'Books & <Co>', currency: 'EUR', publicUrl: 'https://shop.example' };
const registry = () => new MailRegistry({ enabled: true } as MailTransport);

describe('email templates', () => {
  it('escapes every interpolated value, and passes markup built by markup through', () => {
    expect(escapeHtml(HOSTILE)).toBe('&lt;script&gt;alert(&quot;x&quot;)&lt;/script&gt; &amp; &#39;quotes&#39;');
    expect(markup`<b>${HOSTILE}</b>`.html).toBe(`<b>${escapeHtml(HOSTILE)}</b>`);
    expect(markup`<p>${markup`<i>${'<x>'}</i>`}</p>`.html).toBe('<p><i>&lt;x&gt;</i></p>');
    expect(multiline('a\n<b>').html).toBe('a<br />&lt;b&gt;');
  });

  it('renders a registered template in the layout as valid MJML with HTML and text, the store name escaped', async () => {
    const mail = registry();
    mail.registerTemplates({
      note: (data: { who: string }) => ({
        subject: `Hello ${data.who}`,
        preview: data.who,
        body: markup`${paragraph(markup`Hello ${data.who}`)}${button('Open', 'https://shop.example/x')}`,
        text: `Hello ${data.who}`,
      }),
    });
    const rendered = await renderMail(mail.partsOf({ template: 'note', data: { who: HOSTILE } }, context), context);
    expect(rendered.subject).toBe(`Hello ${HOSTILE}`);
    expect(rendered.html).toContain('<!doctype html>');
    expect(rendered.html).not.toContain('<script>');
    expect(rendered.html).toContain('Books &amp; &lt;Co&gt;');
    expect(rendered.text).toContain('Books & <Co>');
  });

  it('refuses a template registered twice, and a message whose template nobody registered', () => {
    const mail = registry();
    const template = () => ({ subject: 's', preview: 'p', body: markup``, text: 't' });
    mail.registerTemplates({ one: template });
    expect(() => mail.registerTemplates({ one: template })).toThrow('The email template one is registered twice');
    expect(() => mail.partsOf({ template: 'two', data: {} }, context)).toThrow(
      'No email template is registered as two',
    );
  });
});

describe('retries', () => {
  it('wait 30 s, then twice as long each time, at most an hour', () => {
    expect([1, 2, 3, 4].map(retryDelayMs)).toEqual([30_000, 60_000, 120_000, 240_000]);
    expect(retryDelayMs(20)).toBe(60 * 60_000);
  });
});

import { type MailContext, type MailTemplate, type MailTemplates, type MessageOf, renderMail } from '../../src/mail';

/** A value a person could type that would break a page if it reached the HTML unescaped. */
export const HOSTILE = `<script>alert("x")</script> & 'quotes'`;

/** A store whose own name needs escaping too. */
export const MAIL_CONTEXT: MailContext = {
  storeName: 'Books & <Co>',
  currency: 'EUR',
  publicUrl: 'https://shop.example',
};

/** Renders one message of a domain's templates as the outbox would. */
export function mailRenderer<M>(templates: MailTemplates<M>) {
  return ({ template, data }: MessageOf<M>) =>
    renderMail((templates[template] as MailTemplate<object>)(data as object, MAIL_CONTEXT), MAIL_CONTEXT);
}

/**
 * The checks every domain's templates share: `messages` holds one message of each template (every
 * text a person could have typed set to HOSTILE), and each renders as MJML to HTML and text with
 * a subject, and nothing from people unescaped.
 */
export function checkEveryTemplate<M>(templates: MailTemplates<M>, messages: Array<MessageOf<M>>) {
  const render = mailRenderer(templates);

  it('covers every template', () => {
    expect(messages.map((message) => message.template).sort()).toEqual(Object.keys(templates).sort());
  });

  it.each(messages.map((message) => [message.template, message] as const))(
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
}

import mjml2html from 'mjml';
import { markup, type Markup } from './markup';

/** What every message shares: the store's name and where its pages are. */
export interface MailContext {
  storeName: string;
  currency: string;
  publicUrl: string;
}

/** A message ready to send: its subject, HTML (from MJML) and plain text. */
export interface RenderedMail {
  subject: string;
  html: string;
  text: string;
}

/** What a template gives: the subject, the body's MJML sections and the plain-text version. */
export interface MailParts {
  subject: string;
  /** What mail clients show beside the subject. */
  preview: string;
  body: Markup;
  text: string;
}

const BRAND = '#1d4ed8';

/** A paragraph of the body. */
export const paragraph = (content: Markup | string): Markup =>
  markup`<mj-text font-size="15px" line-height="22px" color="#1f2937">${content}</mj-text>`;

/** The message's call to action. */
export const button = (label: string, href: string): Markup =>
  markup`<mj-button href="${href}" background-color="${BRAND}" color="#ffffff" font-size="15px" align="left">${label}</mj-button>`;

/**
 * The one frame of every message: the store's name as the header, the body, and a footer naming
 * the store and why the message was sent. Values were escaped by `markup` on the way in.
 */
export async function renderMail(parts: MailParts, context: MailContext): Promise<RenderedMail> {
  const document = markup`<mjml>
  <mj-head>
    <mj-title>${parts.subject}</mj-title>
    <mj-preview>${parts.preview}</mj-preview>
    <mj-attributes><mj-all font-family="Helvetica, Arial, sans-serif" /></mj-attributes>
  </mj-head>
  <mj-body background-color="#f3f4f6">
    <mj-section background-color="${BRAND}" padding="16px">
      <mj-column><mj-text color="#ffffff" font-size="20px" font-weight="bold">${context.storeName}</mj-text></mj-column>
    </mj-section>
    <mj-section background-color="#ffffff" padding="8px 0">
      <mj-column>${parts.body}</mj-column>
    </mj-section>
    <mj-section padding="8px">
      <mj-column>
        <mj-text font-size="12px" color="#6b7280">${context.storeName} · <a href="${context.publicUrl}" style="color:#6b7280">${context.publicUrl}</a></mj-text>
      </mj-column>
    </mj-section>
  </mj-body>
</mjml>`;
  const { html, errors } = await mjml2html(document.html, { validationLevel: 'strict' });
  if (errors.length) throw new Error(`Email template is not valid MJML: ${errors[0].formattedMessage}`);
  const text = `${parts.text.trim()}\n\n-- \n${context.storeName}\n${context.publicUrl}\n`;
  return { subject: parts.subject, html, text };
}

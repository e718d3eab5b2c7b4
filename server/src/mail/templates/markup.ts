import { fromCents } from '../../common/money/money';

/**
 * Text placed in an email's HTML: every value interpolated into `markup` is escaped, so a name,
 * title or message a person typed can never become markup, a link or an attribute. Markup that is
 * already safe (built by `markup` itself) is passed through as it is.
 */
export class Markup {
  constructor(readonly html: string) {}
  toString(): string {
    return this.html;
  }
}

const ESCAPES: Record<string, string> = { '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' };

export const escapeHtml = (value: unknown): string => String(value).replace(/[&<>"']/g, (char) => ESCAPES[char]);

type Interpolated = Markup | string | number | readonly Markup[];

/** A tagged template whose interpolations are escaped unless they are Markup (or lists of it). */
export function markup(strings: TemplateStringsArray, ...values: Interpolated[]): Markup {
  let html = strings[0];
  values.forEach((value, i) => {
    if (value instanceof Markup) html += value.html;
    else if (Array.isArray(value)) html += value.map((part: Markup) => part.html).join('');
    else html += escapeHtml(value);
    html += strings[i + 1];
  });
  return new Markup(html);
}

/** Text with its line breaks kept, as HTML (a message or a response of several paragraphs). */
export const multiline = (text: string): Markup => new Markup(escapeHtml(text).replace(/\r?\n/g, '<br />'));

/** An amount of cents in the store currency, as the client shows prices. */
export const money = (cents: number, currency: string): string =>
  new Intl.NumberFormat('en-US', { style: 'currency', currency }).format(fromCents(cents));

/** The locale every date and amount is shown in. */
export const LOCALE = 'en-US';

/** Until the store's settings arrive (and if they cannot be read), prices are shown in dollars. */
export const DEFAULT_CURRENCY = 'USD';

const dateFormat = new Intl.DateTimeFormat(LOCALE, { year: 'numeric', month: 'long', day: 'numeric' });

/** "March 5, 2025" for an ISO date string; '' when missing or unreadable. */
export function formatDate(iso: string | null | undefined): string {
  if (!iso) return '';
  const date = new Date(iso);
  return Number.isNaN(date.getTime()) ? '' : dateFormat.format(date);
}

const dateTimeFormat = new Intl.DateTimeFormat(LOCALE, { dateStyle: 'long', timeStyle: 'short' });

/** "March 5, 2025 at 2:30 PM" for an ISO date string, in the browser's time zone; '' when missing or unreadable. */
export function formatDateTime(iso: string | null | undefined): string {
  if (!iso) return '';
  const date = new Date(iso);
  return Number.isNaN(date.getTime()) ? '' : dateTimeFormat.format(date);
}

/** Up to two initials for an avatar placeholder: "Ada Lovelace" → "AL". */
export function initials(name: string): string {
  const parts = name.trim().split(/\s+/).filter(Boolean);
  if (parts.length === 0) return '?';
  const letters =
    parts.length === 1 ? parts[0].slice(0, 1) : parts[0].slice(0, 1) + parts[parts.length - 1].slice(0, 1);
  return letters.toUpperCase();
}

export function roleLabel(role: 'user' | 'admin'): string {
  return role === 'admin' ? 'Administrator' : 'User';
}

const moneyFormats = new Map<string, Intl.NumberFormat>();

function moneyFormat(currency: string): Intl.NumberFormat {
  let format = moneyFormats.get(currency);
  if (!format) {
    try {
      format = new Intl.NumberFormat(LOCALE, { style: 'currency', currency });
    } catch {
      // Not an ISO 4217 code this browser knows: dollars rather than a broken page.
      format = new Intl.NumberFormat(LOCALE, { style: 'currency', currency: DEFAULT_CURRENCY });
    }
    moneyFormats.set(currency, format);
  }
  return format;
}

/**
 * An amount in the store currency: "$12.50", "€12.50". The one place prices are formatted;
 * screens get the currency through `useMoney()` (lib/money-context).
 */
export function formatMoney(amount: number, currency: string = DEFAULT_CURRENCY): string {
  return moneyFormat(currency).format(amount);
}

/** The currency's symbol as amounts show it: "$" for USD, "€" for EUR; the code itself when it has none. */
export function currencySymbol(currency: string = DEFAULT_CURRENCY): string {
  return (
    moneyFormat(currency)
      .formatToParts(0)
      .find((part) => part.type === 'currency')?.value ?? currency
  );
}

/** '{n} in stock', or 'Out of stock' at 0. */
export function stockLabel(stock: number): string {
  return stock > 0 ? `${stock} in stock` : 'Out of stock';
}

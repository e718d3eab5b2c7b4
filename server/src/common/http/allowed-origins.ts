import type { AppConfig } from '../../config/app-config';

/**
 * A `Host` header as a browser sends it: a name (letters, digits, `.`, `-`, `_`) or an IPv4
 * address, or an IPv6 address in brackets, then an optional port. Anything else (a user part, a
 * path) is not compared at all.
 */
const HOST_HEADER = /^(?:[\w.-]+|\[[0-9a-f:.]+\])(?::\d{1,5})?$/i;

/**
 * Whether a page at `origin` is the app itself, as this request reached it: the store opened at
 * `http://127.0.0.1:3000` sends `Origin: http://127.0.0.1:3000` and `Host: 127.0.0.1:3000`,
 * whatever `PUBLIC_URL` names. Host and port are compared, the scheme is not (behind a proxy that
 * ends TLS the request itself is plain HTTP); a default port written out (`Host: shop.test:443`
 * for `https://shop.test`) compares equal to one left out.
 *
 * A page on another site that calls this host sends its own origin and this host: no match. A
 * page whose name was made to point here (DNS rebinding) matches, as it does for the browser's
 * own same-origin rule on HTTP; it holds none of this origin's tokens.
 */
export function isOwnOrigin(origin: string, host: string | undefined): boolean {
  if (!host || !HOST_HEADER.test(host)) return false;
  try {
    const page = new URL(origin);
    if ((page.protocol !== 'http:' && page.protocol !== 'https:') || page.origin !== origin) return false;
    return new URL(`${page.protocol}//${host}`).host === page.host;
  } catch {
    // `Origin: null` (a sandboxed frame, a file) and anything else that is not an origin.
    return false;
  }
}

/**
 * Who may call the store from a browser page: the app's own origin (`PUBLIC_URL`, and the origin
 * equal to the request's own `Host`, see `isOwnOrigin`) and `CORS_ORIGINS`. A call without an
 * `Origin` header is not from another site's page (a same-origin navigation, a server, a script)
 * and is allowed. CORS and the live socket's upgrade both ask this.
 */
export function originAllowed(
  config: Pick<AppConfig, 'publicUrl' | 'corsOrigins'>,
): (origin: string | undefined, host: string | undefined) => boolean {
  const allowed = new Set([config.publicUrl, ...config.corsOrigins]);
  return (origin, host) => !origin || allowed.has(origin) || isOwnOrigin(origin, host);
}

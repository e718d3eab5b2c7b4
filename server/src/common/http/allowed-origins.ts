import type { AppConfig } from '../../config/app-config';

/**
 * Who may call the store from a browser page: its own origin (`PUBLIC_URL`) and `CORS_ORIGINS`.
 * A call without an `Origin` header is not from another site's page (a same-origin navigation, a
 * server, a script) and is allowed. CORS and the live socket's upgrade both ask this.
 */
export function originAllowed(config: Pick<AppConfig, 'publicUrl' | 'corsOrigins'>): (origin?: string) => boolean {
  const allowed = new Set([config.publicUrl, ...config.corsOrigins]);
  return (origin) => !origin || allowed.has(origin);
}

/**
 * Build-time settings. VITE_API_URL is the origin of the server (REST under /api, GraphQL at
 * /graphql); empty means the same origin that served the app, which is how the server serves
 * the built client and how the Vite dev server proxies.
 */
export const env = {
  apiUrl: (import.meta.env.VITE_API_URL ?? '').replace(/\/+$/, ''),
} as const;

export const graphqlUrl = `${env.apiUrl}/graphql`;
export const restUrl = (path: string) => `${env.apiUrl}/api${path}`;

/** The same endpoint for live updates (subscriptions over WebSocket): ws:// or wss://, absolute. */
export function graphqlWsUrl(base: string = window.location.href): string {
  const url = new URL(graphqlUrl, base);
  url.protocol = url.protocol === 'https:' ? 'wss:' : 'ws:';
  return url.href;
}

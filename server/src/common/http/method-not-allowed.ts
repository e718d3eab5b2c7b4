import type { Application, NextFunction, Request, Response } from 'express';
import { ErrorCode, STATUS_BY_CODE } from '../errors/error-code';

/** The methods our routes use. Anything else (TRACE, TRACK, CONNECT, WebDAV verbs...) is never served. */
const SERVED_METHODS = new Set(['GET', 'HEAD', 'POST', 'PUT', 'PATCH', 'DELETE', 'OPTIONS']);

interface RouteLayer {
  route?: { path: unknown; _methods(): string[] };
  match(path: string): boolean;
}

/**
 * The literal start of a route's path, lower-cased (`/api/user/book/` for `/api/user/book/:id`):
 * a request path that does not start with it cannot match the route (routes match
 * case-insensitively), so the route's pattern need not run.
 */
function literalPrefix(path: unknown): string {
  if (typeof path !== 'string') return '';
  const end = path.search(/[:*{(\\]/);
  return (end < 0 ? path : path.slice(0, end)).toLowerCase();
}

/** A path whose parameters cannot be decoded (`%ff`) matches nothing here; the router answers it. */
function matches(layer: RouteLayer, path: string): boolean {
  try {
    return layer.match(path);
  } catch {
    return false;
  }
}

/**
 * 405 with an `Allow` header for a method a path does not serve: always for methods no route
 * uses (TRACE would echo a request back, headers included), and for an ordinary method on a path
 * that exists with other methods (`DELETE /api/user/login`). A path no route knows is left to the
 * 404 that follows. Routes are read from Express's router when a request arrives, so it must be
 * installed before the routes and sees them all once the app is initialised.
 *
 * `fixed` lists paths served by middleware rather than routes (GraphQL), with their methods.
 */
export function methodNotAllowed(app: Application, fixed: Record<string, string[]>) {
  // The routes with their literal prefixes, worked out again whenever the router's stack changes
  // (routes are added while the app initialises).
  let known: { stack?: RouteLayer[]; length: number; routes: Array<{ layer: RouteLayer; prefix: string }> } = {
    length: -1,
    routes: [],
  };
  const routeLayers = () => {
    const stack = (app as unknown as { router?: { stack?: RouteLayer[] } }).router?.stack ?? [];
    if (known.stack !== stack || known.length !== stack.length) {
      // Catch-all routes (the client's index.html fallback) say nothing about a path's methods.
      const routes = stack
        .filter((layer) => layer.route && !String(layer.route.path).includes('*'))
        .map((layer) => ({ layer, prefix: literalPrefix(layer.route!.path) }));
      known = { stack, length: stack.length, routes };
    }
    return known.routes;
  };
  /** The methods this path is served with; stops early once `wanted` is among them. */
  const allowedFor = (path: string, wanted?: string): string[] => {
    const methods = new Set<string>(fixed[path] ?? []);
    if (wanted && methods.has(wanted)) return [wanted];
    const lower = path.toLowerCase();
    for (const { layer, prefix } of routeLayers()) {
      if (lower.startsWith(prefix) && matches(layer, path)) {
        for (const method of layer.route!._methods()) methods.add(method);
        if (wanted && methods.has(wanted)) return [wanted];
      }
    }
    return [...methods];
  };

  return (req: Request, res: Response, next: NextFunction) => {
    const known = SERVED_METHODS.has(req.method);
    if (known && req.method === 'OPTIONS') return next();
    const allowed = allowedFor(req.path, known ? req.method : undefined);
    if (known && (allowed.length === 0 || allowed.includes(req.method))) return next();

    const status = STATUS_BY_CODE[ErrorCode.METHOD_NOT_ALLOWED];
    const listed = allowed.length ? allowed : ['GET', 'HEAD', 'POST', 'PUT', 'DELETE'];
    res.set('Allow', listed.join(', '));
    res.status(status).json({
      statusCode: status,
      message: `${req.method} is not allowed here. Allowed: ${listed.join(', ')}`,
      error: ErrorCode.METHOD_NOT_ALLOWED,
    });
  };
}

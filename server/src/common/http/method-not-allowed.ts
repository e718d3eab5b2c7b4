import type { NextFunction, Request, Response } from 'express';
import { match } from 'path-to-regexp';
import { ErrorCode, STATUS_BY_CODE } from '../errors/error-code';

/** The methods our routes use. Anything else (TRACE, TRACK, CONNECT, WebDAV verbs...) is never served. */
const SERVED_METHODS = new Set(['GET', 'HEAD', 'POST', 'PUT', 'PATCH', 'DELETE', 'OPTIONS']);

/** A path pattern as the router takes it (`/api/user/book/:id`) and the methods it is served with. */
export interface ServedPath {
  path: string;
  methods: string[];
}

/**
 * The literal start of a route's path, lower-cased (`/api/user/book/` for `/api/user/book/:id`):
 * a request path that does not start with it cannot match the route (routes match
 * case-insensitively), so the route's pattern need not run.
 */
function literalPrefix(path: string): string {
  const end = path.search(/[:*{(\\]/);
  return (end < 0 ? path : path.slice(0, end)).toLowerCase();
}

/**
 * Whether a request path matches a route pattern the way Express's router matches it: case
 * insensitive, with or without a trailing slash. A path whose parameters cannot be decoded
 * (`%ff`) matches nothing here; the router answers it.
 */
function matcher(path: string): (requestPath: string) => boolean {
  const test = match(path === '/' ? path : path.replace(/\/+$/, ''), { sensitive: false, end: true, trailing: true });
  return (requestPath) => {
    try {
      return test(requestPath) !== false;
    } catch {
      return false;
    }
  };
}

/**
 * 405 with an `Allow` header for a method a path does not serve: always for methods no route
 * uses (TRACE would echo a request back, headers included), and for an ordinary method on a path
 * that exists with other methods (`DELETE /api/user/login`). A path no route knows is left to the
 * 404 that follows. It is installed before the routes, and so is given them: the controllers'
 * routes (see `restRoutes`) and other paths served by the router, with their methods (`ALL`
 * for any); a GET route also answers HEAD, as in Express.
 *
 * `fixed` lists paths served by middleware rather than routes (GraphQL), with their methods.
 */
export function methodNotAllowed(served: ServedPath[], fixed: Record<string, string[]>) {
  const routes = served.map(({ path, methods }) => ({
    prefix: literalPrefix(path),
    matches: matcher(path),
    methods: methods.flatMap((method) =>
      method === 'ALL' ? [...SERVED_METHODS] : method === 'GET' ? ['GET', 'HEAD'] : [method],
    ),
  }));
  /** The methods this path is served with; stops early once `wanted` is among them. */
  const allowedFor = (path: string, wanted?: string): string[] => {
    const methods = new Set<string>(fixed[path] ?? []);
    if (wanted && methods.has(wanted)) return [wanted];
    const lower = path.toLowerCase();
    for (const route of routes) {
      if (lower.startsWith(route.prefix) && route.matches(path)) {
        for (const method of route.methods) methods.add(method);
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

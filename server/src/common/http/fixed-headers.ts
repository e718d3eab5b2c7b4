import type { NextFunction, Request, RequestHandler, Response } from 'express';

type Header = [name: string, value: number | string | readonly string[]];

/**
 * The same headers as `middleware`, worked out once. For middleware whose headers never depend on
 * the request (helmet with static directives: no nonces, no functions), this sets them with one
 * loop instead of running a dozen small middleware on every request. It runs `middleware` once
 * against a recording response; if that does anything but set and remove headers and call next()
 * at once, `middleware` itself is returned.
 */
export function fixedHeaders(middleware: RequestHandler): RequestHandler {
  const set: Header[] = [];
  const removed: string[] = [];
  let done = false;
  let other = false;
  const recorder = new Proxy(
    {
      setHeader: (name: string, value: Header[1]) => set.push([name, value]),
      removeHeader: (name: string) => removed.push(name),
    },
    {
      get(target, key) {
        if (key in target) return target[key as keyof typeof target];
        other = true;
        return undefined;
      },
    },
  );
  const request = new Proxy({}, { get: () => ((other = true), undefined) });
  try {
    middleware(request as Request, recorder as unknown as Response, (error?: unknown) => {
      done = error === undefined;
    });
  } catch {
    other = true;
  }
  if (!done || other) return middleware;
  return (_req: Request, res: Response, next: NextFunction) => {
    for (const name of removed) res.removeHeader(name);
    for (const [name, value] of set) res.setHeader(name, value);
    next();
  };
}

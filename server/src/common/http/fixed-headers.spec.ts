import type { NextFunction, Request, RequestHandler, Response } from 'express';
import helmet from 'helmet';
import { fixedHeaders } from './fixed-headers';

/** A response that only records its headers, as Node's would hold them. */
function recordingResponse() {
  const headers = new Map<string, unknown>([['x-powered-by', 'Express']]);
  const res = {
    setHeader: (name: string, value: unknown) => headers.set(name.toLowerCase(), value),
    removeHeader: (name: string) => headers.delete(name.toLowerCase()),
  };
  return { headers, res: res as unknown as Response };
}

function run(middleware: RequestHandler) {
  const { headers, res } = recordingResponse();
  const next = jest.fn() as unknown as NextFunction;
  middleware({ method: 'GET', headers: {} } as Request, res, next);
  return { headers: Object.fromEntries(headers), next };
}

describe('fixedHeaders', () => {
  it("sets exactly helmet's headers (and removes what helmet removes), then calls next", () => {
    const original = helmet({ contentSecurityPolicy: { directives: { 'img-src': ["'self'", 'data:'] } } });
    const fixed = fixedHeaders(original);

    expect(fixed).not.toBe(original);
    const expected = run(original);
    const actual = run(fixed);
    expect(actual.headers).toEqual(expected.headers);
    expect(actual.headers['content-security-policy']).toContain("img-src 'self' data:");
    expect(actual.headers['x-powered-by']).toBeUndefined();
    expect(actual.next).toHaveBeenCalledWith();
  });

  it('keeps a middleware whose headers depend on the request', () => {
    const perRequest: RequestHandler = (req, res, next) => {
      res.setHeader('X-Method', req.method);
      next();
    };
    expect(fixedHeaders(perRequest)).toBe(perRequest);
  });

  it('keeps a middleware that does not call next at once', () => {
    const later: RequestHandler = (_req, res, next) => {
      res.setHeader('X-Later', '1');
      setImmediate(next);
    };
    expect(fixedHeaders(later)).toBe(later);
  });
});

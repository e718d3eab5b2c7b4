import type { NextFunction, Request, Response } from 'express';
import { AppError } from '../errors/app-error';

export const PLAIN_QUERY_MESSAGE =
  'Send each query parameter once, as a plain value (?status=pending): lists and operator objects ' +
  'such as status[]=… or status[$ne]=… are not accepted';

/**
 * The REST routes' query strings hold plain values only. Express's query parser (Express 5's
 * "simple" one) keeps `status[$ne]=pending` and `status[]=closed` as parameters with those
 * literal names, which no query class declares, so validation dropped them and the list came
 * back unfiltered as if nothing had been asked: a bracketed name is refused instead, as an
 * operator object in a body is, and so is a parameter given twice (a list). Mounted on /api.
 */
export function refuseQueryStructures() {
  return (req: Request, _res: Response, next: NextFunction) => {
    const query = req.query as Record<string, unknown>;
    const structured = Object.entries(query).some(([name, value]) => /[[\]]/.test(name) || Array.isArray(value));
    next(structured ? AppError.validation(PLAIN_QUERY_MESSAGE) : undefined);
  };
}

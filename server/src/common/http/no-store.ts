import type { NextFunction, Request, Response } from 'express';

/**
 * Every REST answer says `Cache-Control: no-store`, as every GraphQL answer does, unless its route
 * sets a policy of its own: the catalogue's prepared lists (`private, no-cache` with an ETag) and
 * images (a year, immutable). So nothing personal (a profile, a cart, orders, complaints, the
 * admin's lists and dashboard, a sign-in's token) is kept by a browser or a proxy, errors included,
 * and a new route is covered without a word.
 */
export function noStoreByDefault(_req: Request, res: Response, next: NextFunction): void {
  res.setHeader('Cache-Control', 'no-store');
  next();
}

import type { Request, Response } from 'express';
import { pipeline } from 'node:stream';
import type { StreamableFile } from '@nestjs/common';
import { matchesETag } from './etag';

/** A JSON response body serialized ahead of time, with a strong ETag naming its content. */
export interface PreparedJson {
  body: Buffer;
  etag: string;
}

const JSON_TYPE = 'application/json; charset=utf-8';

/**
 * Sends a prepared JSON body as it is, without serializing it again or letting Express hash it
 * for an ETag of its own; 304 with no body when If-None-Match names its ETag. The body is for a
 * signed-in user, so `private, no-cache`: a browser may keep it but asks each time.
 */
export function sendPreparedJson(req: Request, res: Response, { body, etag }: PreparedJson): void {
  res.setHeader('ETag', etag);
  res.setHeader('Cache-Control', 'private, no-cache');
  if (matchesETag(req.headers['if-none-match'], etag)) {
    res.statusCode = 304;
    res.end();
    return;
  }
  res.setHeader('Content-Type', JSON_TYPE);
  res.setHeader('Content-Length', body.length);
  res.statusCode = 200;
  res.end(body);
}

/** Sends a streamed JSON body (`streamJsonArray`) on a response the handler owns; a failure half-way cuts the connection. */
export function sendJsonStream(res: Response, file: StreamableFile): void {
  res.setHeader('Content-Type', JSON_TYPE);
  pipeline(file.getStream(), res, (error) => {
    if (error) res.destroy();
  });
}

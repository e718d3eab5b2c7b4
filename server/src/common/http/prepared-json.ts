import type { Request, Response } from 'express';
import { pipeline } from 'node:stream';
import type { StreamableFile } from '@nestjs/common';
import { matchesETag } from './etag';

/** A JSON response body serialized ahead of time, with a strong ETag naming its content. */
export interface PreparedJson {
  body: Buffer;
  etag: string;
}

/**
 * A JSON answer named by a strong ETag: its body made ahead (`PreparedJson`), or a stream made
 * only when the ETag does not match (`streamJsonArray`, read from the database).
 */
export type ETaggedJson = PreparedJson | { etag: string; stream: () => Promise<StreamableFile> };

const JSON_TYPE = 'application/json; charset=utf-8';

/**
 * Sends a JSON answer with its ETag, on a response the handler owns: 304 with no body when
 * If-None-Match names the ETag; else a prepared body as it is (without serializing it again or
 * letting Express hash it for an ETag of its own), or the stream. The body is for a signed-in
 * user, so `private, no-cache`: a browser may keep it but asks each time. A stream that fails
 * before its first item throws, so that the error answer carries none of these headers.
 */
export async function sendETaggedJson(req: Request, res: Response, json: ETaggedJson): Promise<void> {
  const { etag } = json;
  const notModified = matchesETag(req.headers['if-none-match'], etag);
  const stream = notModified || 'body' in json ? undefined : await json.stream();
  res.setHeader('ETag', etag);
  res.setHeader('Cache-Control', 'private, no-cache');
  if (notModified) {
    res.statusCode = 304;
    res.end();
    return;
  }
  res.setHeader('Content-Type', JSON_TYPE);
  res.statusCode = 200;
  if (stream) {
    sendJsonStream(res, stream);
    return;
  }
  const { body } = json as PreparedJson;
  res.setHeader('Content-Length', body.length);
  res.end(body);
}

/** Sends a streamed JSON body (`streamJsonArray`) on a response the handler owns; a failure half-way cuts the connection. */
function sendJsonStream(res: Response, file: StreamableFile): void {
  pipeline(file.getStream(), res, (error) => {
    if (error) res.destroy();
  });
}

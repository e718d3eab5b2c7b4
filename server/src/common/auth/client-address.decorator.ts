import { createParamDecorator, ExecutionContext } from '@nestjs/common';
import { httpPair } from './execution-context';

/**
 * The caller's address as Express reads it (`req.ip`: the socket's peer, or the client that
 * `TRUST_PROXY` lets `X-Forwarded-For` name), for REST handlers and GraphQL resolvers alike. The
 * per-IP rate limit counts by the same value.
 */
export const ClientAddress = createParamDecorator((_data: unknown, context: ExecutionContext): string => {
  const { req } = httpPair(context);
  return req.ip ?? req.socket?.remoteAddress ?? 'unknown';
});

import { ExecutionContext } from '@nestjs/common';
import { GqlExecutionContext } from '@nestjs/graphql';
import type { Request, Response } from 'express';

/** The Express request and response behind a REST or a GraphQL call. */
export function httpPair(context: ExecutionContext): { req: Request; res: Response } {
  if (context.getType<string>() === 'graphql') {
    const { req, res } = GqlExecutionContext.create(context).getContext<{ req: Request; res: Response }>();
    return { req, res };
  }
  const http = context.switchToHttp();
  return { req: http.getRequest<Request>(), res: http.getResponse<Response>() };
}

import { createParamDecorator, ExecutionContext } from '@nestjs/common';
import { httpPair } from './execution-context';
import type { AuthUser, BearerToken } from './role';

/** The signed-in user, for REST handlers and GraphQL resolvers alike. */
export const CurrentUser = createParamDecorator(
  (_data: unknown, context: ExecutionContext) => httpPair(context).req.user as AuthUser,
);

/** The bearer token the signed-in user's request came with (to revoke it on logout). */
export const CurrentToken = createParamDecorator(
  (_data: unknown, context: ExecutionContext) => httpPair(context).req.authInfo as BearerToken,
);

import { createParamDecorator, ExecutionContext } from '@nestjs/common';
import { httpPair } from './execution-context';
import type { AuthUser } from './role';

/** The signed-in user, for REST handlers and GraphQL resolvers alike. */
export const CurrentUser = createParamDecorator(
  (_data: unknown, context: ExecutionContext) => httpPair(context).req.user as AuthUser,
);

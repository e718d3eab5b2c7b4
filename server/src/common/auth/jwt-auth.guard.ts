import { ExecutionContext, Injectable } from '@nestjs/common';
import { Reflector } from '@nestjs/core';
import { AuthGuard } from '@nestjs/passport';
import { TokenExpiredError } from '@nestjs/jwt';
import { AppError } from '../errors/app-error';
import { IS_PUBLIC_KEY } from './access.decorators';
import { httpPair } from './execution-context';

/** Global guard: every handler needs a valid bearer token unless it is marked @Public(). */
@Injectable()
export class JwtAuthGuard extends AuthGuard('jwt') {
  constructor(private readonly reflector: Reflector) {
    super();
  }

  canActivate(context: ExecutionContext) {
    const isPublic = this.reflector.getAllAndOverride<boolean>(IS_PUBLIC_KEY, [
      context.getHandler(),
      context.getClass(),
    ]);
    return isPublic ? true : super.canActivate(context);
  }

  getRequest(context: ExecutionContext) {
    return httpPair(context).req;
  }

  handleRequest<TUser>(err: unknown, user: TUser, info: unknown): TUser {
    if (err instanceof AppError) throw err;
    if (user) return user;
    if (info instanceof TokenExpiredError || (info as Error)?.name === 'TokenExpiredError') {
      throw AppError.unauthenticated('Your session has expired. Please sign in again.');
    }
    if ((info as Error)?.message === 'No auth token') throw AppError.unauthenticated();
    throw AppError.unauthenticated('Your session is not valid. Please sign in again.');
  }
}

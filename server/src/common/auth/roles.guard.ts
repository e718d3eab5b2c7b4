import { CanActivate, ExecutionContext, Injectable } from '@nestjs/common';
import { Reflector } from '@nestjs/core';
import { AppError } from '../errors/app-error';
import { ROLES_KEY } from './access.decorators';
import { httpPair } from './execution-context';
import type { AuthUser, Role } from './role';

/** Global guard, after JwtAuthGuard: enforces @Roles() on REST handlers and resolvers. */
@Injectable()
export class RolesGuard implements CanActivate {
  constructor(private readonly reflector: Reflector) {}

  canActivate(context: ExecutionContext): boolean {
    const roles = this.reflector.getAllAndOverride<Role[] | undefined>(ROLES_KEY, [
      context.getHandler(),
      context.getClass(),
    ]);
    if (!roles?.length) return true;
    const user = httpPair(context).req.user as AuthUser | undefined;
    if (!user) throw AppError.unauthenticated();
    if (!roles.includes(user.role)) throw AppError.forbidden('This area is for the store administrator only');
    return true;
  }
}

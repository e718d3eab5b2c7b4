import { SetMetadata } from '@nestjs/common';
import { Role } from './role';

export const IS_PUBLIC_KEY = 'access:isPublic';
export const ROLES_KEY = 'access:roles';

/** Anyone may call this handler, signed in or not. Without it, a valid token is required. */
export const Public = () => SetMetadata(IS_PUBLIC_KEY, true);

/** Only these roles may call this handler (checked after authentication). */
export const Roles = (...roles: Role[]) => SetMetadata(ROLES_KEY, roles);

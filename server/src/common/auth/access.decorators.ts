import { SetMetadata } from '@nestjs/common';
import { Role } from './role';

export const IS_PUBLIC_KEY = 'access:isPublic';
export const ROLES_KEY = 'access:roles';
export const CATALOGUE_READ_KEY = 'access:catalogueRead';

/** Anyone may call this handler, signed in or not. Without it, a valid token is required. */
export const Public = () => SetMetadata(IS_PUBLIC_KEY, true);

/** Only these roles may call this handler (checked after authentication). */
export const Roles = (...roles: Role[]) => SetMetadata(ROLES_KEY, roles);

/**
 * A read of the catalogue: signed-in only, as any handler, unless CATALOGUE_PUBLIC is on, when a
 * visitor (no token) may call it too. A token sent is checked as everywhere (a bad one is 401).
 */
export const CatalogueRead = () => SetMetadata(CATALOGUE_READ_KEY, true);

import { registerEnumType } from '@nestjs/graphql';

export enum Role {
  USER = 'user',
  ADMIN = 'admin',
}

registerEnumType(Role, { name: 'Role', description: 'user: a shopper; admin: the single store administrator' });

/**
 * The bearer token a request came with, once it checked out: `id` names it among the account's
 * revoked tokens (a hash of the whole token), `expiresAt` is when it would stop working anyway.
 */
export interface BearerToken {
  id: string;
  expiresAt: Date;
}

/** What the auth guard attaches to a request once the bearer token checks out. */
export interface AuthUser {
  _id: string;
  role: Role;
  name: string;
  email: string;
}

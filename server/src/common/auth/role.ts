import { registerEnumType } from '@nestjs/graphql';

export enum Role {
  USER = 'user',
  ADMIN = 'admin',
}

registerEnumType(Role, { name: 'Role', description: 'user: a shopper; admin: the single store administrator' });

/** What the auth guard attaches to a request once the bearer token checks out. */
export interface AuthUser {
  _id: string;
  role: Role;
  name: string;
  email: string;
}

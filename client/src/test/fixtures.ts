import type { SessionUser } from '@/lib/session';
import type { SessionState } from '@/lib/session-context';

export const shopper: SessionUser = {
  id: '64b000000000000000000001',
  name: 'Ada Reader',
  email: 'ada@example.com',
  role: 'user',
  photo: '',
  createdAt: '2024-03-05T10:00:00.000Z',
};

export const admin: SessionUser = {
  id: '64b000000000000000000002',
  name: 'Grace Admin',
  email: 'grace@example.com',
  role: 'admin',
  photo: '',
  createdAt: '2023-01-15T10:00:00.000Z',
};

export const signedIn = (user: SessionUser = shopper): SessionState => ({ status: 'authenticated', user, token: `token-${user.id}` });
export const signedOut: SessionState = { status: 'anonymous', user: null, token: null };
export const verifying = (user: SessionUser = shopper): SessionState => ({ status: 'loading', user, token: `token-${user.id}` });

/** A user as GraphQL returns it (id, upper-case role). */
export function gqlUser(user: SessionUser) {
  return { __typename: 'User' as const, ...user, role: user.role === 'admin' ? ('ADMIN' as const) : ('USER' as const) };
}

/** A user as REST returns it (_id, lower-case role). */
export function restUser(user: SessionUser) {
  const { id, ...rest } = user;
  return { _id: id, ...rest };
}

import type { UserFieldsFragment } from '@/gql/graphql';
import { normaliseRole, type SessionUser } from '@/lib/session';

/** The user fields every operation returning a user selects (the UserFields fragment: Login, Me). */
export type GraphQLSessionUser = UserFieldsFragment;

export function fromGraphQLUser(user: GraphQLSessionUser): SessionUser {
  return {
    id: user.id,
    name: user.name,
    email: user.email,
    role: normaliseRole(user.role),
    photo: user.photo ?? '',
    createdAt: user.createdAt,
  };
}

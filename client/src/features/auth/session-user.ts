import type { Role } from '@/gql/graphql';
import { normaliseRole, type SessionUser } from '@/lib/session';

/** The user fields every auth operation selects (Login, Me). */
export interface GraphQLSessionUser {
  id: string;
  name: string;
  email: string;
  role: Role;
  photo: string;
  createdAt: string;
}

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

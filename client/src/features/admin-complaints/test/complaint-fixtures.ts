import type {
  ComplaintCategory,
  ComplaintPriority,
  ComplaintStatus,
  ComplaintType,
  GetComplaintStatsQuery,
} from '@/gql/graphql';
import type { AdminComplaint } from '../hooks/use-admin-complaints';

let complaintCounter = 0;

export const ada = { id: '64b000000000000000000001', name: 'Ada Reader', email: 'ada@example.com' };
export const grace = { id: '64b000000000000000000002', name: 'Grace Admin' };

export interface GqlResponseSpec {
  message: string;
  respondedAt: string;
  status: ComplaintStatus;
  priority: ComplaintPriority;
}

/** A kept response as GraphQL returns it (ComplaintFields.responses), written by Grace. */
export function gqlResponse({ message, respondedAt, status, priority }: GqlResponseSpec) {
  return {
    __typename: 'ComplaintResponse' as const,
    message,
    respondedAt,
    status,
    priority,
    respondedBy: { __typename: 'ComplaintPerson' as const, ...grace },
  };
}

/** The statuses the server calls answered (`open: false`): the fixtures answer as it does. */
const ANSWERED: readonly ComplaintStatus[] = ['RESOLVED', 'CLOSED'];

/** A message of the thread as GraphQL returns it: Ada's (USER) or Grace's (ADMIN). */
export function gqlMessage(id: string, role: 'USER' | 'ADMIN', text: string, at: string) {
  const who = role === 'USER' ? ada : grace;
  return {
    __typename: 'ComplaintMessage' as const,
    id,
    text,
    at,
    author: { __typename: 'ComplaintMessageAuthor' as const, id: who.id, name: who.name, role },
  };
}

/**
 * A complaint as GraphQL returns it (ComplaintFields): a pending, medium-priority complaint by Ada.
 * Its thread is the description and the responses, oldest first, unless `messages` is given.
 */
export function gqlComplaint(overrides: Partial<AdminComplaint> = {}) {
  complaintCounter += 1;
  const description = overrides.description ?? 'The cover of my copy of Dune arrived torn.';
  const createdAt = overrides.createdAt ?? '2025-03-05T14:30:00.000Z';
  const messages = [
    gqlMessage('description', 'USER', description, createdAt),
    ...[...(overrides.responses ?? [])]
      .reverse()
      .map((response, index) => gqlMessage(`response-${index}`, 'ADMIN', response.message, response.respondedAt)),
  ];
  return {
    __typename: 'Complaint' as const,
    id: `64d4${complaintCounter.toString(16).padStart(20, '0')}`,
    title: 'Damaged cover',
    description: 'The cover of my copy of Dune arrived torn.',
    type: 'COMPLAINT' as ComplaintType,
    category: 'BOOK_QUALITY' as ComplaintCategory,
    priority: 'MEDIUM' as ComplaintPriority,
    status: 'PENDING' as ComplaintStatus,
    adminResponse: null as string | null,
    respondedBy: null as AdminComplaint['respondedBy'],
    respondedAt: null as string | null,
    user: { __typename: 'ComplaintPerson' as const, ...ada },
    createdAt: '2025-03-05T14:30:00.000Z',
    updatedAt: '2025-03-05T14:30:00.000Z',
    orderId: null as string | null,
    responses: [] as AdminComplaint['responses'],
    dueAt: '2025-03-08T14:30:00.000Z',
    overdue: false,
    open: !ANSWERED.includes(overrides.status ?? 'PENDING'),
    messages,
    ...overrides,
  };
}

export type GqlComplaint = ReturnType<typeof gqlComplaint>;

/** One page of complaints as the complaints query returns it. */
export function complaintPage(
  complaints: GqlComplaint[],
  { totalCount = complaints.length, hasNextPage = false } = {},
) {
  return {
    __typename: 'ComplaintConnection' as const,
    totalCount,
    edges: complaints.map((node) => ({ __typename: 'ComplaintEdge' as const, cursor: node.id, node })),
    pageInfo: {
      __typename: 'PageInfo' as const,
      hasNextPage,
      endCursor: complaints.at(-1)?.id ?? null,
    },
  };
}

export function gqlStats(stats: Partial<Omit<GetComplaintStatsQuery['complaintStats'], '__typename'>> = {}) {
  return {
    __typename: 'ComplaintStats' as const,
    total: 9,
    pending: 4,
    inProgress: 2,
    resolved: 2,
    closed: 1,
    overdue: 3,
    ...stats,
  };
}

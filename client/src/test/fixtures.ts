import { GetStoreSettingsDocument } from '@/lib/api/StoreSettings.generated';
import type { SessionUser } from '@/lib/session';
import type { SessionState } from '@/lib/session-context';

/**
 * How long a mocked answer stays pending in tests that look at the pending state ('Signing in...',
 * the stored user shown before Me answers): long enough for a busy machine to render that state.
 */
export const PENDING_MS = 1_000;

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

export const signedIn = (user: SessionUser = shopper): SessionState => ({
  status: 'authenticated',
  user,
  token: `token-${user.id}`,
});
export const signedOut: SessionState = { status: 'anonymous', user: null, token: null };
export const verifying = (user: SessionUser = shopper): SessionState => ({
  status: 'loading',
  user,
  token: `token-${user.id}`,
});

/** A user as GraphQL returns it (id, upper-case role). */
export function gqlUser(user: SessionUser) {
  return { __typename: 'User' as const, ...user, role: user.role === 'admin' ? ('ADMIN' as const) : ('USER' as const) };
}

/** A user as REST returns it (_id, lower-case role). */
export function restUser(user: SessionUser) {
  const { id, ...rest } = user;
  return { _id: id, ...rest };
}

/** The store's name and details the tests' store has, unless a test gives its own. */
export const STORE = {
  name: 'Northshelf Books',
  contactEmail: 'help@bookstore.test',
  contactPhone: '+1 555 0100',
  contactAddress: '1 Library Lane, Booktown',
  socialLinks: [{ name: 'Instagram', url: 'https://www.instagram.com/northshelf' }],
};

/** What a store has set of its name and details (STORE_NAME, STORE_EMAIL, ...): each null or [] when unset. */
export interface StoreDetails {
  name: string;
  contactEmail: string | null;
  contactPhone: string | null;
  contactAddress: string | null;
  socialLinks: Array<{ name: string; url: string }>;
  /** The logo's URL (Settings); null or left out: none. */
  logoUrl?: string | null;
  /** The About page's text (Settings); null or left out: the standard copy. */
  about?: string | null;
}

/** A store that has set nothing about itself: the server's default name, no details, no links. */
export const BARE_STORE: StoreDetails = {
  name: 'BookStore',
  contactEmail: null,
  contactPhone: null,
  contactAddress: null,
  socialLinks: [],
};

/** The public store settings: answered for every render (see render-app) unless a test gives its own. */
export function storeSettingsMock(
  currency = 'USD',
  lowStockThreshold = 3,
  emailEnabled = true,
  details: StoreDetails = STORE,
  adminRoleRestricted = false,
  cataloguePublic: boolean | null = null,
) {
  const storeSettings = {
    __typename: 'StoreSettings' as const,
    currency,
    lowStockThreshold,
    emailEnabled,
    adminRoleRestricted,
    cataloguePublic,
    ...details,
    logoUrl: details.logoUrl ?? null,
    about: details.about ?? null,
    socialLinks: details.socialLinks.map((link) => ({ __typename: 'SocialLink' as const, ...link })),
  };
  return {
    request: { query: GetStoreSettingsDocument },
    result: { data: { storeSettings } },
    maxUsageCount: Number.POSITIVE_INFINITY,
  };
}

let bookCounter = 0;

/** A book as GraphQL returns it; ids are 24 hex characters, as the server's. */
export function gqlBook(overrides: Partial<Omit<ReturnType<typeof baseBook>, '__typename'>> = {}) {
  return { ...baseBook(), ...overrides };
}

function baseBook() {
  bookCounter += 1;
  const n = bookCounter;
  return {
    __typename: 'Book' as const,
    id: `64b1${n.toString(16).padStart(20, '0')}`,
    title: `Book ${n}`,
    author: `Author ${n}`,
    category: 'Fiction',
    description: `The story of book ${n}.`,
    price: 12.5,
    stock: 3,
    image: '',
    createdAt: '2025-03-05T10:00:00.000Z',
    isbn: '',
    publisher: '',
    year: null as number | null,
    pages: null as number | null,
    language: '',
    ratingAverage: null as number | null,
    ratingCount: 0,
  };
}

/** A BookConnection page of `books`, with `totalCount` and whether more follow. */
export function bookPage<T extends { id: string }>(
  books: T[],
  { totalCount = books.length, hasNextPage = false } = {},
) {
  return {
    __typename: 'BookConnection' as const,
    totalCount,
    edges: books.map((node) => ({ __typename: 'BookEdge' as const, cursor: `cursor-${node.id}`, node })),
    pageInfo: {
      __typename: 'PageInfo' as const,
      hasNextPage,
      endCursor: books.length ? `cursor-${books[books.length - 1].id}` : null,
    },
  };
}

import { parse as parseCookies } from 'cookie';
import type { BearerAuthenticator } from '../common/auth/jwt-auth.guard';
import type { ShellHints, ShellHintsFor } from '../common/http/client-shell';
import type { Connection } from '../common/pagination/paginated';
import type { BooksService } from './books.service';
import { ListBooksArgs } from './dto/list-books.args';
import type { Book } from './models/book.model';

/**
 * What the catalogue screen asks for when /books opens with no filters: the client's ListBooks
 * query (client/src/features/books/api/ListBooks.graphql) with these variables, the filters'
 * defaults (catalogue-filters.ts) and a page of LIST_PAGE_SIZE books. The client uses the
 * shipped page only if its own variables are these, so a drift costs a request, never a wrong page.
 */
export const FIRST_PAGE_VARIABLES = { search: '', category: '', sort: 'TITLE', direction: 'ASC', first: 20 } as const;

/** How many covers the catalogue loads at once: its widest first row (client Catalogue.tsx). */
export const FIRST_COVERS = 4;

/** The session cookie the client keeps its token in (client/src/lib/session.ts). */
const TOKEN_COOKIE = 'token';

/** A page of books as the GraphQL `books` field returns it, every Book field selected, with type names. */
export function booksConnectionJson(page: Connection<Book>) {
  return {
    __typename: 'BookConnection',
    totalCount: page.totalCount,
    edges: page.edges.map(({ cursor, node }) => ({ __typename: 'BookEdge', cursor, node: bookJson(node) })),
    pageInfo: { __typename: 'PageInfo', hasNextPage: page.pageInfo.hasNextPage, endCursor: page.pageInfo.endCursor },
  };
}

function bookJson(book: Book) {
  return {
    __typename: 'Book',
    id: book._id,
    title: book.title,
    author: book.author,
    category: book.category,
    description: book.description,
    price: book.price,
    stock: book.stock,
    image: book.image,
    createdAt: new Date(book.createdAt).toISOString(),
  };
}

/**
 * The SPA shell's hints for /books with no filters, for a signed-in shopper only (the catalogue
 * is for signed-in users): the first row's covers, asked for with the page, and the
 * first page and the category filter's choices themselves (the client's ListBooks and
 * ListCategories answers), so the screen shows them without a request of its own. The session cookie is
 * checked as a bearer token is; without a valid one the shell carries nothing.
 */
export function catalogueShellHints(books: BooksService, sessions: BearerAuthenticator): ShellHintsFor {
  return async ({ path, query, cookie }): Promise<ShellHints> => {
    if (path !== '/books' || query !== '') return {};
    const token = parseCookies(cookie)[TOKEN_COOKIE];
    if (!token) return {};
    await sessions.authenticate(`Bearer ${token}`);
    // ListBooksArgs' defaults are these variables' filters: title, A to Z, no search, no category.
    const [page, categories] = await Promise.all([
      books.list(Object.assign(new ListBooksArgs(), { first: FIRST_PAGE_VARIABLES.first })),
      books.categories(),
    ]);
    return {
      personal: true,
      images: page.edges
        .slice(0, FIRST_COVERS)
        .map((edge) => edge.node.image)
        .filter((url) => url !== ''),
      data: {
        ListBooks: { variables: FIRST_PAGE_VARIABLES, data: { books: booksConnectionJson(page) } },
        ListCategories: {
          variables: {},
          data: { categories: categories.map((entry) => ({ __typename: 'CategoryCount', ...entry })) },
        },
      },
    };
  };
}

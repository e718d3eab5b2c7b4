import { Logger } from '@nestjs/common';
import { parse as parseCookies } from 'cookie';
import type { Request } from 'express';
import { execute, parse, validate, type DocumentNode, type ExecutionResult, type GraphQLSchema } from 'graphql';
import type { FirstQuery, PageShellFacts, ShellHints, ShellHintsFor } from '../common/http/client-shell';

/** The covers ListBooks' answer shows, in order ('' for a book without one). */
interface BooksAnswer {
  books?: { edges?: Array<{ node?: { image?: unknown } }> };
}

/**
 * The SPA shell's hints for the catalogue (`/books`) opened with no filters, for a signed-in
 * shopper only (the catalogue is for signed-in users): the first row's covers, asked for with the
 * page, and the answers to the screen's first queries (the client's own ListBooks and
 * ListCategories, as its build wrote them in page-shell.json), so the screen shows them without a
 * request of its own.
 *
 * The queries run through the app's GraphQL schema in process, with the session cookie's token as
 * the request's bearer token: the same guards (the token check, roles), pipes and resolvers
 * as a request to /graphql, so the answers are exactly what the client would be sent. A cookie
 * that is no valid session, or any error, means a page without hints.
 */
export function catalogueShellHints(schema: () => GraphQLSchema, facts: PageShellFacts): ShellHintsFor {
  const { catalogue, sessionCookie } = facts;
  const documents = new Map<string, DocumentNode>();
  const logger = new Logger('PageShell');

  /** A query's document, parsed and checked against the schema once. */
  const documentOf = (query: FirstQuery): DocumentNode => {
    let document = documents.get(query.document);
    if (!document) {
      document = parse(query.document);
      const errors = validate(schema(), document);
      if (errors.length > 0) {
        logger.warn(`${query.operationName} from the client's build does not fit the schema: ${errors[0].message}`);
        throw errors[0];
      }
      documents.set(query.document, document);
    }
    return document;
  };

  return async ({ path, query, cookie, request }): Promise<ShellHints> => {
    if (path !== catalogue.path || query !== '') return {};
    const token = parseCookies(cookie)[sessionCookie];
    if (!token) return {};
    const req = withBearerToken(request, token);
    const answers = await Promise.all(
      catalogue.queries.map(async (first) => {
        const result = (await execute({
          schema: schema(),
          document: documentOf(first),
          variableValues: first.variables,
          contextValue: { req },
        })) as ExecutionResult;
        // A refused session (401), the database away (503), anything: no hints.
        if (result.errors?.length || !result.data) throw result.errors?.[0] ?? new Error('no data');
        return [first.operationName, { variables: first.variables, data: result.data }] as const;
      }),
    );
    const data = Object.fromEntries(answers);
    const books = (data.ListBooks?.data as BooksAnswer | undefined)?.books?.edges ?? [];
    return {
      personal: true,
      images: books
        .slice(0, catalogue.eagerCovers)
        .map((edge) => edge.node?.image)
        .filter((url): url is string => typeof url === 'string' && url !== ''),
      data,
    };
  };
}

/**
 * The page's request as the GraphQL context's `req`, with `Authorization: Bearer <token>`: what the
 * guards read on every request. Its own object, so that what they attach (`user`, `authInfo`)
 * stays off the page's request.
 */
function withBearerToken(request: Request, token: string): Request {
  return Object.create(request, {
    headers: { value: { ...request.headers, authorization: `Bearer ${token}` }, enumerable: true },
  }) as Request;
}

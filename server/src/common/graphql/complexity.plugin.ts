import type { ApolloServerPlugin } from '@apollo/server';
import { type DocumentNode, GraphQLError, type GraphQLSchema } from 'graphql';
import {
  type ComplexityEstimator,
  fieldExtensionsEstimator,
  getComplexity,
  simpleEstimator,
} from 'graphql-query-complexity';
import { ErrorCode } from '../errors/error-code';
import { DEFAULT_PAGE_SIZE } from '../pagination/pagination.args';
import { coercionReason, withoutInputValues } from './error-messages';

/**
 * Every field costs 1, and a page of `first` items costs `first` times its selection. One
 * catalogue page of 100 books with every field the client reads (about 2,000) fits; a request
 * that asks for more books than that in one go does not.
 */
export const MAX_QUERY_COMPLEXITY = 3000;

/**
 * A field with a `first` argument returns up to `first` items, so its selection is counted
 * that many times (the argument's default when it is not given). Any paginated list gets this
 * without a per-field setting.
 */
export const pageSizeEstimator =
  (): ComplexityEstimator =>
  ({ field, args, childComplexity }) => {
    if (!field.args.some((arg) => arg.name === 'first')) return undefined;
    // At least 1: a zero or negative page size must not make the rest of the query cheaper.
    const first = typeof args.first === 'number' ? Math.max(1, args.first) : DEFAULT_PAGE_SIZE;
    return 1 + first * childComplexity;
  };

const badRequest = (message: string) =>
  new GraphQLError(message, {
    extensions: { code: ErrorCode.VALIDATION_FAILED, statusCode: 400, http: { status: 400 } },
  });

/**
 * The estimated cost of one operation (fields times page sizes). Variables that do not fit their
 * types (an object where a String is expected) fail here first: that is a 400 whose message does
 * not repeat the values sent (a password among them), never a 500.
 */
export function operationCost(
  schema: GraphQLSchema,
  document: DocumentNode,
  operationName: string | null | undefined,
  variables: Record<string, unknown> | null | undefined,
): number {
  try {
    return getComplexity({
      schema,
      operationName: operationName ?? undefined,
      query: document,
      variables: variables ?? undefined,
      estimators: [fieldExtensionsEstimator(), pageSizeEstimator(), simpleEstimator({ defaultComplexity: 1 })],
    });
  } catch (error) {
    throw badRequest(withoutInputValues((error as Error).message, coercionReason(error)));
  }
}

/** The refusal of an operation that costs more than MAX_QUERY_COMPLEXITY, or undefined. */
export function tooComplex(complexity: number): GraphQLError | undefined {
  return complexity > MAX_QUERY_COMPLEXITY
    ? badRequest(
        `This query is too complex (${complexity}; the limit is ${MAX_QUERY_COMPLEXITY}). Ask for fewer fields or smaller pages.`,
      )
    : undefined;
}

/** Variables longer than this (as JSON) are not remembered: such a request is computed afresh. */
const MAX_REMEMBERED_KEY = 2_000;
/** Variable sets remembered per document. */
const MAX_REMEMBERED_PER_DOCUMENT = 100;

/**
 * Refuses operations whose estimated cost (fields times page sizes) is too high to serve.
 *
 * The cost depends only on the document, the operation and the variables, and Apollo hands the
 * same parsed document object to every request with the same query text (its document cache), so
 * the cost is remembered per document for up to 100 sets of small variables. Costs that failed to
 * compute are never remembered.
 */
export function complexityPlugin(): ApolloServerPlugin {
  const known = new WeakMap<DocumentNode, Map<string, number>>();
  const remember = (document: DocumentNode, key: string, complexity: number) => {
    let byVariables = known.get(document);
    if (!byVariables) known.set(document, (byVariables = new Map()));
    if (byVariables.size >= MAX_REMEMBERED_PER_DOCUMENT) byVariables.delete(byVariables.keys().next().value!);
    byVariables.set(key, complexity);
  };
  return {
    async requestDidStart() {
      return {
        async didResolveOperation({ request, document, schema }) {
          const key = `${request.operationName ?? ''}\u0000${JSON.stringify(request.variables ?? {})}`;
          const rememberable = key.length <= MAX_REMEMBERED_KEY;
          let complexity = rememberable ? known.get(document)?.get(key) : undefined;
          if (complexity === undefined) {
            complexity = operationCost(schema, document, request.operationName, request.variables);
            if (rememberable) remember(document, key, complexity);
          }
          const refusal = tooComplex(complexity);
          if (refusal) throw refusal;
        },
      };
    },
  };
}

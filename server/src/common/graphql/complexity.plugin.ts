import type { ApolloServerPlugin } from '@apollo/server';
import { GraphQLError } from 'graphql';
import { fieldExtensionsEstimator, getComplexity, simpleEstimator } from 'graphql-query-complexity';
import { ErrorCode } from '../errors/error-code';

export const MAX_QUERY_COMPLEXITY = 1000;

/** Refuses operations whose estimated cost (fields times list sizes) is too high to serve. */
export function complexityPlugin(): ApolloServerPlugin {
  return {
    async requestDidStart() {
      return {
        async didResolveOperation({ request, document, schema }) {
          let complexity: number;
          try {
            complexity = getComplexity({
              schema,
              operationName: request.operationName,
              query: document,
              variables: request.variables,
              estimators: [fieldExtensionsEstimator(), simpleEstimator({ defaultComplexity: 1 })],
            });
          } catch (error) {
            // Variables that do not fit their types (an object where a String is expected) fail
            // here first; a throw from this hook would otherwise become a 500.
            throw new GraphQLError((error as Error).message, {
              extensions: { code: ErrorCode.VALIDATION_FAILED, statusCode: 400, http: { status: 400 } },
            });
          }
          if (complexity > MAX_QUERY_COMPLEXITY) {
            throw new GraphQLError(
              `This query is too complex (${complexity}; the limit is ${MAX_QUERY_COMPLEXITY}). Ask for fewer fields or smaller pages.`,
              { extensions: { code: ErrorCode.VALIDATION_FAILED, statusCode: 400, http: { status: 400 } } },
            );
          }
        },
      };
    },
  };
}

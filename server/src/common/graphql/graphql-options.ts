import { ApolloDriverConfig } from '@nestjs/apollo';
import type { ApolloServerPlugin } from '@apollo/server';
import { ApolloServerPluginCacheControlDisabled } from '@apollo/server/plugin/disabled';
import { ApolloServerPluginLandingPageLocalDefault } from '@apollo/server/plugin/landingPage/default';
import { GraphQLError, type GraphQLFormattedError } from 'graphql';
import type { AppConfig } from '../../config/app-config';
import { ErrorCode } from '../errors/error-code';
import { ERROR_DETAILS } from '../errors/app-error';
import { complexityPlugin } from './complexity.plugin';
import { coercionReason, friendlierLimitMessage, withoutInputValues, withoutSuggestions } from './error-messages';
import { limitRules, MAX_TOKENS } from './limits';

/** Apollo's own codes (parse, validation, coercion) mapped onto our one list. */
const APOLLO_CODES: Record<string, ErrorCode> = {
  GRAPHQL_PARSE_FAILED: ErrorCode.VALIDATION_FAILED,
  GRAPHQL_VALIDATION_FAILED: ErrorCode.VALIDATION_FAILED,
  BAD_USER_INPUT: ErrorCode.VALIDATION_FAILED,
  BAD_REQUEST: ErrorCode.VALIDATION_FAILED,
  OPERATION_RESOLUTION_FAILURE: ErrorCode.VALIDATION_FAILED,
  PERSISTED_QUERY_NOT_FOUND: ErrorCode.VALIDATION_FAILED,
  PERSISTED_QUERY_NOT_SUPPORTED: ErrorCode.VALIDATION_FAILED,
  INTERNAL_SERVER_ERROR: ErrorCode.INTERNAL,
};

/**
 * Every GraphQL response says `Cache-Control: no-store`, as Apollo's default cache-control plugin
 * said for a schema without cache hints. That plugin wraps every field's resolver to collect
 * hints this schema never gives; this sets the header alone.
 */
function noStore(): ApolloServerPlugin {
  return {
    async requestDidStart() {
      return {
        async willSendResponse({ response }) {
          response.http.headers.set('cache-control', 'no-store');
        },
      };
    },
  };
}

/**
 * Subscriptions are served over the live socket (live/live-server.ts), never over HTTP: an HTTP
 * request for one is a 400 that says where to go, before any resolver runs.
 */
function subscriptionsOnTheSocket(): ApolloServerPlugin {
  return {
    async requestDidStart() {
      return {
        async didResolveOperation({ operation }) {
          if (operation?.operation !== 'subscription') return;
          throw new GraphQLError(
            'Subscriptions are served over the live connection: open a graphql-ws socket on /graphql.',
            { extensions: { code: ErrorCode.VALIDATION_FAILED, statusCode: 400, http: { status: 400 } } },
          );
        },
      };
    },
  };
}

export interface ErrorFormatOptions {
  /** Drop GraphQL's "Did you mean …?" hints, which name parts of the schema. */
  hideSuggestions?: boolean;
}

/**
 * Keeps `message`, `path`, `locations` and our `code`/`statusCode` (with an AppError's `details`,
 * ERROR_DETAILS); drops stacks and internals.
 * Messages never repeat the values that were sent. `error` is the original error (Apollo's
 * second `formatError` argument).
 */
export function formatGraphQLError(
  formatted: GraphQLFormattedError,
  error?: unknown,
  options: ErrorFormatOptions = {},
): GraphQLFormattedError {
  const raw = String(formatted.extensions?.code ?? ErrorCode.INTERNAL);
  const code = raw in ErrorCode ? raw : (APOLLO_CODES[raw] ?? ErrorCode.INTERNAL);
  let message =
    code === ErrorCode.INTERNAL && raw !== ErrorCode.INTERNAL
      ? 'Something went wrong on our side. Please try again.'
      : friendlierLimitMessage(withoutInputValues(formatted.message, coercionReason(error)));
  if (options.hideSuggestions) message = withoutSuggestions(message);
  const statusCode = formatted.extensions?.statusCode ?? (code === ErrorCode.INTERNAL ? 500 : 400);
  const details = Object.fromEntries(
    ERROR_DETAILS.filter((key) => formatted.extensions?.[key] !== undefined).map((key) => [
      key,
      formatted.extensions![key],
    ]),
  );
  return {
    message,
    locations: formatted.locations,
    path: formatted.path,
    extensions: { ...details, code, statusCode },
  };
}

export function graphqlOptions(config: AppConfig, schemaFile: string | boolean): ApolloDriverConfig {
  const development = config.nodeEnv !== 'production';
  return {
    autoSchemaFile: schemaFile,
    sortSchema: true,
    path: '/graphql',
    playground: false,
    introspection: development,
    csrfPrevention: true,
    includeStacktraceInErrorResponses: false,
    plugins: [
      ...(development ? [ApolloServerPluginLandingPageLocalDefault({ embed: true })] : []),
      subscriptionsOnTheSocket(),
      complexityPlugin(),
      ApolloServerPluginCacheControlDisabled(),
      noStore(),
    ],
    // Limits (see limits.ts): tokens while parsing, then depth, aliases and directives beside
    // GraphQL's own validation rules, then the cost in complexityPlugin.
    parseOptions: { maxTokens: MAX_TOKENS },
    validationRules: limitRules(),
    context: ({ req, res }: { req: unknown; res: unknown }) => ({ req, res }),
    // Suggestions go with introspection: both describe the schema.
    formatError: (formatted, error) => formatGraphQLError(formatted, error, { hideSuggestions: !development }),
  };
}

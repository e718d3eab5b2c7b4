import { ApolloDriverConfig } from '@nestjs/apollo';
import { ApolloServerPluginLandingPageLocalDefault } from '@apollo/server/plugin/landingPage/default';
import type { GraphQLFormattedError } from 'graphql';
import depthLimit from 'graphql-depth-limit';
import type { AppConfig } from '../../config/app-config';
import { ErrorCode } from '../errors/error-code';
import { complexityPlugin } from './complexity.plugin';

export const MAX_QUERY_DEPTH = 8;

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

/** Keeps `message`, `path`, `locations` and our `code`/`statusCode`; drops stacks and internals. */
export function formatGraphQLError(formatted: GraphQLFormattedError): GraphQLFormattedError {
  const raw = String(formatted.extensions?.code ?? ErrorCode.INTERNAL);
  const code = raw in ErrorCode ? raw : (APOLLO_CODES[raw] ?? ErrorCode.INTERNAL);
  const message =
    code === ErrorCode.INTERNAL && raw !== ErrorCode.INTERNAL
      ? 'Something went wrong on our side. Please try again.'
      : formatted.message;
  const statusCode = formatted.extensions?.statusCode ?? (code === ErrorCode.INTERNAL ? 500 : 400);
  return { message, locations: formatted.locations, path: formatted.path, extensions: { code, statusCode } };
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
    plugins: [...(development ? [ApolloServerPluginLandingPageLocalDefault({ embed: true })] : []), complexityPlugin()],
    validationRules: [depthLimit(MAX_QUERY_DEPTH)],
    context: ({ req, res }: { req: unknown; res: unknown }) => ({ req, res }),
    formatError: formatGraphQLError,
  };
}

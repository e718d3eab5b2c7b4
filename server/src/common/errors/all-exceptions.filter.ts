import { ArgumentsHost, Catch, ExceptionFilter, Logger } from '@nestjs/common';
import { GqlArgumentsHost } from '@nestjs/graphql';
import type { Response } from 'express';
import { GraphQLError } from 'graphql';
import { toAppError } from './to-app-error';

/**
 * The one exception filter for both transports. REST gets
 * `{ statusCode, message, error }`; GraphQL gets a GraphQLError whose
 * `extensions` carry the same `code` and `statusCode`. An error that says when to come back
 * (`retryAfterSeconds`: a sign-in refused for its failures, the database briefly away) sets the
 * standard `Retry-After` header on either.
 */
@Catch()
export class AllExceptionsFilter implements ExceptionFilter {
  private readonly logger = new Logger('Errors');

  catch(exception: unknown, host: ArgumentsHost) {
    const { error, unexpected } = toAppError(exception);
    if (unexpected) this.logger.error(exception instanceof Error ? exception.stack : String(exception));

    if (host.getType<string>() === 'graphql') {
      const res = GqlArgumentsHost.create(host).getContext<{ res?: Response }>()?.res;
      if (error.retryAfterSeconds !== undefined && res && !res.headersSent) {
        res.setHeader('Retry-After', String(error.retryAfterSeconds));
      }
      return new GraphQLError(error.message, {
        extensions: { ...error.details, code: error.code, statusCode: error.status },
      });
    }
    const response = host.switchToHttp().getResponse<Response>();
    if (response.headersSent) return;
    if (error.retryAfterSeconds !== undefined) response.setHeader('Retry-After', String(error.retryAfterSeconds));
    response
      .status(error.status)
      .json({ ...error.details, statusCode: error.status, message: error.message, error: error.code });
  }
}

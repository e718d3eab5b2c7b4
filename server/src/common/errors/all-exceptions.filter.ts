import { ArgumentsHost, Catch, ExceptionFilter, Logger } from '@nestjs/common';
import type { Response } from 'express';
import { GraphQLError } from 'graphql';
import { toAppError } from './to-app-error';

/**
 * The one exception filter for both transports. REST gets
 * `{ statusCode, message, error }`; GraphQL gets a GraphQLError whose
 * `extensions` carry the same `code` and `statusCode`.
 */
@Catch()
export class AllExceptionsFilter implements ExceptionFilter {
  private readonly logger = new Logger('Errors');

  catch(exception: unknown, host: ArgumentsHost) {
    const { error, unexpected } = toAppError(exception);
    if (unexpected) this.logger.error(exception instanceof Error ? exception.stack : String(exception));

    if (host.getType<string>() === 'graphql') {
      return new GraphQLError(error.message, {
        extensions: { code: error.code, statusCode: error.status },
      });
    }
    const response = host.switchToHttp().getResponse<Response>();
    if (response.headersSent) return;
    response.status(error.status).json({ statusCode: error.status, message: error.message, error: error.code });
  }
}

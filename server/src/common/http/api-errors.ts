import { type INestApplication } from '@nestjs/common';
import { Reflector } from '@nestjs/core';
import type { OpenAPIObject, OperationObject, ParameterObject } from '@nestjs/swagger';
import { IS_PUBLIC_KEY, ROLES_KEY } from '../auth/access.decorators';
import { ErrorCode, STATUS_BY_CODE } from '../errors/error-code';
import { objectIdParamsOf } from './parse-object-id.pipe';
import { restRoutes } from './rest-routes';

export const OBJECT_ID_PATTERN = '^[0-9a-fA-F]{24}$';
const ERROR_CODES_KEY = 'openapi:errorCodes';

/**
 * Documents the errors a route can answer besides the ones every route shares (see
 * `documentErrorResponses`). Give the codes (`ErrorCode.NOT_FOUND`) or a status, which stands
 * for every code of that status. Repeated use adds up.
 */
export function ApiErrors(...errors: Array<ErrorCode | number>): MethodDecorator {
  const codes = errors.flatMap((item) =>
    typeof item === 'number' ? Object.values(ErrorCode).filter((code) => STATUS_BY_CODE[code] === item) : [item],
  );
  return (_target, _key, descriptor) => {
    const handler = descriptor.value as object;
    const existing: ErrorCode[] = Reflect.getMetadata(ERROR_CODES_KEY, handler) ?? [];
    Reflect.defineMetadata(ERROR_CODES_KEY, [...new Set([...existing, ...codes])], handler);
    return descriptor;
  };
}

interface RouteFacts {
  codes: ErrorCode[];
  isPublic: boolean;
  roles: string[];
  objectIdParams: string[];
}

/** The operation id Swagger gives a handler (the document is made with this factory). */
export const operationIdOf = (controller: string, method: string) => `${controller}_${method}`;

/** Each route's facts, by its operation id. */
function routeFacts(app: INestApplication): Map<string, RouteFacts> {
  const reflector = app.get(Reflector);
  const facts = new Map<string, RouteFacts>();
  for (const { controller, methodName, handler } of restRoutes(app)) {
    const targets = [handler, controller];
    facts.set(operationIdOf(controller.name, methodName), {
      codes: reflector.getAllAndOverride<ErrorCode[] | undefined>(ERROR_CODES_KEY, targets) ?? [],
      isPublic: reflector.getAllAndOverride<boolean | undefined>(IS_PUBLIC_KEY, targets) === true,
      roles: reflector.getAllAndOverride<string[] | undefined>(ROLES_KEY, targets) ?? [],
      objectIdParams: objectIdParamsOf(controller.prototype as object, methodName),
    });
  }
  return facts;
}

const STATUS_TEXT: Record<number, string> = {
  400: 'Invalid input',
  401: 'Missing, invalid or expired token',
  403: 'Signed in, but not allowed',
  404: 'Not found',
  409: 'Conflict',
  413: 'Body or file too large',
  429: 'Too many attempts',
  500: 'Unexpected failure on our side (no details are sent)',
  503: 'The database is briefly out of reach; try again after Retry-After',
};

/** Statuses whose answers say when to come back. */
const RETRY_AFTER_HEADER = {
  'Retry-After': { description: 'Seconds to wait before trying again', schema: { type: 'integer', minimum: 1 } },
};
const SAYS_WHEN_TO_RETRY = new Set([429, 503]);

const HTTP_METHODS = ['get', 'put', 'post', 'delete', 'patch', 'options', 'head'] as const;

/**
 * Completes the generated document with what every route shares, read from the same metadata
 * the guards and pipes use, so the document cannot drift from the behaviour:
 * - 400 VALIDATION_FAILED (a malformed body is refused before routing), 500 INTERNAL and 503
 *   SERVICE_UNAVAILABLE (the database out of reach, with Retry-After) on all, except a route that
 *   documents its own 503 (health);
 * - 413 FILE_TOO_LARGE where a body is accepted;
 * - 401 and the bearer requirement unless `@Public()`, 403 with `@Roles(...)`;
 * - the 24-hex pattern and 400 INVALID_ID on every path id read through `ParseObjectIdPipe`;
 * - each route's `@ApiErrors(...)` codes, grouped by status, in `{ statusCode, message, error }`.
 */
export function documentErrorResponses(app: INestApplication, document: OpenAPIObject): OpenAPIObject {
  const facts = routeFacts(app);
  const schemas = (document.components ??= {}).schemas ?? (document.components.schemas = {});
  // The one error body, { statusCode, message, error } (docs/api.md "Errors").
  schemas.ErrorResponse = {
    type: 'object',
    required: ['statusCode', 'message', 'error'],
    properties: {
      statusCode: { type: 'integer', minimum: 400, maximum: 599, example: 400 },
      message: { type: 'string', description: 'Text for people, to show as is', example: 'Title is required' },
      error: { type: 'string', enum: Object.values(ErrorCode), description: 'Stable machine-readable code' },
    },
  };
  for (const pathItem of Object.values(document.paths)) {
    for (const method of HTTP_METHODS) {
      const operation: OperationObject | undefined = pathItem[method];
      if (!operation) continue;
      const route = facts.get(operation.operationId ?? '');
      if (!route) throw new Error(`OpenAPI: no handler found for operation ${operation.operationId}`);
      const codes = new Set<ErrorCode>([ErrorCode.VALIDATION_FAILED, ErrorCode.INTERNAL, ...route.codes]);
      if (!operation.responses['503']) codes.add(ErrorCode.SERVICE_UNAVAILABLE);
      if (operation.requestBody) codes.add(ErrorCode.FILE_TOO_LARGE);
      if (!route.isPublic) {
        codes.add(ErrorCode.UNAUTHENTICATED);
        operation.security = [{ bearer: [] }];
      } else {
        delete operation.security;
      }
      if (route.roles.length) codes.add(ErrorCode.FORBIDDEN);
      for (const name of route.objectIdParams) {
        const param = (operation.parameters as ParameterObject[] | undefined)?.find(
          (p) => p.in === 'path' && p.name === name,
        );
        if (param) param.schema = { type: 'string', pattern: OBJECT_ID_PATTERN, example: '665f1c2b9d3e4a0012345678' };
        codes.add(ErrorCode.INVALID_ID);
      }
      for (const [status, list] of groupByStatus(codes)) {
        operation.responses[status] = {
          description: `${STATUS_TEXT[status] ?? 'Error'}: ${list.join(', ')}`,
          ...(SAYS_WHEN_TO_RETRY.has(status) ? { headers: RETRY_AFTER_HEADER } : {}),
          content: { 'application/json': { schema: { $ref: '#/components/schemas/ErrorResponse' } } },
        };
      }
    }
  }
  return document;
}

function groupByStatus(codes: Set<ErrorCode>): Map<number, ErrorCode[]> {
  const byStatus = new Map<number, ErrorCode[]>();
  for (const code of Object.values(ErrorCode)) {
    if (!codes.has(code)) continue;
    const status = STATUS_BY_CODE[code];
    byStatus.set(status, [...(byStatus.get(status) ?? []), code]);
  }
  return new Map([...byStatus].sort(([a], [b]) => a - b));
}

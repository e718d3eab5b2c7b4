import type { CallHandler, ExecutionContext } from '@nestjs/common';
import type { NextFunction, Request, Response } from 'express';
import { throwError } from 'rxjs';
import { AppError } from '../errors/app-error';

/** The most levels of objects and arrays a request may nest; the deepest input of the API has 4. */
export const MAX_NESTING = 32;

export const NESTING_MESSAGE =
  `The request is nested too deeply: send at most ${MAX_NESTING} levels of objects and arrays ` +
  '(every field of this API is a plain value, or a list of plain objects)';

const isContainer = (value: unknown): value is object => {
  if (value === null || typeof value !== 'object') return false;
  if (Array.isArray(value)) return true;
  const prototype = Object.getPrototypeOf(value) as unknown;
  return prototype === Object.prototype || prototype === null;
};

/**
 * True when a parsed value (JSON, a form, GraphQL variables) has more than `max` levels of
 * objects and arrays. It walks with a stack of its own, so no depth overflows it, and gives up
 * as soon as it is deep enough. Values that are not plain objects or arrays (an upload) are not
 * looked into.
 */
export function nestedDeeperThan(value: unknown, max = MAX_NESTING): boolean {
  const stack: Array<[object, number]> = isContainer(value) ? [[value, 1]] : [];
  while (stack.length) {
    const [node, depth] = stack.pop()!;
    if (depth > max) return true;
    for (const child of Array.isArray(node) ? node : Object.values(node)) {
      if (isContainer(child)) stack.push([child, depth + 1]);
    }
  }
  return false;
}

/** A GraphQL GET's JSON parameter (`variables`, `extensions`), parsed; anything malformed is left to Apollo. */
function parsedQueryParam(value: unknown): unknown {
  if (typeof value !== 'string') return Array.isArray(value) ? value.map(parsedQueryParam) : undefined;
  try {
    return JSON.parse(value);
  } catch {
    return undefined;
  }
}

/**
 * Refuses, with 400 VALIDATION_FAILED before any validation runs, a request whose input nests
 * deeper than MAX_NESTING: class-transformer, class-validator and GraphQL walk input
 * recursively, and 10,000 levels (20 KB of brackets) overflowed the stack into a 500. Mounted
 * after the body parsers, so it sees JSON and form bodies and GraphQL multipart operations;
 * GraphQL GET requests carry their variables in the query string. A REST multipart body is not
 * parsed yet at this point: multer runs later, in the route's interceptor, and nests a field
 * named `a[b][c]` as `{ a: { b: { c } } }` (it checks a name's length only when `fieldNameSize`
 * is set, so 2,500 levels got through to the validation's recursion); `nestingLimitedMultipart`
 * applies this limit there.
 */
export function refuseDeepNesting() {
  return (req: Request, _res: Response, next: NextFunction) => {
    const graphqlGet = req.method === 'GET' && req.path === '/graphql';
    const inputs = graphqlGet
      ? [parsedQueryParam(req.query.variables), parsedQueryParam(req.query.extensions)]
      : [req.body as unknown];
    next(inputs.some((input) => nestedDeeperThan(input)) ? AppError.validation(NESTING_MESSAGE) : undefined);
  };
}

/**
 * The handler of a route whose multipart body multer has just parsed (its interceptor calls this
 * in place of `next`): a body nested deeper than MAX_NESTING is refused as `refuseDeepNesting`
 * refuses a JSON or form body, before the validation pipe (which runs inside `handle()`) sees it.
 */
export function nestingLimitedMultipart(context: ExecutionContext, next: CallHandler): CallHandler {
  return {
    handle: () =>
      nestedDeeperThan(context.switchToHttp().getRequest<Request>().body)
        ? throwError(() => AppError.validation(NESTING_MESSAGE))
        : next.handle(),
  };
}

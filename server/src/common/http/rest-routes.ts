import { type INestApplicationContext, RequestMethod, type Type } from '@nestjs/common';
// The metadata keys of @Controller and @Get/@Post...: Nest's own packages (@nestjs/core's router,
// @nestjs/swagger) read routes through this module too; its entry point does not re-export them.
import { METHOD_METADATA, PATH_METADATA } from '@nestjs/common/constants';
import { DiscoveryService, MetadataScanner } from '@nestjs/core';

/** A REST route as the app's controllers declare it. */
export interface RestRoute {
  method: RequestMethod;
  /** The full path, as Nest registers it with the router: `/api/user/book/:id`. */
  path: string;
  controller: Type<unknown>;
  methodName: string;
  handler: (...args: never[]) => unknown;
}

const asArray = (value: string | string[] | undefined): string[] => (Array.isArray(value) ? value : [value ?? '']);
// Nest's own way of joining path pieces: `{/` starts an optional segment and needs no slash.
const addLeadingSlash = (path: string) => (!path || path.startsWith('/') || path.startsWith('{/') ? path : `/${path}`);
const stripEndSlash = (path: string) => (path.endsWith('/') ? path.slice(0, -1) : path);
const join = (base: string, piece: string) => (piece ? stripEndSlash(base) + addLeadingSlash(piece) : base);

/**
 * Every REST route of the app, read from the controllers' route metadata (DiscoveryService, the
 * app's DiscoveryModule): each handler with its method and full path under `globalPrefix`, in
 * the order Nest registers them. Throws when controllers exist but declare no route, so that a
 * change in how Nest stores routes cannot pass unnoticed.
 */
export function restRoutes(app: INestApplicationContext, globalPrefix = ''): RestRoute[] {
  const scanner = new MetadataScanner();
  const controllers = app
    .get(DiscoveryService)
    .getControllers()
    .map((wrapper) => wrapper.metatype)
    .filter((metatype): metatype is Type<unknown> => typeof metatype === 'function');
  const routes = controllers.flatMap((controller) =>
    scanner.getAllMethodNames(controller.prototype).flatMap((methodName) => {
      const handler = controller.prototype[methodName] as RestRoute['handler'];
      const method = Reflect.getMetadata(METHOD_METADATA, handler) as RequestMethod | undefined;
      const paths = Reflect.getMetadata(PATH_METADATA, handler) as string | string[] | undefined;
      if (method === undefined || paths === undefined) return [];
      return asArray(Reflect.getMetadata(PATH_METADATA, controller)).flatMap((base) =>
        asArray(paths).map((path) => {
          const full = join(join(addLeadingSlash(stripEndSlash(globalPrefix)), base), path) || '/';
          return { method, path: full === '/' ? full : stripEndSlash(full), controller, methodName, handler };
        }),
      );
    }),
  );
  if (controllers.length > 0 && routes.length === 0) {
    throw new Error('No REST route found in the controllers: has Nest changed where it keeps route metadata?');
  }
  return routes;
}

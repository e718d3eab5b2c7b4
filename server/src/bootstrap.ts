import { INestApplication, Logger, RequestMethod } from '@nestjs/common';
import { NestFactory } from '@nestjs/core';
import { GraphQLSchemaHost } from '@nestjs/graphql';
import { NestExpressApplication } from '@nestjs/platform-express';
import { DocumentBuilder, SwaggerModule } from '@nestjs/swagger';
import type { NextFunction, Request, Response } from 'express';
import compression from 'compression';
import { graphqlUploadExpress } from 'graphql-upload';
import { MAX_IMPORT_BYTES } from './books/csv/catalogue-csv';
import helmet from 'helmet';
import { AppModule, AppModuleOptions } from './app.module';
import { toAppError } from './common/errors/to-app-error';
import { originAllowed } from './common/http/allowed-origins';
import { documentErrorResponses, operationIdOf } from './common/http/api-errors';
import { documentMultipartBodies } from './common/http/api-multipart';
import { precompressedClientAssets } from './common/http/client-assets';
import { allShellHints, ClientShell, clientShell } from './common/http/client-shell';
import { catalogueShellHints } from './books/catalogue-shell';
import { BooksService } from './books/books.service';
import { shopWindowFiles, shopWindowHints } from './shelves/shop-window';
import { methodNotAllowed, type ServedPath } from './common/http/method-not-allowed';
import { restRoutes } from './common/http/rest-routes';
import { refuseDeepNesting } from './common/http/nesting-limit';
import { noStoreByDefault } from './common/http/no-store';
import type { AppConfig } from './config/app-config';
import { CLIENT_DIST } from './config/paths';
import { settingsShellHints } from './config/settings-shell';
import { StoreIdentityService } from './store-identity/store-identity.service';
import { MAX_IMAGE_BYTES } from './images/image-type';

/** The prefix of every REST route. */
const API_PREFIX = 'api';
/** Where the OpenAPI document and its UI are served. */
const DOCS_PATH = `${API_PREFIX}/docs`;
/** The pages SwaggerModule.setup serves with GET (besides the UI's static files). */
const DOCS_PAGES: ServedPath[] = ['', '/index.html', '/LICENSE', '/swagger-ui-init.js', '/docs/swagger-ui-init.js']
  .map((page) => `/${DOCS_PATH}${page}`)
  .concat(`/${DOCS_PATH}-json`, `/${DOCS_PATH}-yaml`)
  .map((path) => ({ path, methods: ['GET'] }));

/**
 * Creates the configured HTTP app (not yet listening): security headers, CORS, the /api prefix,
 * GraphQL uploads and OpenAPI docs. Shared by main.ts and the integration tests, so that the
 * tests exercise exactly what runs in production.
 */
export async function createApp(options: AppModuleOptions, { quiet = false } = {}): Promise<INestApplication> {
  const { config } = options;
  const app = await NestFactory.create<NestExpressApplication>(AppModule.forRoot(options), {
    logger: config.nodeEnv === 'test' ? ['error'] : quiet ? ['warn', 'error'] : ['log', 'warn', 'error'],
    bodyParser: true,
    // The raw body is kept beside the parsed JSON: Stripe's webhook signs it (orders/stripe/).
    rawBody: true,
  });
  app.set('trust proxy', config.trustProxy);
  app.disable('x-powered-by');
  app.use(securityHeaders(config));
  // The built client's scripts and styles, compressed at build time (brotli or gzip).
  app.use(precompressedClientAssets(CLIENT_DIST));
  // The SPA shell: every page names the store and comes with its settings, a landing screen's
  // code is asked for at once, and a signed-in shopper's /books comes with its first page and covers.
  // The name and settings are the shop's identity as this instance holds it now (it may change).
  const identity = options.schemaFile ? undefined : app.get(StoreIdentityService);
  const shell = identity && ClientShell.load(CLIENT_DIST, () => identity.current.name);
  // robots.txt and sitemap.xml, as CATALOGUE_PUBLIC says (shelves/shop-window.ts).
  if (identity) app.use(shopWindowFiles(app.get(BooksService), config));
  if (identity && shell) {
    const schemaHost = app.get(GraphQLSchemaHost);
    const schema = () => schemaHost.schema;
    const settings = settingsShellHints(schema, shell.facts, () => identity.current.revision);
    const window = shopWindowHints(app.get(BooksService), config, () => identity.current.name);
    app.use(clientShell(shell, allShellHints(settings, catalogueShellHints(schema, shell.facts), window)));
  }
  // Per request: whether an origin is the app's own depends on the Host the request came to.
  const allowed = originAllowed(config);
  app.enableCors((req: Request, done) =>
    done(null, {
      origin: (origin, callback) => callback(null, allowed(origin, req.headers.host)),
      credentials: false,
      allowedHeaders: ['Authorization', 'Content-Type', 'apollo-require-preflight', 'x-apollo-operation-name'],
      maxAge: 600,
    }),
  );
  // After helmet and CORS, so that a body the parsers refuse still gets the headers a
  // cross-origin client needs to read the error.
  const routes = restRoutes(app, API_PREFIX).map(({ path, method }) => ({ path, methods: [RequestMethod[method]] }));
  app.use(methodNotAllowed([...DOCS_PAGES, ...routes], { '/graphql': ['GET', 'POST'] }));
  app.use('/api', noStoreByDefault);
  app.useBodyParser('json', { limit: '1mb' });
  app.useBodyParser('urlencoded', { extended: true });
  // GraphQL answers (a page of books is about 11 KB of JSON) go gzipped to clients that accept it;
  // small ones (under 1 KB) as they are.
  app.use('/graphql', compression({ threshold: 1024 }));
  // Each upload's own limit is checked where it is read (an image 5 MB, a catalogue CSV 25 MB).
  app.use('/graphql', graphqlUploadExpress({ maxFileSize: Math.max(MAX_IMAGE_BYTES, MAX_IMPORT_BYTES), maxFiles: 1 }));
  // Once every body is parsed, before anything validates it: deeply nested input is a 400.
  app.use(refuseDeepNesting());
  app.use(renderEarlyError);
  app.setGlobalPrefix(API_PREFIX);
  app.enableShutdownHooks();

  const openApi = new DocumentBuilder()
    .setTitle('Bookstore REST API')
    .setDescription(
      'The REST contract existing clients rely on (docs/api.md in the repository). GraphQL twins live at /graphql.',
    )
    .setVersion('1.0')
    .addBearerAuth()
    .build();
  SwaggerModule.setup(DOCS_PATH, app, () =>
    documentErrorResponses(
      app,
      documentMultipartBodies(SwaggerModule.createDocument(app, openApi, { operationIdFactory: operationIdOf })),
    ),
  );
  return app;
}

/**
 * helmet's headers with a strict Content-Security-Policy: scripts and frames from this origin
 * only. The one exception is Apollo Sandbox, the page a browser gets at GET /graphql outside
 * production: it runs an inline script and loads Sandbox from Apollo's CDN, so that page alone
 * gets a policy that allows them.
 */
function securityHeaders(config: AppConfig) {
  const directives = {
    'img-src': ["'self'", 'data:', 'blob:', 'https:', 'http:'],
    'connect-src': ["'self'", ...config.corsOrigins],
  };
  const common = { crossOriginEmbedderPolicy: false } as const;
  const strict = helmet({ ...common, contentSecurityPolicy: { directives } });
  const sandbox = helmet({
    ...common,
    contentSecurityPolicy: {
      directives: {
        ...directives,
        'script-src': ["'self'", "'unsafe-inline'", 'https://embeddable-sandbox.cdn.apollographql.com'],
        'frame-src': ["'self'", 'https://sandbox.embed.apollographql.com'],
      },
    },
  });
  const sandboxServed = config.nodeEnv !== 'production';
  const isSandboxPage = (req: Request) =>
    sandboxServed && req.method === 'GET' && req.path === '/graphql' && /text\/html/.test(req.get('accept') ?? '');
  return (req: Request, res: Response, next: NextFunction) => (isSandboxPage(req) ? sandbox : strict)(req, res, next);
}

/**
 * Errors raised before routing (the body parsers, graphql-upload) get the one error body here.
 * Passed on, they would reach @nestjs/serve-static's error handler, which turns every error under
 * /api and /graphql into a 404 once the client is built.
 */
function renderEarlyError(err: unknown, _req: Request, res: Response, next: NextFunction) {
  if (res.headersSent) return next(err);
  const { error, unexpected } = toAppError(err);
  if (unexpected) new Logger('Errors').error(err instanceof Error ? err.stack : String(err));
  res.status(error.status).json({ statusCode: error.status, message: error.message, error: error.code });
}

/**
 * The addresses to use. Under `npm run dev` (npm names the script it runs in npm_lifecycle_event)
 * the page to open is Vite's, which serves the client with hot reload: this server's own page
 * serves the client's last build, if there is one.
 */
export function logStartup(config: { port: number; publicUrl: string }, lifecycle = process.env.npm_lifecycle_event) {
  const logger = new Logger('Bookstore');
  if (lifecycle === 'dev') {
    logger.log(`Client:   open Vite's URL, http://localhost:5173/ (hot reload; [client] prints it too)`);
    logger.log(`Store:    ${config.publicUrl}/ serves the client's last build, not what you are editing`);
  } else {
    logger.log(`Store:    ${config.publicUrl}/`);
  }
  logger.log(`REST:     ${config.publicUrl}/api   (docs: ${config.publicUrl}/api/docs)`);
  logger.log(`GraphQL:  ${config.publicUrl}/graphql`);
}

import { Inject, Injectable, Logger, type OnApplicationBootstrap, type OnModuleDestroy } from '@nestjs/common';
import { HttpAdapterHost, ModuleRef } from '@nestjs/core';
import { GraphQLSchemaHost } from '@nestjs/graphql';
import type { Application } from 'express';
import { getOperationAST, GraphQLError, type ExecutionArgs, type GraphQLFormattedError } from 'graphql';
import type { ConnectionInitMessage, Context, ServerOptions, SubscribePayload } from 'graphql-ws';
import { useServer, type Extra } from 'graphql-ws/use/ws';
import type { IncomingMessage, Server } from 'node:http';
import type { Duplex } from 'node:stream';
import proxyAddr from 'proxy-addr';
import { WebSocketServer, type WebSocket } from 'ws';
import { authenticateBearer } from '../common/auth/jwt-auth.guard';
import { AppError } from '../common/errors/app-error';
import { ErrorCode } from '../common/errors/error-code';
import { EventBus } from '../common/events/event-bus';
import { operationCost, tooComplex } from '../common/graphql/complexity.plugin';
import { formatGraphQLError } from '../common/graphql/graphql-options';
import { originAllowed } from '../common/http/allowed-origins';
import { APP_CONFIG, type AppConfig } from '../config/app-config';
import { SessionsChanged } from '../users/account-events';
import { CLOSE, LIVE_LIMITS, type LiveLimits } from './live-limits';
import { LiveConnection } from './live-connection';
import { LiveDocuments } from './live-documents';
import { LiveSweep } from './live-sweep';

/**
 * How many tokens are checked again at once when an account changed: every connection's, when any
 * may have (the change feed could not tell which), is thousands of checks.
 */
export const CHECKS_AT_ONCE = 32;

/** The path of the GraphQL endpoint, where the socket is opened too. */
const GRAPHQL_PATH = '/graphql';

type InitPayload = ConnectionInitMessage['payload'];
type LiveContext = Context<InitPayload, Extra>;

const socketError = (code: ErrorCode, statusCode: number, message: string) =>
  new GraphQLError(message, { extensions: { code, statusCode } });

/** A parse or validation error, coded as Apollo codes it on HTTP (400 VALIDATION_FAILED). */
const badRequest = (error: GraphQLError) =>
  new GraphQLError(error.message, {
    nodes: error.nodes,
    extensions: { code: ErrorCode.VALIDATION_FAILED, statusCode: 400 },
  });

/**
 * GraphQL subscriptions over the graphql-ws protocol (`graphql-transport-ws`) on /graphql, beside
 * Apollo's HTTP endpoint on the same path and schema.
 *
 * The socket server is the `ws` one graphql-ws documents, made here rather than by
 * `@nestjs/apollo`'s `subscriptions` option: that one makes its `ws` server with the library's
 * defaults (messages up to 100 MiB) and no say in the upgrade, and both are limits the store needs.
 *
 * - The upgrade: `Origin` must be one CORS allows (the app's own, as `Host` names it or as
 *   `PUBLIC_URL` does, or a listed one; 403 otherwise), and one client address may hold
 *   `connectionsPerAddress` sockets (429).
 * - `connection_init` carries `{ authorization: "Bearer …" }`, checked by the global guard's
 *   passport strategy (`authenticateBearer`): none, or a token that signs nobody in, closes 4401;
 *   an account past `connectionsPerAccount` open connections closes 4403.
 * - Each `subscribe`: a subscription operation only, under the query limits (tokens, depth,
 *   aliases, directives, cost), at most `subscriptionsPerConnection` at once; then the resolver,
 *   behind the same global guards as HTTP (a shopper asking for an admin subscription gets 403).
 * - Each event, before it is sent: the account is checked again with the same strategy (a token
 *   signed out, a password changed, an account deleted closes 4401; a changed role 4403), and a
 *   client whose unsent bytes exceed `maxBufferedBytes` is dropped. A change to an account
 *   (`SessionsChanged`) checks its connections at once; a token's expiry closes its connection.
 * - Timed work is `LiveSweep`'s, one timer for every socket: pings every `keepAliveMs`, the idle
 *   limit (nothing subscribed for `idleMs`), the token's expiry, and the unsent bytes of the
 *   sockets being sent to.
 */
@Injectable()
export class LiveServer implements OnApplicationBootstrap, OnModuleDestroy {
  private readonly logger = new Logger('LiveServer');
  /** The limits in force; tests lower some before connecting. */
  limits: LiveLimits = { ...LIVE_LIMITS };
  private readonly connections = new Map<WebSocket, LiveConnection>();
  private readonly byAccount = new Map<string, Set<LiveConnection>>();
  private readonly byAddress = new Map<string, number>();
  private readonly sweep = new LiveSweep(() => this.limits);
  private readonly documents = new LiveDocuments(() => this.schemaHost.schema);
  private readonly allowed: ReturnType<typeof originAllowed>;
  private readonly development: boolean;
  private wss: WebSocketServer | undefined;
  private schemaHost!: GraphQLSchemaHost;
  private stopServing: (() => Promise<void>) | undefined;
  private stopListening: (() => void) | undefined;

  constructor(
    private readonly adapterHost: HttpAdapterHost,
    private readonly moduleRef: ModuleRef,
    private readonly bus: EventBus,
    @Inject(APP_CONFIG) config: AppConfig,
  ) {
    this.allowed = originAllowed(config);
    this.development = config.nodeEnv !== 'production';
  }

  /** How many sockets are open (the benchmark reads it). */
  get size(): number {
    return this.connections.size;
  }

  onApplicationBootstrap(): void {
    const server = this.adapterHost.httpAdapter?.getHttpServer() as Server | undefined;
    if (!server) return;
    // GraphQLModule builds the schema before any module's bootstrap hook.
    this.schemaHost = this.moduleRef.get(GraphQLSchemaHost, { strict: false });
    const wss = new WebSocketServer({
      noServer: true,
      maxPayload: this.limits.maxMessageBytes,
      perMessageDeflate: false,
    });
    // Keep-alive is the sweep's (one timer for every socket), not a timer per socket of graphql-ws's.
    const served = useServer(this.protocol(), wss, 0);
    const trust = (this.adapterHost.httpAdapter.getInstance() as Application).get('trust proxy fn') as (
      address: string,
      hop: number,
    ) => boolean;
    const onUpgrade = (req: IncomingMessage, socket: Duplex, head: Buffer) => this.upgrade(req, socket, head, trust);
    server.on('upgrade', onUpgrade);
    const unsubscribe = this.bus.subscribe(SessionsChanged, ({ accountId }) => void this.accountChanged(accountId));
    this.sweep.start();
    this.wss = wss;
    this.stopServing = async () => served.dispose();
    this.stopListening = () => {
      server.off('upgrade', onUpgrade);
      unsubscribe();
      this.sweep.stop();
    };
  }

  async onModuleDestroy(): Promise<void> {
    this.stopListening?.();
    await this.stopServing?.().catch(() => undefined);
    for (const socket of this.wss?.clients ?? []) socket.terminate();
  }

  private upgrade(req: IncomingMessage, socket: Duplex, head: Buffer, trust: (a: string, i: number) => boolean): void {
    const url = new URL(req.url ?? '/', 'http://localhost');
    if (url.pathname !== GRAPHQL_PATH || !this.wss) return refuse(socket, 404, ErrorCode.NOT_FOUND, 'Not found');
    if (!this.allowed(req.headers.origin, req.headers.host)) {
      return refuse(socket, 403, ErrorCode.FORBIDDEN, 'This origin may not open a live connection to the store');
    }
    const address = proxyAddr(req, trust);
    const open = this.byAddress.get(address) ?? 0;
    if (open >= this.limits.connectionsPerAddress) {
      return refuse(socket, 429, ErrorCode.RATE_LIMITED, 'Too many live connections from this address');
    }
    this.wss.handleUpgrade(req, socket, head, (ws) => {
      const connection = new LiveConnection(ws, address);
      this.connections.set(ws, connection);
      this.byAddress.set(address, (this.byAddress.get(address) ?? 0) + 1);
      ws.once('close', () => this.closed(connection));
      this.sweep.opened(connection);
      this.wss?.emit('connection', ws, req);
    });
  }

  private closed(connection: LiveConnection): void {
    this.sweep.closed(connection);
    this.connections.delete(connection.socket);
    const left = (this.byAddress.get(connection.address) ?? 1) - 1;
    if (left > 0) this.byAddress.set(connection.address, left);
    else this.byAddress.delete(connection.address);
    const account = connection.user?._id;
    const mine = account ? this.byAccount.get(account) : undefined;
    if (mine?.delete(connection) && !mine.size) this.byAccount.delete(account!);
  }

  /** The socket's connection; undefined once it has closed (graphql-ws may still finish an operation). */
  private connectionOf(ctx: LiveContext): LiveConnection | undefined {
    return this.connections.get(ctx.extra.socket);
  }

  /** graphql-ws's server options: the protocol's hooks. */
  private protocol(): ServerOptions<InitPayload, Extra> & { isProd: boolean } {
    return {
      schema: this.schemaHost.schema,
      connectionInitWaitTimeout: this.limits.initTimeoutMs,
      isProd: !this.development,
      onConnect: (ctx) => this.connect(ctx),
      onSubscribe: (ctx, _id, payload) => this.subscribe(ctx, payload),
      onNext: async (ctx, _id, _payload, _args, result) => {
        const connection = this.connectionOf(ctx);
        if (!connection || !this.sweep.sendingTo(connection)) return;
        // A connection closed here sends nothing (graphql-ws skips a socket that is not open).
        if (!(await this.stillSignedIn([connection]))) return;
        return result.errors ? { ...result, errors: this.formatted(result.errors) } : undefined;
      },
      onError: (_ctx, _id, _payload, errors) => this.formatted(errors),
      onComplete: (ctx) => {
        const connection = this.connectionOf(ctx);
        if (!connection) return;
        // graphql-ws drops the finished subscription right after this hook.
        setImmediate(() => {
          if (!Object.keys(ctx.subscriptions).length && this.connections.has(connection.socket)) {
            this.sweep.idleFrom(connection);
          }
        });
      },
    };
  }

  /** `connection_init`: the token, checked as on HTTP, and the account's number of connections. */
  private async connect(ctx: LiveContext): Promise<boolean> {
    const connection = this.connectionOf(ctx);
    if (!connection) return false;
    const raw = ctx.connectionParams?.authorization ?? ctx.connectionParams?.Authorization;
    const authorization = typeof raw === 'string' ? raw : '';
    try {
      const { user, token } = await authenticateBearer({ headers: { authorization } });
      const mine = this.byAccount.get(user._id) ?? new Set<LiveConnection>();
      if (mine.size >= this.limits.connectionsPerAccount) {
        connection.close(CLOSE.FORBIDDEN, 'Too many live connections for this account');
        return false;
      }
      connection.signIn(authorization, user, token);
      this.sweep.signedIn(connection, token.expiresAt);
      mine.add(connection);
      this.byAccount.set(user._id, mine);
      return true;
    } catch (error) {
      this.refused(connection, error);
      return false;
    }
  }

  /** A `subscribe` message: checked like an HTTP query, then run with the connection's request. */
  private subscribe(ctx: LiveContext, payload: SubscribePayload): ExecutionArgs | readonly GraphQLError[] {
    const connection = this.connectionOf(ctx);
    if (!connection) return [];
    if (Object.keys(ctx.subscriptions).length > this.limits.subscriptionsPerConnection) {
      return this.refusal(
        socketError(
          ErrorCode.RATE_LIMITED,
          429,
          `A live connection may run ${this.limits.subscriptionsPerConnection} subscriptions at once. Stop one first.`,
        ),
      );
    }
    const schema = this.schemaHost.schema;
    const document = this.documents.get(payload.query);
    if (!('kind' in document)) return this.refusal(...document.map(badRequest));
    const operation = getOperationAST(document, payload.operationName);
    if (operation?.operation !== 'subscription') {
      return this.refusal(
        socketError(
          ErrorCode.VALIDATION_FAILED,
          400,
          'The live connection serves subscriptions only. Send queries and mutations to /graphql over HTTP.',
        ),
      );
    }
    try {
      const refusal = tooComplex(operationCost(schema, document, payload.operationName, payload.variables));
      if (refusal) return this.refusal(refusal);
    } catch (error) {
      return this.refusal(error as GraphQLError);
    }
    this.sweep.busy(connection);
    return {
      schema,
      document,
      operationName: payload.operationName,
      variableValues: payload.variables,
      contextValue: { req: connection.req, connection },
    };
  }

  /** Errors as graphql-ws's `error` message carries them: GraphQLErrors, formatted as on HTTP. */
  private refusal(...errors: GraphQLError[]): GraphQLError[] {
    return errors.map((error) => {
      const formatted = formatGraphQLError(error.toJSON(), error, { hideSuggestions: !this.development });
      return new GraphQLError(formatted.message, { extensions: formatted.extensions });
    });
  }

  private formatted(errors: readonly GraphQLError[]): GraphQLFormattedError[] {
    return errors.map((error) => formatGraphQLError(error.toJSON(), error, { hideSuggestions: !this.development }));
  }

  /**
   * The account of connections holding one token, checked again as the guard checks a request
   * (once for all of them). False (and the sockets closing) when the token no longer signs it in,
   * its role changed, or the check failed.
   */
  private async stillSignedIn(connections: readonly LiveConnection[]): Promise<boolean> {
    const signedIn = connections.filter((connection) => connection.user);
    if (!signedIn.length) return false;
    try {
      const { user } = await authenticateBearer(signedIn[0].req);
      let all = signedIn.length === connections.length;
      for (const connection of signedIn) {
        if (user.role !== connection.user!.role) {
          connection.close(CLOSE.FORBIDDEN, "This account's role changed. Connect again.");
          all = false;
        } else {
          connection.req.user = user;
        }
      }
      return all;
    } catch (error) {
      for (const connection of signedIn) this.refused(connection, error);
      return false;
    }
  }

  private refused(connection: LiveConnection, error: unknown): void {
    if (error instanceof AppError && error.code === ErrorCode.UNAUTHENTICATED) {
      connection.close(CLOSE.UNAUTHORIZED, error.message);
    } else {
      if (!(error instanceof AppError))
        this.logger.warn(`Could not check a live connection's account: ${String(error)}`);
      connection.close(CLOSE.TRY_AGAIN_LATER, 'The store is briefly unavailable. Please connect again in a moment.');
    }
  }

  /**
   * An account changed (or any may have): its connections are checked now, not at their next
   * event, once per token however many connections hold it, `CHECKS_AT_ONCE` tokens at a time,
   * each batch once the one before is done (every connection's, when any account may have
   * changed: their answers would otherwise come back together and hold the event loop, and the
   * later batches find the accounts the first ones read in the session cache).
   */
  private async accountChanged(accountId: string): Promise<void> {
    const byToken = new Map<string, LiveConnection[]>();
    for (const connection of accountId === 'all' ? this.connections.values() : (this.byAccount.get(accountId) ?? [])) {
      const token = connection.user && connection.req.headers.authorization;
      if (!token) continue;
      const holders = byToken.get(token);
      if (holders) holders.push(connection);
      else byToken.set(token, [connection]);
    }
    let batch: Array<Promise<boolean>> = [];
    for (const holders of byToken.values()) {
      batch.push(this.stillSignedIn(holders));
      if (batch.length < CHECKS_AT_ONCE) continue;
      await Promise.all(batch);
      batch = [];
    }
  }
}

/** Answers an upgrade it will not make with a plain HTTP error in our error body, and hangs up. */
function refuse(socket: Duplex, statusCode: number, error: ErrorCode, message: string): void {
  const body = JSON.stringify({ statusCode, message, error });
  const reason = { 403: 'Forbidden', 404: 'Not Found', 429: 'Too Many Requests' }[statusCode] ?? 'Bad Request';
  socket.end(
    `HTTP/1.1 ${statusCode} ${reason}\r\nConnection: close\r\nContent-Type: application/json; charset=utf-8\r\n` +
      `Content-Length: ${Buffer.byteLength(body)}\r\n\r\n${body}`,
  );
}

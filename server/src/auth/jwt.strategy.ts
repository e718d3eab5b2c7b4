import { Injectable } from '@nestjs/common';
import { PassportStrategy } from '@nestjs/passport';
import type { Request } from 'express';
import { createHash, createSecretKey } from 'node:crypto';
import { Strategy } from 'passport-jwt';
import { bearerToken, JWT_STRATEGY } from '../common/auth/jwt-auth.guard';
import type { AuthUser, BearerToken } from '../common/auth/role';
import { isObjectIdString } from '../common/http/parse-object-id.pipe';
import { SessionsService } from '../users/sessions.service';
import { JWT_ALGORITHM, JwtPayload } from './token';

/** How long a token without an expiry (never signed by this store) stays revoked: as long as any token lives. */
const LONGEST_TOKEN_MS = 7 * 86_400_000;
/** Tokens whose signature this instance has checked, kept with their claims and id (about 400 bytes each). */
const MAX_VERIFIED_TOKENS = 10_000;

/** A token whose signature checked out: its claims, and how the account's revoked tokens name it. */
interface VerifiedToken {
  payload: JwtPayload;
  token: BearerToken;
}

/** Expired by jsonwebtoken's rule: from the second of `exp` on. A token without one never expires by itself. */
function hasExpired({ exp }: JwtPayload): boolean {
  return typeof exp === 'number' && Math.floor(Date.now() / 1000) >= exp;
}

/** How a token is named among revoked ones: a SHA-256 of the whole token, so any token can be revoked. */
function tokenId(token: string): string {
  return createHash('sha256').update(token).digest('base64url');
}

/**
 * The passport strategy behind JwtAuthGuard. passport-jwt checks the token: HS256 only (so
 * `alg: none` and other algorithms fail), signed with our secret, not expired. Then `validate`:
 * the account must still exist, the token's version (`ver`) must be the account's current one
 * (changing the password increments it, which signs out every older token), and the token must not
 * be among the account's revoked ones (logout). The role comes from the account, not the token.
 * The account is read through `SessionsService.findSession`, which keeps it for a few seconds
 * (`SESSION_CACHE_SECONDS`) and forgets it on every change, a revocation included.
 *
 * A token whose signature checked out is remembered with its claims and id (keyed by the whole
 * token, signature included, so a changed token is never a hit), and its next requests skip
 * passport-jwt's verification (without it, `GET /api/user/book/:id` served about a quarter fewer
 * requests; bench/README.md). Its expiry is still checked every time; an expired one goes through
 * passport-jwt again, which says so.
 *
 * A failure to read the account is not a bad token: it propagates (the database being away is
 * answered 503 SERVICE_UNAVAILABLE by the exception filter), so clients keep their session.
 *
 * passport keeps its strategies in one registry per process: when a process makes two apps (only
 * tests do, on one database and one secret), the strategy of the app made last checks every
 * app's tokens.
 */
@Injectable()
export class JwtStrategy extends PassportStrategy(Strategy, JWT_STRATEGY) {
  private readonly verified = new Map<string, VerifiedToken>();

  constructor(
    secret: string,
    private readonly sessions: SessionsService,
  ) {
    super({
      jwtFromRequest: bearerToken,
      // A KeyObject, made once. Given a string, jsonwebtoken first tries to parse it as a PEM
      // public key on every verification and only then makes the same secret key from it: that
      // failed parse was the largest cost of an authenticated request. The HMAC key is the same
      // bytes (the secret as UTF-8), so every token verifies as before. passport-jwt hands it to
      // jsonwebtoken as it is (its types name only strings and buffers).
      secretOrKey: createSecretKey(Buffer.from(secret, 'utf8')) as unknown as Buffer,
      algorithms: [JWT_ALGORITHM],
      ignoreExpiration: false,
      passReqToCallback: true,
    });
  }

  /**
   * passport's entry point, called per request on an object of passport's own whose prototype is
   * this strategy (so `success`, `fail` and `error` answer that request). A remembered token that
   * has not expired goes straight to the account checks; anything else through passport-jwt,
   * which verifies it and then calls `validate`.
   */
  authenticate(req: Request, options?: object): void {
    const raw = bearerToken(req);
    const known = raw ? this.verified.get(raw) : undefined;
    if (!known || hasExpired(known.payload)) return super.authenticate(req, options);
    this.signedIn(known).then(
      (result) => (result ? this.success(...result) : this.fail(undefined, 401)),
      (error: unknown) => this.error(error as Error),
    );
  }

  /** passport-jwt's verify callback, for claims whose signature and expiry it has just checked. */
  async validate(req: Request, payload: JwtPayload): Promise<[AuthUser, BearerToken] | false> {
    return this.signedIn(this.remember(bearerToken(req) ?? '', payload));
  }

  /**
   * The account and the token (which becomes `req.authInfo`) for a verified token, or false for a
   * token that no longer signs anyone in.
   */
  private async signedIn({ payload, token }: VerifiedToken): Promise<[AuthUser, BearerToken] | false> {
    if (!isObjectIdString(payload?.sub)) return false;
    const session = await this.sessions.findSession(payload.sub);
    if (!session || (payload.ver ?? 0) !== session.tokenVersion || session.revoked.has(token.id)) return false;
    // A copy: the session is shared with other requests, and a handler must not change it for them.
    return [{ ...session.user }, token];
  }

  private remember(raw: string, payload: JwtPayload): VerifiedToken {
    this.verified.delete(raw);
    if (this.verified.size >= MAX_VERIFIED_TOKENS) this.verified.delete(this.verified.keys().next().value as string);
    const expiresAt = new Date(typeof payload.exp === 'number' ? payload.exp * 1000 : Date.now() + LONGEST_TOKEN_MS);
    const entry = { payload, token: { id: tokenId(raw), expiresAt } };
    this.verified.set(raw, entry);
    return entry;
  }
}

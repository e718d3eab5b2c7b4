import { Injectable } from '@nestjs/common';
import { JwtService, TokenExpiredError } from '@nestjs/jwt';
import { createHash, createSecretKey } from 'node:crypto';
import type { Authenticated, BearerAuthenticator } from '../common/auth/jwt-auth.guard';
import { AppError } from '../common/errors/app-error';
import { isObjectIdString } from '../common/http/parse-object-id.pipe';
import type { AuthUser, BearerToken } from '../common/auth/role';
import { UsersService } from '../users/users.service';
import { JWT_ALGORITHM, JwtPayload } from './token';

/** Tokens whose signature this instance has checked, kept with their claims (about 400 bytes each). */
const MAX_VERIFIED_TOKENS = 10_000;
/** `Authorization: <scheme> <value>`, read as passport-jwt read it (first two words). */
const AUTH_HEADER = /(\S+)\s+(\S+)/;

const expired = () => AppError.unauthenticated('Your session has expired. Please sign in again.');
const invalid = () => AppError.unauthenticated('Your session is not valid. Please sign in again.');

/** A token whose signature checked out: its claims, and how the account's revoked tokens name it. */
interface VerifiedToken {
  payload: JwtPayload;
  token: BearerToken;
}

/** How a token is named among revoked ones: a SHA-256 of the whole token, so any token can be revoked. */
export function tokenId(token: string): string {
  return createHash('sha256').update(token).digest('base64url');
}

/**
 * Verifies bearer tokens: HS256 only (so `alg: none` and other algorithms fail), not expired,
 * the account must still exist, the token's version (`ver`) must be the account's current one
 * (changing the password increments it, which signs out every older token), and the token must
 * not be among the account's revoked ones (logout). The role comes from the account, not the
 * token. The account is read through `UsersService.findSession`, which keeps it for a few seconds
 * (`SESSION_CACHE_SECONDS`) and forgets it on every change, a revocation included.
 *
 * A token whose signature checked out is remembered with its claims and id (keyed by the whole
 * token, signature included, so a changed token is never a hit); its expiry is still checked on
 * every request. Verifying a signature was the largest cost of an authenticated request.
 *
 * A failure to read the account is not a bad token: it propagates (the database being away is
 * answered 503 SERVICE_UNAVAILABLE by the exception filter), so clients keep their session.
 */
@Injectable()
export class JwtStrategy implements BearerAuthenticator {
  private readonly jwt: JwtService;
  private readonly verified = new Map<string, VerifiedToken>();

  constructor(
    secret: string,
    private readonly users: UsersService,
  ) {
    this.jwt = new JwtService({
      // A KeyObject, made once. Given a string, jsonwebtoken first tries to parse it as a PEM
      // public key on every verification and only then makes the same secret key from it. The
      // HMAC key is the same bytes (the secret as UTF-8), so every token verifies as before.
      secret: createSecretKey(Buffer.from(secret, 'utf8')) as unknown as string,
      verifyOptions: { algorithms: [JWT_ALGORITHM], ignoreExpiration: false },
    });
  }

  /** The signed-in account behind an `Authorization: Bearer <token>` header, or a 401 AppError. */
  async authenticate(authorization: string | undefined): Promise<Authenticated> {
    const parts = typeof authorization === 'string' ? AUTH_HEADER.exec(authorization) : null;
    if (!parts || parts[1].toLowerCase() !== 'bearer') throw AppError.unauthenticated();
    let verified: VerifiedToken;
    try {
      verified = this.verify(parts[2]);
    } catch (error) {
      throw error instanceof TokenExpiredError ? expired() : invalid();
    }
    const user = await this.validate(verified);
    if (!user) throw invalid();
    return { user, token: verified.token };
  }

  private async validate({ payload, token }: VerifiedToken): Promise<AuthUser | false> {
    if (!isObjectIdString(payload?.sub)) return false;
    const session = await this.users.findSession(payload.sub);
    if (!session || (payload.ver ?? 0) !== session.tokenVersion || session.revoked.has(token.id)) return false;
    // A copy: the session is shared with other requests, and a handler must not change it for them.
    return { ...session.user };
  }

  /** The token's claims and id if its signature and expiry check out (jsonwebtoken's rules); throws otherwise. */
  private verify(token: string): VerifiedToken {
    const known = this.verified.get(token);
    if (known && (typeof known.payload.exp !== 'number' || Math.floor(Date.now() / 1000) < known.payload.exp)) {
      return known;
    }
    if (known) this.verified.delete(token);
    const payload = this.jwt.verify<JwtPayload>(token);
    if (this.verified.size >= MAX_VERIFIED_TOKENS) this.verified.delete(this.verified.keys().next().value as string);
    // A token without an expiry (never signed by this store) is revoked for as long as any token lives.
    const expiresAt = new Date(typeof payload.exp === 'number' ? payload.exp * 1000 : Date.now() + 7 * 86_400_000);
    const entry = { payload, token: { id: tokenId(token), expiresAt } };
    this.verified.set(token, entry);
    return entry;
  }
}

import { Injectable } from '@nestjs/common';
import { createSecretKey } from 'node:crypto';
import { PassportStrategy } from '@nestjs/passport';
import { ExtractJwt, Strategy } from 'passport-jwt';
import { isObjectIdString } from '../common/http/parse-object-id.pipe';
import type { AuthUser } from '../common/auth/role';
import { UsersService } from '../users/users.service';
import { JWT_ALGORITHM, JwtPayload } from './token';

/**
 * Verifies bearer tokens: HS256 only (so `alg: none` and other algorithms fail), not expired,
 * the account must still exist, and the token's version (`ver`) must be the account's current one:
 * changing the password increments it, which signs out every older token. The role comes from
 * the account, not the token. The account is read through `UsersService.findSession`, which
 * keeps it for a few seconds (`SESSION_CACHE_SECONDS`) and forgets it on every change.
 */
@Injectable()
export class JwtStrategy extends PassportStrategy(Strategy) {
  constructor(
    secret: string,
    private readonly users: UsersService,
  ) {
    super({
      jwtFromRequest: ExtractJwt.fromAuthHeaderAsBearerToken(),
      // A KeyObject, made once. Given a string, jsonwebtoken first tries to parse it as a PEM
      // public key on every verification and only then makes the same secret key from it: that
      // failed parse was about a third of the CPU an authenticated request cost. The HMAC key is
      // the same bytes (the secret as UTF-8), so every token verifies as before.
      secretOrKey: createSecretKey(Buffer.from(secret, 'utf8')) as unknown as Buffer,
      algorithms: [JWT_ALGORITHM],
      ignoreExpiration: false,
    });
  }

  async validate(payload: JwtPayload): Promise<AuthUser | false> {
    if (!isObjectIdString(payload?.sub)) return false;
    const session = await this.users.findSession(payload.sub);
    if (!session || (payload.ver ?? 0) !== session.tokenVersion) return false;
    // A copy: the session is shared with other requests, and a handler must not change it for them.
    return { ...session.user };
  }
}

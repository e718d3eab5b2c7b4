import { Injectable } from '@nestjs/common';
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
      secretOrKey: secret,
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

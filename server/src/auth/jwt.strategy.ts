import { Injectable } from '@nestjs/common';
import { PassportStrategy } from '@nestjs/passport';
import { ExtractJwt, Strategy } from 'passport-jwt';
import { isObjectIdString } from '../common/http/parse-object-id.pipe';
import type { AuthUser } from '../common/auth/role';
import { UsersService } from '../users/users.service';
import { JWT_ALGORITHM, JwtPayload } from './token';

/**
 * Verifies bearer tokens: HS256 only (so `alg: none` and other algorithms fail), not expired,
 * and the account must still exist. The role comes from the database, not the token.
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
    const user = await this.users.findById(payload.sub);
    return user ? { _id: user._id, role: user.role, name: user.name, email: user.email } : false;
  }
}

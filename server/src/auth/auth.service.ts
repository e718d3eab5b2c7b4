import { Injectable } from '@nestjs/common';
import { JwtService } from '@nestjs/jwt';
import * as argon2 from 'argon2';
import { AppError } from '../common/errors/app-error';
import { ErrorCode } from '../common/errors/error-code';
import { Role } from '../common/auth/role';
import type { IncomingFile } from '../uploads/incoming-file';
import type { User } from '../users/models/user.model';
import { UsersService } from '../users/users.service';
import { LoginInput } from './dto/login.input';
import { RegisterInput } from './dto/register.input';
import { AuthPayload } from './models/auth-payload.model';
import { JwtPayload } from './token';

const INVALID_CREDENTIALS = 'Invalid email or password';

/** Registration and sign-in. Account rules (unique email, one admin) live in UsersService. */
@Injectable()
export class AuthService {
  /** Hash checked when the email is unknown, so both failures take the same time. */
  private readonly dummyHash = argon2.hash('not-a-real-password', { type: argon2.argon2id });

  constructor(
    private readonly users: UsersService,
    private readonly jwt: JwtService,
  ) {}

  async register(input: RegisterInput, photo?: IncomingFile): Promise<AuthPayload> {
    const role = input.role ?? Role.USER;
    await this.users.assertCanCreate({ email: input.email, role, photo });
    const passwordHash = await argon2.hash(input.password, { type: argon2.argon2id });
    const user = await this.users.create({ name: input.name, email: input.email, passwordHash, role, photo });
    return { message: 'Registration successful', user, token: await this.sign(user) };
  }

  /** Wrong email and wrong password give the same 400 INVALID_CREDENTIALS (never 401: WIRE.md). */
  async login(input: LoginInput): Promise<AuthPayload> {
    const found = await this.users.findCredentials(input.email);
    const hash = found?.passwordHash ?? (await this.dummyHash);
    const matches = await argon2.verify(hash, input.password).catch(() => false);
    if (!found || !matches) throw new AppError(ErrorCode.INVALID_CREDENTIALS, INVALID_CREDENTIALS);
    const { passwordHash: _hash, ...user } = found;
    return { message: 'Login successful', user, token: await this.sign(user) };
  }

  private sign(user: Pick<User, '_id' | 'role'>): Promise<string> {
    const payload: JwtPayload = { sub: user._id, role: user.role };
    return this.jwt.signAsync(payload);
  }
}

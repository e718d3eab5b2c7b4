import { Inject, Injectable } from '@nestjs/common';
import { JwtService } from '@nestjs/jwt';
import { randomBytes } from 'node:crypto';
import { AppError } from '../common/errors/app-error';
import { ErrorCode } from '../common/errors/error-code';
import {
  hasResetTokenShape,
  newResetNonce,
  RESET_TOKEN_MINUTES,
  resetTokenHash,
  resetTokenOf,
} from '../common/auth/reset-token';
import { AuthUser, BearerToken, Role } from '../common/auth/role';
import { MailRegistry } from '../mail';
import type { IncomingFile } from '../images/incoming-file';
import { AttemptThrottleService } from '../common/throttle/attempt-throttle.service';
import { adminNotDeletable } from '../users/account-errors';
import type { User } from '../users/models/user.model';
import { CredentialsService } from '../users/credentials.service';
import { PasswordResetsService } from '../users/password-resets.service';
import { SessionsService } from '../users/sessions.service';
import { UsersService } from '../users/users.service';
import { ChangePasswordInput } from './dto/change-password.input';
import { DeleteAccountInput } from './dto/delete-account.input';
import { LoginInput } from './dto/login.input';
import { ForgotPasswordInput, ResetPasswordInput, ResetTokenInput } from './dto/password-reset.input';
import { RegisterInput } from './dto/register.input';
import * as attempts from './auth-attempts';
import { AccountDeletedPayload } from './models/account-deleted.model';
import { AuthPayload } from './models/auth-payload.model';
import { LogoutPayload } from './models/logout-payload.model';
import { PasswordChangedPayload } from './models/password-changed.model';
import { ForgotPasswordPayload, ResetPasswordPayload, ResetTokenStatus } from './models/password-reset.model';
import { JWT_SECRET, JwtPayload } from './token';
import { PasswordHash } from './password-hash';

const INVALID_CREDENTIALS = 'Invalid email or password';
export const RESET_LINK_SENT = 'If an account exists for that email, we sent a link to reset the password.';
export const INVALID_RESET_LINK = 'This reset link is invalid or has expired. Ask for a new one.';
const invalidResetLink = () => new AppError(ErrorCode.INVALID_RESET_TOKEN, INVALID_RESET_LINK);
const resetUnavailable = () =>
  AppError.notFound('Password reset by email is not available: this store sends no email. Contact the store.');

/**
 * Registration, sign-in, sign-out and password changes, over the users module's services: account
 * rules (unique email, one admin) live in UsersService, password hashes in CredentialsService, reset
 * links in PasswordResetsService, sessions in SessionsService.
 */
@Injectable()
export class AuthService {
  constructor(
    private readonly users: UsersService,
    private readonly credentials: CredentialsService,
    private readonly resets: PasswordResetsService,
    private readonly sessions: SessionsService,
    private readonly passwords: PasswordHash,
    private readonly jwt: JwtService,
    private readonly throttle: AttemptThrottleService,
    private readonly mail: MailRegistry,
    @Inject(JWT_SECRET) private readonly secret: string,
  ) {}

  async register(input: RegisterInput, photo?: IncomingFile): Promise<AuthPayload> {
    const role = input.role ?? Role.USER;
    await this.users.assertCanCreate({ email: input.email, role, photo });
    const passwordHash = await this.passwords.hash(input.password);
    const user = await this.users.create({ name: input.name, email: input.email, passwordHash, role, photo });
    return { message: 'Registration successful', user, token: await this.sign(user) };
  }

  /**
   * Wrong email and wrong password give the same 400 INVALID_CREDENTIALS (never 401: clients take any 401 for an expired session).
   * Repeated failures for one email, known or not, from this address and from all addresses
   * together, are throttled alike (auth-attempts.ts).
   */
  async login(input: LoginInput, address: string): Promise<AuthPayload> {
    await this.throttle.assertAllowed(attempts.signIn(input.email, address));
    const found = await this.credentials.findCredentials(input.email);
    const matches = await this.passwords.matches(found?.passwordHash, input.password);
    if (!found || !matches) {
      await this.throttle.count(attempts.signIn(input.email, address));
      throw new AppError(ErrorCode.INVALID_CREDENTIALS, INVALID_CREDENTIALS);
    }
    await this.throttle.forget(attempts.signIn(input.email, address));
    const { passwordHash: _hash, tokenVersion, ...user } = found;
    return { message: 'Login successful', user, token: await this.sign(user, tokenVersion) };
  }

  /**
   * Checks the current password, stores the new one and increments the account's token version:
   * every other session is signed out, and this one carries on with the fresh token returned.
   * Wrong current passwords are throttled per account, whatever the address.
   */
  async changePassword(userId: string, input: ChangePasswordInput): Promise<PasswordChangedPayload> {
    await this.throttle.assertAllowed(attempts.passwordChange(userId));
    const hash = await this.credentials.passwordHashOf(userId);
    if (!hash) throw AppError.notFound('User not found');
    if (!(await this.passwords.matches(hash, input.currentPassword))) {
      await this.throttle.count(attempts.passwordChange(userId));
      throw new AppError(ErrorCode.INVALID_CREDENTIALS, 'Current password is incorrect');
    }
    await this.throttle.forget(attempts.passwordChange(userId));
    const newHash = await this.passwords.hash(input.newPassword);
    const { user, tokenVersion } = await this.credentials.setPassword(userId, newHash);
    return { message: 'Password changed successfully', token: await this.sign(user, tokenVersion) };
  }

  /**
   * Deletes the shopper's own account once their password is checked (wrong: 400
   * INVALID_CREDENTIALS, throttled with the password change's count, per account); the admin's is
   * refused first (403 ADMIN_NOT_DELETABLE). What goes and what stays: UsersService.deleteAccount.
   */
  async deleteAccount(viewer: AuthUser, input: DeleteAccountInput): Promise<AccountDeletedPayload> {
    if (viewer.role === Role.ADMIN) throw adminNotDeletable();
    await this.throttle.assertAllowed(attempts.passwordChange(viewer._id));
    const hash = await this.credentials.passwordHashOf(viewer._id);
    if (!hash) throw AppError.notFound('User not found');
    if (!(await this.passwords.matches(hash, input.password))) {
      await this.throttle.count(attempts.passwordChange(viewer._id));
      throw new AppError(ErrorCode.INVALID_CREDENTIALS, 'Password is incorrect');
    }
    await this.throttle.forget(attempts.passwordChange(viewer._id));
    await this.users.deleteAccount(viewer._id);
    return { message: 'Your account was deleted.' };
  }

  /**
   * Sends a reset link to the account with this email, if there is one: the same answer, after
   * the same work (one throttle check, one counted request, the same nonce and HMAC, one upsert of
   * the same document, one nudge of the outbox), whether or not it exists. Whether an account has
   * the email is first looked at by the outbox's relay, behind the answer (users/reset-notices.ts).
   * The link's token is random (common/auth/reset-token.ts), valid RESET_TOKEN_MINUTES and once;
   * a newer request voids it. Requests are throttled per email and per client address.
   */
  async forgotPassword(input: ForgotPasswordInput, address: string): Promise<ForgotPasswordPayload> {
    if (!this.mail.enabled) throw resetUnavailable();
    await this.throttle.assertAllowed(attempts.resetRequest(input.email, address));
    await this.throttle.count(attempts.resetRequest(input.email, address));
    const nonce = newResetNonce();
    await this.resets.startPasswordReset(input.email, {
      tokenHash: resetTokenHash(resetTokenOf(this.secret, nonce)),
      expiresAt: new Date(Date.now() + RESET_TOKEN_MINUTES * 60_000),
      nonce,
    });
    return { message: RESET_LINK_SENT };
  }

  /**
   * Sets a new password (the register rules) through a live reset link, once: every session of
   * the account is signed out and a "password changed" email goes out. Sign-in failures counted
   * against the account are forgotten. A token that is not one at all (too long, wrong characters)
   * is an invalid link like any other.
   */
  async resetPassword(input: ResetPasswordInput): Promise<ResetPasswordPayload> {
    if (!hasResetTokenShape(input.token)) throw invalidResetLink();
    const passwordHash = await this.passwords.hash(input.newPassword);
    const user = await this.resets.resetPassword(resetTokenHash(input.token), passwordHash);
    if (!user) throw invalidResetLink();
    await this.throttle.forget([attempts.accountSignIn(user.email)]);
    return { message: 'Your password was reset. Sign in with your new password.' };
  }

  /**
   * Whether a reset link would work now, without using it (the reset page asks as it opens): its
   * expiry, or INVALID_RESET_TOKEN for exactly the links `resetPassword` refuses. It takes only a
   * token, so it says nothing about which accounts exist.
   */
  async resetTokenStatus(input: ResetTokenInput): Promise<ResetTokenStatus> {
    if (!hasResetTokenShape(input.token)) throw invalidResetLink();
    const expiresAt = await this.resets.resetLinkExpiry(resetTokenHash(input.token));
    if (!expiresAt) throw invalidResetLink();
    return { valid: true, expiresAt };
  }

  /** Ends this session on the server: the token it came with is refused from now on; other devices stay signed in. */
  async logout(userId: string, token: BearerToken): Promise<LogoutPayload> {
    await this.sessions.revokeToken(userId, token);
    return { message: 'Logged out successfully' };
  }

  private sign(user: Pick<User, '_id' | 'role'>, tokenVersion = 0): Promise<string> {
    const payload: JwtPayload = {
      sub: user._id,
      role: user.role,
      ver: tokenVersion,
      jti: randomBytes(12).toString('base64url'),
    };
    return this.jwt.signAsync(payload);
  }
}

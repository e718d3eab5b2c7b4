import type { AttemptCounter } from '../common/throttle/attempt-throttle.service';

/** Failed sign-ins to one account from one client address, within the window, before that address is refused. */
export const ADDRESS_FAILURE_LIMIT = 5;
/**
 * Failed sign-ins to one account from every address together before the account itself is refused
 * for a while. Far above what one address can reach (5, then one a minute), so that only a guess
 * spread over many addresses locks the owner out, and then only briefly.
 */
export const ACCOUNT_FAILURE_LIMIT = 50;
/** Wrong current passwords given to change an account's password, from anywhere, before it is refused. */
export const PASSWORD_CHANGE_FAILURE_LIMIT = 5;
/** Reset links asked for one email (known or not), from anywhere, before it is refused for a while. */
export const RESET_EMAIL_LIMIT = 3;
/** Reset links asked for from one client address, whatever the email, before it is refused for a while. */
export const RESET_ADDRESS_LIMIT = 10;

/**
 * What AuthService counts (AttemptThrottleService), besides the per-IP limit of AuthThrottlerGuard:
 *
 * - sign-in failures, per account and client address (ADDRESS_FAILURE_LIMIT) and per account over
 *   all addresses (accountSignIn, ACCOUNT_FAILURE_LIMIT). An address that reaches its limit is
 *   refused for that account while the owner, from another address, still signs in. Unknown
 *   emails are counted the same way, so a refusal says nothing about which accounts exist. A
 *   sign-in forgets both; a password reset, which proves the owner, forgets the account's.
 * - wrong current passwords, per account whatever the address (PASSWORD_CHANGE_FAILURE_LIMIT): at a
 *   password change and at an account's deletion alike, in one count.
 * - reset links asked for: every request, per email (RESET_EMAIL_LIMIT) and per address
 *   (RESET_ADDRESS_LIMIT), so nobody floods a mailbox or walks through a list of emails.
 */
export const accountSignIn = (email: string): AttemptCounter => ({
  key: `sign-in ${email}`,
  limit: ACCOUNT_FAILURE_LIMIT,
});
export const signIn = (email: string, address: string): AttemptCounter[] => [
  { key: `sign-in ${email} from ${address}`, limit: ADDRESS_FAILURE_LIMIT },
  accountSignIn(email),
];
export const passwordChange = (userId: string): AttemptCounter[] => [
  { key: `password ${userId}`, limit: PASSWORD_CHANGE_FAILURE_LIMIT },
];
export const resetRequest = (email: string, address: string): AttemptCounter[] => [
  { key: `reset ${email}`, limit: RESET_EMAIL_LIMIT },
  { key: `reset from ${address}`, limit: RESET_ADDRESS_LIMIT },
];

import { createHash, createHmac, randomBytes } from 'node:crypto';

/**
 * Password-reset tokens. A reset request draws a random nonce (32 bytes); the link's token is the
 * HMAC-SHA256 of that nonce under a key derived from the server's secret (32 bytes, base64url).
 * The reset's document keeps only the token's SHA-256, and its notice the nonce: neither alone, nor
 * both together without the secret, gives the token, which exists only in the email.
 */
export const RESET_TOKEN_MINUTES = 30;

export const newResetNonce = (): string => randomBytes(32).toString('base64url');

export function resetTokenOf(secret: string, nonce: string): string {
  const key = createHmac('sha256', secret).update('password-reset').digest();
  return createHmac('sha256', key).update(nonce).digest('base64url');
}

export const resetTokenHash = (token: string): string => createHash('sha256').update(token).digest('hex');

/** Every token `resetTokenOf` makes: an HMAC-SHA256 in base64url, 43 characters. */
export const RESET_TOKEN_PATTERN = /^[A-Za-z0-9_-]{43}$/;

/** Whether `token` could be a reset link's token at all; anything else is simply an invalid link. */
export const hasResetTokenShape = (token: string): boolean => RESET_TOKEN_PATTERN.test(token);

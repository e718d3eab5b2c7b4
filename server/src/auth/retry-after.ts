import type { Response } from 'express';
import { LoginBlockedError } from '../users/login-throttle.service';

/**
 * Runs a sign-in; if it is refused for the account's failures, tells the client when to come back
 * with the standard Retry-After header (seconds), over REST and GraphQL alike.
 */
export async function withRetryAfter<T>(res: Response | undefined, signIn: () => Promise<T>): Promise<T> {
  try {
    return await signIn();
  } catch (error) {
    if (error instanceof LoginBlockedError && res && !res.headersSent) {
      res.setHeader('Retry-After', String(error.retryAfterSeconds));
    }
    throw error;
  }
}

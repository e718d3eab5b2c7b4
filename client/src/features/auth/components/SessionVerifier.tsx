import { useVerifySession } from '../hooks/use-verify-session';

/** Renders nothing; runs the start-up session check. Mounted once, in the app's providers. */
export function SessionVerifier() {
  useVerifySession();
  return null;
}

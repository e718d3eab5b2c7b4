export const JWT_ALGORITHM = 'HS256';
export const TOKEN_LIFETIME = '7d';
export const JWT_SECRET = Symbol('JWT_SECRET');

export interface JwtPayload {
  sub: string;
  role: string;
  /** The account's token version when signed; a token without one counts as version 0. */
  ver?: number;
  /** Expiry, seconds since the epoch (set by signing with `expiresIn`). */
  exp?: number;
  /** A random id, so that two sign-ins within the same second still get tokens of their own (logout revokes one). */
  jti?: string;
}

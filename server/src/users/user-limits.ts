/** The longest name an account may have, in characters (code points). */
export const MAX_NAME_LENGTH = 100;

/** The longest email address RFC 5321 allows. */
export const MAX_EMAIL_LENGTH = 254;

/** A new password's length, in characters (code points); sign-in checks no length. */
export const MIN_PASSWORD_LENGTH = 6;
export const MAX_PASSWORD_LENGTH = 128;

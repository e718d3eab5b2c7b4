/** The longest name an account may have, in characters (code points). */
export const MAX_NAME_LENGTH = 100;

/** The longest email address RFC 5321 allows. */
export const MAX_EMAIL_LENGTH = 254;

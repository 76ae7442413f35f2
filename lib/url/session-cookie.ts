/**
 * The session cookie's name. Pages only ask whether it is there (a visitor's request skips the
 * viewer lookup); reading and checking it belongs to lib/auth/session.ts.
 */
export const SESSION_COOKIE = "__access_token";

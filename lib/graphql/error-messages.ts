/**
 * From an API error code to the message an island shows in a toast (spec section 8). Values
 * are full next-intl keys in the "apiErrors" namespace (messages/*.json); codes that share a
 * message share the key named after the first code of their group. A code without a key
 * (DRAFT_VERSION_CONFLICT, or one this list does not know) shows no toast: the island handles
 * it itself or lets it pass silently.
 */
export const ERROR_MESSAGE_KEYS: Readonly<Record<string, string>> = {
  UNKNOWN_ERROR: "apiErrors.UNKNOWN_ERROR",
  NETWORK_ERROR: "apiErrors.NETWORK_ERROR",
  INTERNAL_SERVER_ERROR: "apiErrors.INTERNAL_SERVER_ERROR",
  BAD_USER_INPUT: "apiErrors.INTERNAL_SERVER_ERROR",
  ACTION_LIMIT_EXCEEDED: "apiErrors.ACTION_LIMIT_EXCEEDED",
  ACTION_FAILED: "apiErrors.ACTION_FAILED",
  UNABLE_TO_UPLOAD_FROM_URL: "apiErrors.UNABLE_TO_UPLOAD_FROM_URL",
  FILE_TYPE_INVALID: "apiErrors.FILE_TYPE_INVALID",
  FILE_SIZE_REACH_LIMIT: "apiErrors.FILE_SIZE_REACH_LIMIT",
  NAME_INVALID: "apiErrors.NAME_INVALID",
  NAME_EXISTS: "apiErrors.NAME_EXISTS",
  DISPLAYNAME_INVALID: "apiErrors.DISPLAYNAME_INVALID",
  UNAUTHENTICATED: "apiErrors.UNAUTHENTICATED",
  FORBIDDEN: "apiErrors.FORBIDDEN",
  FORBIDDEN_BY_STATE: "apiErrors.FORBIDDEN",
  FORBIDDEN_BY_TARGET_STATE: "apiErrors.FORBIDDEN",
  TOKEN_INVALID: "apiErrors.TOKEN_INVALID",
  OAUTH_TOKEN_INVALID: "apiErrors.TOKEN_INVALID",
  ENTITY_NOT_FOUND: "apiErrors.ENTITY_NOT_FOUND",
  USER_NOT_FOUND: "apiErrors.USER_NOT_FOUND",
  COMMENT_NOT_FOUND: "apiErrors.COMMENT_NOT_FOUND",
  ARTICLE_NOT_FOUND: "apiErrors.ARTICLE_NOT_FOUND",
  ASSET_NOT_FOUND: "apiErrors.ASSET_NOT_FOUND",
  DRAFT_NOT_FOUND: "apiErrors.DRAFT_NOT_FOUND",
  TAG_NOT_FOUND: "apiErrors.TAG_NOT_FOUND",
  NOTICE_NOT_FOUND: "apiErrors.NOTICE_NOT_FOUND",
  CIRCLE_NOT_FOUND: "apiErrors.CIRCLE_NOT_FOUND",
  ARTICLE_REVISION_CONTENT_INVALID: "apiErrors.ARTICLE_REVISION_CONTENT_INVALID",
  ARTICLE_REVISION_REACH_LIMIT: "apiErrors.ARTICLE_REVISION_REACH_LIMIT",
  USER_EMAIL_INVALID: "apiErrors.USER_EMAIL_INVALID",
  USER_EMAIL_EXISTS: "apiErrors.USER_EMAIL_EXISTS",
  USER_EMAIL_NOT_FOUND: "apiErrors.USER_EMAIL_NOT_FOUND",
  USER_PASSWORD_INVALID: "apiErrors.USER_EMAIL_NOT_FOUND",
  CRYPTO_WALLET_EXISTS: "apiErrors.CRYPTO_WALLET_EXISTS",
  CRYPTO_WALLET_SIGNATURE_INVALID: "apiErrors.CRYPTO_WALLET_SIGNATURE_INVALID",
  CRYPTO_WALLET_SIGNING_MESSAGE_EXPIRED: "apiErrors.CRYPTO_WALLET_SIGNING_MESSAGE_EXPIRED",
  CRYPTO_WALLET_SIGNING_MESSAGE_USED: "apiErrors.CRYPTO_WALLET_SIGNING_MESSAGE_USED",
  CRYPTO_WALLET_NOT_LINKED: "apiErrors.CRYPTO_WALLET_NOT_LINKED",
  CRYPTO_TRANSACTION_EXISTS: "apiErrors.CRYPTO_TRANSACTION_EXISTS",
  CRYPTO_VAULT_EMPTY: "apiErrors.CRYPTO_VAULT_EMPTY",
  USER_SOCIAL_ACCOUNT_EXISTS: "apiErrors.USER_SOCIAL_ACCOUNT_EXISTS",
  DUPLICATE_TAG: "apiErrors.DUPLICATE_TAG",
  TOO_MANY_TAGS_FOR_ARTICLE: "apiErrors.TOO_MANY_TAGS_FOR_ARTICLE",
  TAG_EDITORS_REACH_LIMIT: "apiErrors.TAG_EDITORS_REACH_LIMIT",
  CIRCLE_CREATION_REACH_LIMIT: "apiErrors.CIRCLE_CREATION_REACH_LIMIT",
  DUPLICATE_CIRCLE: "apiErrors.DUPLICATE_CIRCLE",
  DUPLICATE_CIRCLE_SUBSCRIPTION: "apiErrors.DUPLICATE_CIRCLE_SUBSCRIPTION",
  CODE_INVALID: "apiErrors.CODE_INVALID",
  CODE_INACTIVE: "apiErrors.CODE_INACTIVE",
  CODE_EXPIRED: "apiErrors.CODE_EXPIRED",
  LIKER_EMAIL_EXISTS: "apiErrors.LIKER_EMAIL_EXISTS",
  LIKER_USER_ID_EXISTS: "apiErrors.LIKER_USER_ID_EXISTS",
  MIGRATION_REACH_LIMIT: "apiErrors.MIGRATION_REACH_LIMIT",
  PAYMENT_AMOUNT_TOO_SMALL: "apiErrors.PAYMENT_AMOUNT_TOO_SMALL",
  PAYMENT_AMOUNT_INVALID: "apiErrors.PAYMENT_AMOUNT_INVALID",
  PAYMENT_BALANCE_INSUFFICIENT: "apiErrors.PAYMENT_BALANCE_INSUFFICIENT",
  PAYMENT_PASSWORD_NOT_SET: "apiErrors.PAYMENT_PASSWORD_NOT_SET",
  PAYMENT_REACH_MAXIMUM_LIMIT: "apiErrors.PAYMENT_REACH_MAXIMUM_LIMIT",
  PAYMENT_PASSWORD_INVALID: "apiErrors.PAYMENT_PASSWORD_INVALID",
};

/** Codes whose toast carries a "Log in" action that opens the login dialog. */
export const LOGIN_ACTION_CODES: ReadonlySet<string> = new Set(["UNAUTHENTICATED", "FORBIDDEN", "TOKEN_INVALID"]);

export function messageKeyFor(code: string): string | undefined {
  // hasOwn: a code such as "constructor" must not find Object.prototype
  return Object.hasOwn(ERROR_MESSAGE_KEYS, code) ? ERROR_MESSAGE_KEYS[code] : undefined;
}

/** How long to wait, in the largest unit that still reads precisely enough. */
export type Wait = { unit: "second" | "minute" | "hour"; count: number };

export function waitOf(seconds: number): Wait {
  const whole = Math.max(1, Math.ceil(seconds));
  if (whole < 60) return { unit: "second", count: whole };
  // up to two hours in minutes: "1 hour" for 61 minutes would say too little
  if (whole < 2 * 3600) return { unit: "minute", count: Math.ceil(whole / 60) };
  return { unit: "hour", count: Math.ceil(whole / 3600) };
}

/**
 * The wait a refused request asks for, in seconds: the API's `extensions.retryAfter` on the
 * first error (delta-seconds, as an HTTP Retry-After has them), if it gave one.
 */
export function retryAfterOf(error: unknown): number | undefined {
  const errors = typeof error === "object" && error !== null && "errors" in error ? error.errors : undefined;
  const first: unknown = Array.isArray(errors) ? errors[0] : undefined;
  const extensions =
    typeof first === "object" && first !== null && "extensions" in first ? first.extensions : undefined;
  const seconds =
    typeof extensions === "object" && extensions !== null && "retryAfter" in extensions
      ? extensions.retryAfter
      : undefined;
  return typeof seconds === "number" && Number.isFinite(seconds) && seconds > 0 ? seconds : undefined;
}

/** A message to show for an error: its key and the values the key takes. */
export type ErrorMessage = { key: string; values?: Wait };

/** The message for a code; a rate limit that says when it lifts says how long to wait. */
export function errorMessageFor(code: string, retryAfter?: number): ErrorMessage | undefined {
  const key = messageKeyFor(code);
  if (!key) return undefined;
  if (code === "ACTION_LIMIT_EXCEEDED" && retryAfter !== undefined) {
    // in "errors", not "apiErrors": that namespace holds one message per code of the map above
    return { key: "errors.actionLimitWait", values: waitOf(retryAfter) };
  }
  return { key };
}

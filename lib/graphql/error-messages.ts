/**
 * From an API error code to the message an island shows in a toast (spec section 8): next-intl
 * keys in the "apiErrors" namespace (messages/*.json), named after the code, or after the first
 * code of a group that shares one message. A code without a key (DRAFT_VERSION_CONFLICT, or one
 * these lists do not know) shows no toast: the island handles it itself or lets it pass
 * silently. Kept as one string of names rather than a map of keys: every page's JavaScript
 * carries it, and the names alone are half the bytes.
 */
const OWN_MESSAGE_CODES: ReadonlySet<string> = new Set(
  `
  UNKNOWN_ERROR NETWORK_ERROR INTERNAL_SERVER_ERROR ACTION_LIMIT_EXCEEDED ACTION_FAILED
  UNABLE_TO_UPLOAD_FROM_URL FILE_TYPE_INVALID FILE_SIZE_REACH_LIMIT NAME_INVALID NAME_EXISTS
  DISPLAYNAME_INVALID UNAUTHENTICATED FORBIDDEN TOKEN_INVALID ENTITY_NOT_FOUND USER_NOT_FOUND
  COMMENT_NOT_FOUND ARTICLE_NOT_FOUND ASSET_NOT_FOUND DRAFT_NOT_FOUND TAG_NOT_FOUND
  NOTICE_NOT_FOUND CIRCLE_NOT_FOUND CAMPAIGN_NOT_FOUND CAMPAIGN_STAGE_NOT_FOUND ARTICLE_REVISION_CONTENT_INVALID
  ARTICLE_REVISION_REACH_LIMIT
  USER_EMAIL_INVALID USER_EMAIL_EXISTS USER_EMAIL_NOT_FOUND CRYPTO_WALLET_EXISTS
  CRYPTO_WALLET_SIGNATURE_INVALID CRYPTO_WALLET_SIGNING_MESSAGE_EXPIRED
  CRYPTO_WALLET_SIGNING_MESSAGE_USED CRYPTO_WALLET_NOT_LINKED CRYPTO_TRANSACTION_EXISTS
  CRYPTO_VAULT_EMPTY USER_SOCIAL_ACCOUNT_EXISTS DUPLICATE_TAG TOO_MANY_TAGS_FOR_ARTICLE
  TAG_EDITORS_REACH_LIMIT CIRCLE_CREATION_REACH_LIMIT DUPLICATE_CIRCLE
  DUPLICATE_CIRCLE_SUBSCRIPTION CODE_INVALID CODE_INACTIVE CODE_EXPIRED LIKER_EMAIL_EXISTS
  LIKER_USER_ID_EXISTS MIGRATION_REACH_LIMIT PAYMENT_AMOUNT_TOO_SMALL PAYMENT_AMOUNT_INVALID
  PAYMENT_BALANCE_INSUFFICIENT PAYMENT_PASSWORD_NOT_SET PAYMENT_REACH_MAXIMUM_LIMIT
  PAYMENT_PASSWORD_INVALID
`
    .trim()
    .split(/\s+/),
);

/** Codes that show another code's message. */
const SHARED_MESSAGE: Readonly<Record<string, string>> = {
  BAD_USER_INPUT: "INTERNAL_SERVER_ERROR",
  FORBIDDEN_BY_STATE: "FORBIDDEN",
  FORBIDDEN_BY_TARGET_STATE: "FORBIDDEN",
  OAUTH_TOKEN_INVALID: "TOKEN_INVALID",
  USER_PASSWORD_INVALID: "USER_EMAIL_NOT_FOUND",
};

/** Every key a code may show (the message files hold exactly these). */
export const errorMessageKeys = (): string[] => [...OWN_MESSAGE_CODES].map((code) => `apiErrors.${code}`);

/** Codes whose toast carries a "Log in" action that opens the login dialog. */
export const LOGIN_ACTION_CODES: ReadonlySet<string> = new Set(["UNAUTHENTICATED", "FORBIDDEN", "TOKEN_INVALID"]);

export function messageKeyFor(code: string): string | undefined {
  // hasOwn: a code such as "constructor" must not find Object.prototype
  const named = Object.hasOwn(SHARED_MESSAGE, code) ? SHARED_MESSAGE[code] : OWN_MESSAGE_CODES.has(code) ? code : null;
  return named ? `apiErrors.${named}` : undefined;
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

import { GraphQLError } from "graphql";
import { TRANSIENT_MESSAGE, transientKind } from "./transient-errors";

// The specification's error catalogue (section 8). Clients read `extensions.code`.
export const ERROR_CODES = [
  "UNKNOWN_ERROR",
  "INTERNAL_SERVER_ERROR",
  "BAD_USER_INPUT",
  "ACTION_LIMIT_EXCEEDED",
  "ACTION_FAILED",
  "UNABLE_TO_UPLOAD_FROM_URL",
  "NAME_INVALID",
  "NAME_EXISTS",
  "DISPLAYNAME_INVALID",
  "UNAUTHENTICATED",
  "FORBIDDEN",
  "FORBIDDEN_BY_STATE",
  "FORBIDDEN_BY_TARGET_STATE",
  "TOKEN_INVALID",
  "ENTITY_NOT_FOUND",
  "USER_NOT_FOUND",
  "COMMENT_NOT_FOUND",
  "ARTICLE_NOT_FOUND",
  "TAG_NOT_FOUND",
  "ASSET_NOT_FOUND",
  "DRAFT_NOT_FOUND",
  "CIRCLE_NOT_FOUND",
  "CAMPAIGN_NOT_FOUND",
  // upstream's, beside CAMPAIGN_NOT_FOUND: a stage that is not the named challenge's
  "CAMPAIGN_STAGE_NOT_FOUND",
  "CIRCLE_CREATION_REACH_LIMIT",
  "DUPLICATE_CIRCLE",
  "DUPLICATE_CIRCLE_SUBSCRIPTION",
  "DRAFT_VERSION_CONFLICT",
  "ARTICLE_REVISION_CONTENT_INVALID",
  "ARTICLE_REVISION_REACH_LIMIT",
  "TOO_MANY_TAGS_FOR_ARTICLE",
  "USER_EMAIL_INVALID",
  "USER_EMAIL_EXISTS",
  "USER_EMAIL_NOT_FOUND",
  "USER_PASSWORD_INVALID",
  "CODE_INVALID",
  "CODE_INACTIVE",
  "CODE_EXPIRED",
  "MIGRATION_REACH_LIMIT",
  "PERSISTED_QUERY_NOT_FOUND",
  // Uploads (not shown in the catalogue, which says product codes beyond it exist): a file that
  // is not of a type its asset type takes, and one over its size (README.md, Uploads).
  "FILE_TYPE_INVALID",
  "FILE_SIZE_REACH_LIMIT",
  // Payments (section 8's PAYMENT_* codes), and our own for a wrong payment password: the
  // catalogue has none, and USER_PASSWORD_INVALID would tell the client its login failed.
  "PAYMENT_AMOUNT_TOO_SMALL",
  "PAYMENT_AMOUNT_INVALID",
  "PAYMENT_BALANCE_INSUFFICIENT",
  "PAYMENT_PASSWORD_NOT_SET",
  "PAYMENT_REACH_MAXIMUM_LIMIT",
  "PAYMENT_PASSWORD_INVALID",
  // Wallets: the catalogue's CRYPTO_WALLET_EXISTS, and ours for Sign-In with Ethereum, named in
  // its style: a signature that proves nothing (a message not ours or changed, another address,
  // purpose or key), and a signing message past its time or already spent (as CODE_EXPIRED and
  // CODE_INACTIVE are for codes).
  "CRYPTO_WALLET_EXISTS",
  "CRYPTO_WALLET_SIGNATURE_INVALID",
  "CRYPTO_WALLET_SIGNING_MESSAGE_EXPIRED",
  "CRYPTO_WALLET_SIGNING_MESSAGE_USED",
  // USDT support and the curation vault: paying or withdrawing needs a linked wallet; a chain
  // transaction recorded as another payment; a vault with nothing in it.
  "CRYPTO_WALLET_NOT_LINKED",
  "CRYPTO_TRANSACTION_EXISTS",
  "CRYPTO_VAULT_EMPTY",
  // Signing in with Google or Twitter: the catalogue's codes for a provider's token we do not
  // accept (its signature, audience, expiry or nonce) and for an account linked to another person.
  "OAUTH_TOKEN_INVALID",
  "USER_SOCIAL_ACCOUNT_EXISTS",
  // a Liker ID another account has linked
  "LIKER_USER_ID_EXISTS",
] as const;

export type ErrorCode = (typeof ERROR_CODES)[number];

export class ApiError extends GraphQLError {
  constructor(code: ErrorCode, message: string, extra?: Record<string, unknown>) {
    super(message, { extensions: { code, ...extra } });
  }
}

export const isApiError = (e: unknown): e is ApiError => e instanceof ApiError;

const isCatalogued = (code: unknown): code is ErrorCode =>
  typeof code === "string" && (ERROR_CODES as readonly string[]).includes(code);

/**
 * Errors are recognised by shape, not only by class: a bundle may load two copies of graphql
 * (its development and production builds), and a GraphQLError of the other copy fails
 * `instanceof` while being just as much a request error.
 */
function isGraphQLErrorLike(error: unknown): error is GraphQLError {
  return (
    error instanceof GraphQLError ||
    (error instanceof Error && "extensions" in error && "path" in error && "locations" in error)
  );
}

/**
 * What a client may see of an error. The catalogue's codes (ours, and the persisted-query
 * miss clients need to fall back to POST) and GraphQL's request errors (bad syntax, unknown
 * fields, bad variables) pass; anything else is an internal failure whose message could leak
 * internals, so it becomes INTERNAL_SERVER_ERROR.
 */
export function maskError(error: unknown): GraphQLError {
  if (!isGraphQLErrorLike(error)) {
    console.error(error);
    return (
      retryableOr(error, {}) ?? new GraphQLError("Unexpected error.", { extensions: { code: "INTERNAL_SERVER_ERROR" } })
    );
  }
  const where = { nodes: error.nodes, path: error.path };
  const original: unknown = error.originalError;
  if (original instanceof ApiError) {
    return new GraphQLError(original.message, { ...where, extensions: original.extensions });
  }
  if (isCatalogued(error.extensions?.code)) {
    // rebuilt so the answer is always this copy's GraphQLError
    return new GraphQLError(error.message, { ...where, extensions: error.extensions });
  }
  // GraphQL's own request errors (parse, validation, bad variables, mutation over GET)
  if (!original || isGraphQLErrorLike(original)) {
    return new GraphQLError(error.message, { ...where, extensions: { code: "BAD_USER_INPUT" } });
  }
  console.error(original);
  return (
    retryableOr(original, where) ??
    new GraphQLError("Unexpected error.", { ...where, extensions: { code: "INTERNAL_SERVER_ERROR" } })
  );
}

/**
 * A busy database or a failed storage write, which passes: still INTERNAL_SERVER_ERROR (the
 * catalogue has no code of its own for it), with a message that says to try again and
 * `retryable: true` for clients that retry by themselves.
 */
function retryableOr(error: unknown, where: Partial<Pick<GraphQLError, "nodes" | "path">>): GraphQLError | null {
  const kind = transientKind(error);
  if (!kind) return null;
  return new GraphQLError(TRANSIENT_MESSAGE[kind], {
    ...where,
    extensions: { code: "INTERNAL_SERVER_ERROR", retryable: true },
  });
}

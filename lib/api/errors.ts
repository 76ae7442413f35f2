import { GraphQLError } from "graphql";

// The specification's error catalogue (section 8). Clients read `extensions.code`.
export const ERROR_CODES = [
  "UNKNOWN_ERROR",
  "INTERNAL_SERVER_ERROR",
  "BAD_USER_INPUT",
  "ACTION_LIMIT_EXCEEDED",
  "ACTION_FAILED",
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
  "ARTICLE_NOT_FOUND",
  "TAG_NOT_FOUND",
  "ASSET_NOT_FOUND",
  "USER_EMAIL_INVALID",
  "USER_EMAIL_EXISTS",
  "USER_EMAIL_NOT_FOUND",
  "USER_PASSWORD_INVALID",
  "CODE_INVALID",
  "CODE_INACTIVE",
  "CODE_EXPIRED",
  "PERSISTED_QUERY_NOT_FOUND",
] as const;

export type ErrorCode = (typeof ERROR_CODES)[number];

export class ApiError extends GraphQLError {
  constructor(code: ErrorCode, message: string, extra?: Record<string, unknown>) {
    super(message, { extensions: { code, ...extra } });
  }
}

export const isApiError = (e: unknown): e is ApiError => e instanceof ApiError;

/**
 * What a client may see of an error. Our own codes and GraphQL's request errors (bad syntax,
 * unknown fields, bad variables) pass; anything else is an internal failure whose message
 * could leak internals, so it becomes INTERNAL_SERVER_ERROR.
 */
export function maskError(error: unknown): GraphQLError {
  if (error instanceof GraphQLError) {
    const original = error.originalError;
    if (original instanceof ApiError) {
      return new GraphQLError(original.message, {
        nodes: error.nodes,
        path: error.path,
        extensions: original.extensions,
      });
    }
    const code = error.extensions?.code;
    // the catalogue's codes, and the persisted-query miss clients need to fall back to POST
    if (typeof code === "string" && (ERROR_CODES as readonly string[]).includes(code)) return error;
    // GraphQL's own request errors (parse, validation, bad variables, mutation over GET)
    if (!original || original instanceof GraphQLError) {
      return new GraphQLError(error.message, {
        nodes: error.nodes,
        path: error.path,
        extensions: { code: "BAD_USER_INPUT" },
      });
    }
    console.error(original);
    return new GraphQLError("Unexpected error.", {
      nodes: error.nodes,
      path: error.path,
      extensions: { code: "INTERNAL_SERVER_ERROR" },
    });
  }
  console.error(error);
  return new GraphQLError("Unexpected error.", { extensions: { code: "INTERNAL_SERVER_ERROR" } });
}

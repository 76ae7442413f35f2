// Section 8: an API error code with a known message becomes an error toast; the codes that
// mean "log in" add a Log in action that opens the login dialog. Unknown codes show nothing
// and the caller decides (rethrow, inline message, error view).

import { requestLogin } from "@/components/auth/login-request";
import { errorMessageFor, LOGIN_ACTION_CODES, retryAfterOf } from "@/lib/graphql/error-messages";
import { toast } from "./toast-store";

/** The error's `code` (as GraphQLRequestError carries it), or UNKNOWN_ERROR. */
export function apiErrorCode(error: unknown): string {
  if (typeof error === "object" && error !== null && "code" in error && typeof error.code === "string" && error.code) {
    return error.code;
  }
  return "UNKNOWN_ERROR";
}

/**
 * Shows the toast for `error` and tells whether it did. `t` translates from the root of the
 * messages (keys like "apiErrors.NAME_INVALID" and "ui.logIn"): pass `useTranslations()`
 * with no namespace. One toast per code: a repeated error replaces its toast. A rate limit
 * says how long to wait when the API told.
 */
export function toastApiError(
  error: unknown,
  t: (key: string, values?: Record<string, string | number>) => string,
): boolean {
  const code = apiErrorCode(error);
  const message = errorMessageFor(code, retryAfterOf(error));
  if (!message) return false;
  const action = LOGIN_ACTION_CODES.has(code)
    ? { label: t("ui.logIn"), onClick: () => requestLogin("error") }
    : undefined;
  toast.error(t(message.key, message.values), { id: `api-error:${code}`, action });
  return true;
}

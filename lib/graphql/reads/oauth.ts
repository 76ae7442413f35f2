import "server-only";
import { OAuthAuthorizationRequestQuery } from "../documents/settings";
import { executeAsViewer, InProcessError } from "../execute";
import type { OAuthAuthorizeInput } from "../generated/graphql";

// The consent page's read: the app's authorization request as the API checked it, for the
// signed-in viewer. A request the API refuses outright (an unknown app, an address it did not
// register) is an answer here, not a failure: the page says so and sends nobody anywhere.

export async function getAuthorizationRequest(input: OAuthAuthorizeInput) {
  try {
    return { checked: (await executeAsViewer(OAuthAuthorizationRequestQuery, { input })).oauthAuthorizationRequest };
  } catch (error) {
    if (error instanceof InProcessError && error.code === "BAD_USER_INPUT") return { refused: true as const };
    throw error;
  }
}

// Any island can ask for the login dialog (a visitor pressing Follow, a toast's "Log in"
// action) without importing it: the request is a window event the dialog listens for.
// The trigger names are section 3's analytics list.

export const LOGIN_TRIGGERS = [
  "appreciation",
  "bookmark",
  "bookmarkTag",
  "circlePrice",
  "circleSubscription",
  "collectArticle",
  "reportIssues",
  "comment",
  "createDraft",
  "error",
  "followUser",
  "followTag",
  "followCircle",
  "migration",
  "nav",
  "sideNav",
  "support",
  "visitorWall",
  "momentComment",
  "momentLike",
  "applyCampaign",
  "collectionLike",
  "replyComment",
] as const;

export type LoginTrigger = (typeof LOGIN_TRIGGERS)[number];

/** What the dialog opens on: logging in, or signing up (the visitor wall's "Sign up"). */
export type LoginRequest = { trigger: LoginTrigger; mode: "login" | "signup" };

const EVENT = "margins:login";

export function requestLogin(trigger: LoginTrigger, mode: LoginRequest["mode"] = "login") {
  window.dispatchEvent(new CustomEvent<LoginRequest>(EVENT, { detail: { trigger, mode } }));
}

/** Subscribes to login requests; returns the unsubscribe function (for useEffect). */
export function onLoginRequest(handler: (request: LoginRequest) => void) {
  const listener = (event: Event) => handler((event as CustomEvent<LoginRequest>).detail);
  window.addEventListener(EVENT, listener);
  return () => window.removeEventListener(EVENT, listener);
}

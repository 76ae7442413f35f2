// The rules of a user name, the address of a person's page (/@name): the API enforces them
// (setUserName, updateUserInfo, the name a sign-up is given) and the sign-up form checks them
// as the new person types, before asking.

export const USER_NAME_MIN = 3;
export const USER_NAME_MAX = 20;

/** Names that read as the site's own voice or collide with its paths. */
const RESERVED_NAMES = new Set([
  "admin",
  "administrator",
  "margins",
  "official",
  "support",
  "system",
  "root",
  "me",
  "api",
  "graphql",
  "login",
  "signup",
  "search",
  "tags",
  "featured",
  "newest",
  "follow",
  "about",
  "guide",
  "community",
  "tos",
  "migration",
  "dev",
  "help",
  "null",
  "undefined",
]);

const USER_NAME_PATTERN = new RegExp(`^[A-Za-z0-9_]{${USER_NAME_MIN},${USER_NAME_MAX}}$`);

export const isValidUserName = (name: string) =>
  USER_NAME_PATTERN.test(name) && !RESERVED_NAMES.has(name.toLowerCase());

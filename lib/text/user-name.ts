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

/** Reserved for people and circles alike: both name an address of the site. */
export const isReservedName = (name: string) => RESERVED_NAMES.has(name.toLowerCase());

export const isValidUserName = (name: string) => USER_NAME_PATTERN.test(name) && !isReservedName(name);

/**
 * The prototypes Unicode's confusables.txt (UTS #39) gives the characters a name may hold: of
 * [A-Za-z0-9_] only these four have one; every other is its own. Taken from confusables.txt
 * as the npm package unhomoglyph ships it (data.json, Unicode 13.0; later versions list the
 * same for these characters), and checked against it by tests/unit/user-name.test.ts.
 */
export const CONFUSABLE_PROTOTYPES: Readonly<Record<string, string>> = { "0": "O", "1": "l", I: "l", m: "rn" };

/** UTS #39's skeleton: NFD, each character replaced by its prototype, NFD again. */
const skeleton = (text: string) =>
  [...text.normalize("NFD")]
    .map((c) => CONFUSABLE_PROTOTYPES[c] ?? c)
    .join("")
    .normalize("NFD");

/**
 * What two names that read alike share: the skeleton of the lower-cased skeleton. A name is
 * one name whatever its case (/@Alice is alice), so "AIice" (capital i), which reads as "Alice",
 * must meet "alice": the first skeleton makes it "Alice", lower case "alice". One account holds
 * each (users.user_name_skeleton, unique). Migration 0027's triggers compute the same in SQL,
 * and its tests hold the two together.
 */
export const userNameSkeleton = (name: string) => skeleton(skeleton(name).toLowerCase());

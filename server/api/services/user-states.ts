import "server-only";
import { cacheTags, feedChannelTags } from "@/lib/cache/tags";
import { verifyPassword } from "@/server/auth/password";
import type { Db } from "@/server/db/client";
import { commentTargetsOfAuthor, listingsOfAuthor } from "@/server/db/queries/author-listings";
import {
  findUsersCount,
  findUsersPage,
  liftExpiredBans,
  type StateFields,
  setRoleStatements,
  setStateStatements,
  type UserState,
} from "@/server/db/queries/user-states";
import { type UserRow, userByEmail } from "@/server/db/queries/users";
import type { Context, Purge } from "../context";
import { ApiError } from "../errors";
import type { UpdateUserRoleInput, UpdateUserStateInput } from "../generated/resolvers";
import { idOf } from "../ids";
import { guardFailures, type RateLimit, rateLimitWindow } from "../rules/rate-limit";
import { normalizeEmail } from "../validation";

// Admins set people's state and role (section 6: inactive people, banned, frozen or archived,
// cannot create; the API refuses their writes with FORBIDDEN_BY_STATE, rules/auth.ts). Every
// change is a conditional write on the state the admin saw, in one batch with its audit row.

const DAY_MS = 86_400_000;
const UTC8_MS = 8 * 3_600_000;

/** Wrong passwords an admin may give when archiving before being refused for a while. */
const PASSWORD_GUESSES: RateLimit = { limit: 5, period: 600, failures: true };

/**
 * When a ban of `days` given at `now` ends: the first midnight in UTC+8 (Hong Kong and Taipei
 * time, no summer time) at or after `days` full days, so a ban always ends as a day begins
 * where most readers are.
 */
export function banEnd(now: number, days: number): number {
  const local = now + days * DAY_MS + UTC8_MS;
  return Math.ceil(local / DAY_MS) * DAY_MS - UTC8_MS;
}

export async function updateUserState(ctx: Context, viewer: UserRow, input: UpdateUserStateInput) {
  const emails = input.emails ?? [];
  if ((input.id == null) === (emails.length === 0)) {
    throw new ApiError("BAD_USER_INPUT", "Name one person by id, or people by email.", { field: "input.id" });
  }
  if (input.banDays != null && input.state !== "banned") {
    throw new ApiError("BAD_USER_INPUT", "Ban days go with a ban.", { field: "input.banDays" });
  }
  if (input.state === "archived") {
    // archiving cannot be undone: one person at a time, and the admin says their password again
    if (input.id == null) throw new ApiError("BAD_USER_INPUT", "Archive one person at a time.", { field: "input.id" });
    if (!input.password) {
      throw new ApiError("BAD_USER_INPUT", "Archiving needs your password.", { field: "input.password" });
    }
    await checkOwnPassword(ctx, viewer, input.password);
  }
  const people = input.id != null ? [await personById(ctx, input.id)] : await peopleByEmail(ctx.db, emails);
  const after: StateFields = {
    state: input.state as UserState,
    banEndsAt: input.state === "banned" && input.banDays != null ? banEnd(ctx.now, input.banDays) : null,
  };
  for (const person of people) refuseStateChange(viewer, person, after.state);

  const statements = people.flatMap((person) =>
    setStateStatements(ctx.db, {
      actorId: viewer.id,
      userId: person.id,
      before: { state: person.state, banEndsAt: person.banEndsAt },
      after,
      now: ctx.now,
    }),
  );
  const [first, ...rest] = statements;
  if (!first) return [];
  const results = await ctx.db.batch([first, ...rest]);
  // every other statement is an UPDATE … RETURNING: the people it changed
  const changed = results.filter((_, i) => i % 2 === 1).flatMap((rows) => rows as UserRow[]);
  // someone else changed them first (a second ban at the same moment): nothing was written
  if (changed.length === 0) throw new ApiError("ACTION_FAILED", "The person's state changed meanwhile.");
  await purgeStates(ctx.db, ctx.purge, changed);
  for (const person of changed) ctx.loaders.user.clear(person.id).prime(person.id, person);
  return changed;
}

export async function updateUserRole(ctx: Context, viewer: UserRow, input: UpdateUserRoleInput) {
  const person = await personById(ctx, input.id);
  if (person.id === viewer.id) throw new ApiError("FORBIDDEN", "Admins do not change their own role.");
  if (person.state === "archived") throw new ApiError("ACTION_FAILED", "The account is archived.");
  if (person.role === input.role) throw new ApiError("ACTION_FAILED", `The person is already ${input.role}.`);
  const [audit, update] = setRoleStatements(ctx.db, {
    actorId: viewer.id,
    userId: person.id,
    before: person.role,
    after: input.role,
    now: ctx.now,
  });
  const [, rows] = await ctx.db.batch([audit, update]);
  const [changed] = rows as UserRow[];
  if (!changed) throw new ApiError("ACTION_FAILED", "The person's role changed meanwhile.");
  purgePeople(ctx.purge, [changed]);
  ctx.loaders.user.clear(changed.id).prime(changed.id, changed);
  return changed;
}

/** The scheduled job's round: bans whose end has come lifted (with their audit rows), pages purged. */
export async function liftBans(db: Db, now: number, purge: Purge) {
  const lifted = await liftExpiredBans(db, now);
  await purgeStates(db, purge, lifted);
  return lifted.length;
}

/** People for the admin area's search: by the start of a user name, or a whole email. */
export function findUsers(db: Db, key: string, afterName: string | null, limit: number) {
  return findUsersPage(db, key.trim(), afterName, limit);
}

export function countFoundUsers(db: Db, key: string) {
  return findUsersCount(db, key.trim());
}

/** Why a change from the person's state to `to` is refused, thrown; nothing when it may go ahead. */
function refuseStateChange(viewer: UserRow, person: UserRow, to: UserState) {
  if (person.id === viewer.id) throw new ApiError("FORBIDDEN", "Admins do not change their own state.");
  if (person.state === "archived") throw new ApiError("ACTION_FAILED", "The account is archived.");
  if (person.state === to) throw new ApiError("ACTION_FAILED", `The person is already ${to}.`);
}

async function personById(ctx: Context, id: string) {
  const person = await ctx.loaders.user.load(idOf(id, "User"));
  if (!person) throw new ApiError("USER_NOT_FOUND", "No such person.");
  return person;
}

async function peopleByEmail(db: Db, emails: readonly string[]) {
  const unique = [...new Set(emails.map(normalizeEmail))];
  const people = await Promise.all(unique.map((email) => userByEmail(db, email)));
  if (people.some((p) => !p)) throw new ApiError("USER_NOT_FOUND", "No account has one of those emails.");
  return people as UserRow[];
}

async function checkOwnPassword(ctx: Context, viewer: UserRow, password: string) {
  const hash = viewer.passwordHash;
  const window = rateLimitWindow(PASSWORD_GUESSES, "updateUserState.password", {}, ctx);
  await guardFailures(ctx, [{ limit: PASSWORD_GUESSES, window }], async () => {
    if (!hash || !(await verifyPassword(password, hash))) {
      throw new ApiError("USER_PASSWORD_INVALID", "The password is not correct.");
    }
  });
}

type Person = { id: number; userName: string | null };

/** A person's state or role shows wherever they do (archived people's names, profiles' indexing). */
function purgePeople(purge: Purge, people: readonly Person[]) {
  if (people.length === 0) return;
  purge(people.flatMap((p) => [cacheTags.user(p.id), ...(p.userName ? [cacheTags.userByName(p.userName)] : [])]));
}

/**
 * A state change also takes the person's writing out of (or back into) everything that lists
 * other people's too: Latest, Featured, search and the sitemap, the pages of the tags and
 * channels their articles are in, and the articles and moments they commented under (a frozen
 * person's comments read as hidden).
 */
async function purgeStates(db: Db, purge: Purge, people: readonly Person[]) {
  if (people.length === 0) return;
  purgePeople(purge, people);
  const tags = new Set<string>([cacheTags.newest, cacheTags.featured, cacheTags.search, cacheTags.sitemap]);
  for (const person of people) {
    const [listings, commented] = await Promise.all([
      listingsOfAuthor(db, person.id),
      commentTargetsOfAuthor(db, person.id),
    ]);
    for (const tag of [
      ...listings.tagIds.map(cacheTags.tag),
      ...feedChannelTags(listings.channels),
      ...commented.articleIds.map(cacheTags.article),
      ...commented.momentIds.map(cacheTags.moment),
    ])
      tags.add(tag);
  }
  purge([...tags]);
}

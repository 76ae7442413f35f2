import "server-only";
import { cacheTags } from "@/lib/cache/tags";
import { FALLBACK_LOCALE, toLanguage } from "@/lib/i18n/locales";
import { generateCode, hashCode, newCodeStatements } from "@/server/auth/codes";
import type { Statement } from "@/server/db/client";
import {
  acceptStatement,
  type CircleInvitationRow,
  inviteEmailStatement,
  inviteUserStatement,
  membersAmong,
  trialJoinStatement,
  trialRefusal,
} from "@/server/db/queries/circle-invitations";
import { joinRefusal } from "@/server/db/queries/circle-members";
import type { CirclePriceRow, CircleRow } from "@/server/db/queries/circles";
import { activeRecipients, blockersAmong, settingAmong } from "@/server/db/queries/notices";
import { type UserRow, userByEmail, usersByIds } from "@/server/db/queries/users";
import { CIRCLE_FREE_PERIODS } from "@/server/db/schema";
import type { Context } from "../context";
import { ApiError } from "../errors";
import { idOf } from "../ids";
import { mailMode } from "../mail-mode";
import { isEmail } from "../validation";
import { cancelSupersededCheckout } from "./circle-card-subscriptions";
import { invitationMail, invitationSignUpMail } from "./circle-invitation-mail";
import { assertMailCanBeSent, sendMail } from "./mail";
import { notify } from "./notices";

// invite (owner only) and accepting an invitation (subscribeCircle while one is pending). An
// invitee is a user (by id, or by the email of their account) or an email without an account,
// which is mailed a sign-up code that waits as long as an invitation may (180 days). Members and
// the owner are skipped. Each invitation is one conditional upsert on the pending index, so
// inviting again, or twice at once, refreshes the one pending row.

/** Invitees one call may name: each is a statement, a notice and maybe a mail. */
export const INVITEES_MAX = 50;
/** How long an emailed invitation's sign-up code is good for. */
export const INVITATION_CODE_TTL_MS = 180 * 24 * 60 * 60 * 1000;
const DAY_MS = 24 * 60 * 60 * 1000;

type InviteInput = {
  circleId: string;
  freePeriod: number;
  invitees: readonly { id?: string | null; email?: string | null }[];
};

export async function invite(ctx: Context, viewer: UserRow, input: InviteInput): Promise<CircleInvitationRow[]> {
  // what @auth does for other mutations: the contract has none on invite
  if (viewer.state !== "active") {
    throw new ApiError("FORBIDDEN_BY_STATE", `Not allowed while the account is ${viewer.state}.`);
  }
  const circle = await ctx.loaders.circle.load(idOf(input.circleId, "Circle"));
  if (!circle) throw new ApiError("CIRCLE_NOT_FOUND", "Circle not found.");
  if (circle.ownerId !== viewer.id) throw new ApiError("FORBIDDEN", "Only the circle's owner invites.");
  if (circle.state !== "active") throw new ApiError("FORBIDDEN_BY_TARGET_STATE", "The circle is archived.");
  if (!(CIRCLE_FREE_PERIODS as readonly number[]).includes(input.freePeriod)) {
    throw new ApiError("BAD_USER_INPUT", "The free period is 30, 90, 180 or 360 days.");
  }
  if (input.invitees.length === 0 || input.invitees.length > INVITEES_MAX) {
    throw new ApiError("BAD_USER_INPUT", `Invite 1 to ${INVITEES_MAX} people at a time.`);
  }

  const userIds = new Set<number>();
  const emails = new Set<string>();
  for (const invitee of input.invitees) {
    if (Boolean(invitee.id) === Boolean(invitee.email)) {
      throw new ApiError("BAD_USER_INPUT", "Each invitee is a user id or an email.");
    }
    if (invitee.id) userIds.add(idOf(invitee.id, "User"));
    else if (invitee.email) {
      if (!isEmail(invitee.email)) throw new ApiError("USER_EMAIL_INVALID", "Invalid Email.");
      emails.add(invitee.email.trim().toLowerCase());
    }
  }
  // an email of an account invites the account
  const newcomers: string[] = [];
  for (const email of emails) {
    const user = await userByEmail(ctx.db, email);
    if (user) userIds.add(user.id);
    else newcomers.push(email);
  }
  const users = (await usersByIds(ctx.db, [...userIds])).filter((u) => u.state === "active");
  if (users.length < userIds.size && users.length + newcomers.length === 0) {
    throw new ApiError("USER_NOT_FOUND", "User not found.");
  }
  const members = await membersAmong(
    ctx.db,
    circle.id,
    users.map((u) => u.id),
  );
  const invitedUsers = users.filter((u) => u.id !== circle.ownerId && !members.has(u.id));
  if (newcomers.length > 0) assertMailCanBeSent(ctx.env);

  const base = { circleId: circle.id, inviterId: viewer.id, freePeriod: input.freePeriod, now: ctx.now };
  const codes = await Promise.all(
    newcomers.map(async (email) => {
      const code = generateCode();
      return { email, code, codeHash: await hashCode(ctx.key, email, "register", code) };
    }),
  );
  const upserts = [
    ...invitedUsers.map((u) => inviteUserStatement(ctx.db, { ...base, inviteeId: u.id })),
    ...newcomers.map((email) => inviteEmailStatement(ctx.db, { ...base, email })),
  ];
  const codeStatements: Statement[] = codes.flatMap((c) =>
    newCodeStatements(ctx.db, {
      email: c.email,
      type: "register",
      codeHash: c.codeHash,
      userId: null,
      now: ctx.now,
      ttlMs: INVITATION_CODE_TTL_MS,
    }),
  );
  const [first, ...rest] = [...upserts, ...codeStatements];
  if (!first) return [];
  // the invitations and the codes together: a code is never good without its invitation
  const results: unknown[] = await ctx.db.batch([first, ...rest]);
  const rows = results.slice(0, upserts.length).flatMap((r) => r as CircleInvitationRow[]);

  const letter = invitationLetter(ctx, viewer, circle, input.freePeriod);
  for (const c of codes) {
    try {
      await sendMail(
        ctx.env,
        ctx.db,
        invitationSignUpMail(c.email, letter, c.code, `${siteOf(ctx)}/signup`, NEWCOMER_LANGUAGE),
      );
    } catch (error) {
      // the invitation stands; the owner may send it again
      console.error("invitation mail failed", error);
    }
  }
  await notify(
    ctx,
    viewer,
    invitedUsers.map((u) => ({ recipientId: u.id, type: "CircleInvitation", targetId: circle.id })),
  );
  await mailInvitees(ctx, viewer, invitedUsers, letter);
  return rows;
}

/**
 * The language of the mail to an email without an account: nothing here records a language for
 * an address no one signed up with, so the site's own (the one a reader whose language nothing
 * tells is served), never the owner's, whose choice says nothing of the invitee's.
 */
const NEWCOMER_LANGUAGE = toLanguage(FALLBACK_LOCALE);

const siteOf = (ctx: Context) => ctx.env.SITE_URL ?? `https://${ctx.host}`;

function invitationLetter(ctx: Context, owner: UserRow, circle: CircleRow, freePeriod: number) {
  return {
    circleName: circle.displayName,
    ownerName: owner.displayName ?? owner.userName ?? "",
    freePeriod,
    url: `${siteOf(ctx)}/~${circle.name}`,
  };
}

/** Mail to invited readers who turned email on and did not block the owner; never the call's failure. */
async function mailInvitees(
  ctx: Context,
  owner: UserRow,
  invitees: readonly UserRow[],
  letter: ReturnType<typeof invitationLetter>,
) {
  if (invitees.length === 0 || mailMode(ctx.env) === "none") return;
  const ids = invitees.map((u) => u.id);
  const [on, blockers, active] = await Promise.all([
    settingAmong(ctx.db, ids, "email", true),
    blockersAmong(ctx.db, ids, owner.id),
    activeRecipients(ctx.db, ids),
  ]);
  for (const to of active) {
    if (!on.has(to.id) || blockers.has(to.id) || !to.email) continue;
    try {
      await sendMail(ctx.env, ctx.db, invitationMail(to.email, letter, to.language));
    } catch (error) {
      console.error("invitation mail failed", error);
    }
  }
}

/**
 * Accepts a pending invitation: a trial membership for its free period and the invitation
 * accepted, in one batch that fails whole when the invitation was taken meanwhile (a second
 * accept at the same moment), the viewer is already a member, or holds 20 circles. An unpaid
 * card checkout of the circle (`unpaidCheckout`, its subscription as read before) is replaced by
 * the trial and canceled at the processor, as a later subscription replaces it.
 */
export async function acceptInvitation(
  ctx: Context,
  viewer: UserRow,
  circle: CircleRow,
  price: CirclePriceRow,
  invitation: CircleInvitationRow,
  unpaidCheckout: string | null,
) {
  const join = trialJoinStatement(ctx.db, {
    circleId: circle.id,
    userId: viewer.id,
    priceId: price.id,
    invitationId: invitation.id,
    periodEnd: ctx.now + invitation.freePeriod * DAY_MS,
    now: ctx.now,
    supersedes: unpaidCheckout,
  });
  const accept = acceptStatement(ctx.db, invitation.id, viewer.id, ctx.now);
  // no idempotency key: nothing is paid, and a repeat is answered DUPLICATE_CIRCLE_SUBSCRIPTION
  try {
    await ctx.db.batch([join, accept]);
  } catch (error) {
    const refusal = trialRefusal(error) ?? joinRefusal(error);
    if (refusal === "taken" || refusal === "duplicate") {
      throw new ApiError("DUPLICATE_CIRCLE_SUBSCRIPTION", "Already subscribed to this circle.");
    }
    if (refusal === "limit")
      throw new ApiError("ACTION_LIMIT_EXCEEDED", "At most 20 circles can be subscribed at once.");
    throw error;
  }
  // the checkout's subscription must not stay payable beside the trial
  if (unpaidCheckout) await cancelSupersededCheckout(ctx, unpaidCheckout);
  // the member count on the circle's page
  ctx.purge([cacheTags.circle(circle.id)]);
  return { circle, client_secret: null };
}

import "server-only";
import { eq } from "drizzle-orm";
import { codeSpentMeanwhile, generateCode, hashCode, newCodeStatements, spendCode } from "@/server/auth/codes";
import { limitRefused, withinLimit } from "@/server/db/batch-limits";
import { emailChangeCount, emailChangeRoom, type UserRow, userByEmail } from "@/server/db/queries/users";
import { emailChanges, users } from "@/server/db/schema";
import type { Context } from "../context";
import { ApiError } from "../errors";
import { EMAIL_CHANGE_WINDOW_MS, EMAIL_CHANGES_MAX } from "../rules/account";
import { normalizeEmail } from "../validation";
import { codeError } from "./code-errors";
import { assertMailCanBeSent, sendMail } from "./mail";
import { emailChangedMail, verificationCodeMail } from "./mail-templates";

// Changing an account's email takes two steps: setEmail mails a code to the new address,
// verifyEmail with that code makes the change. The account keeps its old address until the new
// one is proven, so a mistyped address never becomes the one it signs in with.

export async function changeEmailTimesLeft(ctx: Context, userId: number) {
  const used = await emailChangeCount(ctx.db, userId, ctx.now - EMAIL_CHANGE_WINDOW_MS);
  return Math.max(0, EMAIL_CHANGES_MAX - used);
}

const emailTaken = () =>
  new ApiError("USER_EMAIL_EXISTS", "This email has been used, please go to login or try another one.");

const noTimesLeft = () =>
  new ApiError("ACTION_LIMIT_EXCEEDED", "The email can be changed at most 3 times in 30 days.", {
    reason: "changeEmailTimesLeft",
  });

async function assertTimesLeft(ctx: Context, userId: number) {
  if ((await changeEmailTimesLeft(ctx, userId)) <= 0) throw noTimesLeft();
}

/** setEmail: checks the new address and mails it a code (email_verify) that names the viewer. */
export async function requestEmailChange(ctx: Context, viewer: UserRow, rawEmail: string) {
  const email = normalizeEmail(rawEmail);
  if (email === viewer.email) throw new ApiError("BAD_USER_INPUT", "This is already the account's email.");
  if (await userByEmail(ctx.db, email)) throw emailTaken();
  await assertTimesLeft(ctx, viewer.id);
  assertMailCanBeSent(ctx.env);
  const code = generateCode();
  const codeHash = await hashCode(ctx.key, email, "email_verify", code);
  // mailed first: a mail the provider refused leaves no code, and the codes mailed before stay good
  await sendMail(ctx.env, ctx.db, verificationCodeMail(email, "email_verify", code, viewer.language));
  await ctx.db.batch([
    ...newCodeStatements(ctx.db, { email, type: "email_verify", codeHash, userId: viewer.id, now: ctx.now }),
  ]);
  return viewer;
}

/**
 * verifyEmail's second use: the viewer proves the new address with the code setEmail sent.
 * The code, the new address and the count of changes are written in one batch, which the
 * record of the change fails when the changes are used up: codes for several addresses
 * verified at once make no more changes than are left.
 */
export async function completeEmailChange(ctx: Context, viewer: UserRow, email: string, codeId: number) {
  if (viewer.state !== "active") {
    throw new ApiError("FORBIDDEN_BY_STATE", `Not allowed while the account is ${viewer.state}.`);
  }
  await assertTimesLeft(ctx, viewer.id);
  let user: UserRow | undefined;
  try {
    const [, [row]] = await ctx.db.batch([
      spendCode(ctx.db, codeId, "used"),
      ctx.db
        .update(users)
        .set({ email, emailVerified: true, updatedAt: ctx.now })
        .where(eq(users.id, viewer.id))
        .returning(),
      ctx.db.insert(emailChanges).values({
        userId: withinLimit(emailChangeRoom(viewer.id, ctx.now - EMAIL_CHANGE_WINDOW_MS, EMAIL_CHANGES_MAX), viewer.id),
        emailBefore: viewer.email,
        emailAfter: email,
        createdAt: ctx.now,
      }),
    ]);
    user = row;
  } catch (error) {
    if (limitRefused(error, "email_changes.user_id")) throw noTimesLeft();
    if (codeSpentMeanwhile(error)) throw codeError("CODE_INACTIVE");
    // another account took the address between the check and the write (its unique index)
    if (await userByEmail(ctx.db, email)) throw emailTaken();
    throw error;
  }
  if (!user) throw new ApiError("USER_NOT_FOUND", "User not found.");
  if (viewer.email) {
    // the change is made: a failure to tell the old address must not undo it or fail the call
    await sendMail(ctx.env, ctx.db, emailChangedMail(viewer.email, email, viewer.language)).catch((error) =>
      console.error("email change notice not sent", error),
    );
  }
  ctx.loaders.user.clear(user.id).prime(user.id, user);
  if (ctx.viewer.id !== null) ctx.viewer = { ...ctx.viewer, user };
  return user;
}

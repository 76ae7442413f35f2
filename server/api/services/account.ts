import "server-only";
import { eq } from "drizzle-orm";
import { jwtVerify, SignJWT } from "jose";
import { userCreated } from "@/lib/cache/tags";
import { isValidUserName } from "@/lib/text/user-name";
import {
  type CodeType,
  checkCode,
  generateCode,
  hashCode,
  newCodeStatements,
  spendCode,
  takeConfirmedCode,
} from "@/server/auth/codes";
import { hashPassword, verifyPassword } from "@/server/auth/password";
import { hashPaymentPassword } from "@/server/auth/payment-password-hash";
import {
  clearSessionCookie,
  languageCookies,
  newSessionId,
  SESSION_MAX_AGE,
  sessionCookie,
  signSession,
} from "@/server/auth/session";
import { indexNewUser } from "@/server/db/queries/search";
import { createSessionStatements, deleteOtherSessions, deleteSession } from "@/server/db/queries/sessions";
import { isUserNameConflict, type UserRow, userByEmail, userNameTaken } from "@/server/db/queries/users";
import { users } from "@/server/db/schema";
import { type Context, VISITOR } from "../context";
import { ApiError } from "../errors";
import { PAYMENT_PASSWORD_PATTERN } from "../rules/account";
import { guardFailures, type RateLimit, rateLimitWindow } from "../rules/rate-limit";
import {
  looksLikeCode,
  normalizeEmail,
  signUpDisplayName,
  validatePassword,
  validateReferralCode,
} from "../validation";
import { codeError, spending } from "./code-errors";
import { completeEmailChange } from "./email-change";
import { assertMailCanBeSent, sendMail } from "./mail";
import { verificationCodeMail } from "./mail-templates";
import { userIndexText } from "./search";

type Language = UserRow["language"];

export async function sendVerificationCode(
  ctx: Context,
  input: { email: string; type: CodeType; language?: Language | null },
) {
  const email = normalizeEmail(input.email);
  assertMailCanBeSent(ctx.env);
  const user = await userByEmail(ctx.db, email);
  if (input.type === "register" && user) {
    throw new ApiError("USER_EMAIL_EXISTS", "This email has been used, please go to login or try another one.");
  }
  if (input.type !== "register" && !user) {
    throw new ApiError("USER_EMAIL_NOT_FOUND", "Incorrect email or password.");
  }
  if (input.type === "payment_password_reset" && ctx.viewer.id !== user?.id) {
    throw new ApiError("FORBIDDEN", "Sign in to the account to reset its payment password.");
  }
  const code = generateCode();
  const codeHash = await hashCode(ctx.key, email, input.type, code);
  const language = input.language ?? user?.language ?? "en";
  // mailed first: a mail the provider refused leaves no code, and the codes mailed before stay good
  await sendMail(ctx.env, ctx.db, verificationCodeMail(email, input.type, code, language));
  await ctx.db.batch([
    ...newCodeStatements(ctx.db, { email, type: input.type, codeHash, userId: user?.id ?? null, now: ctx.now }),
  ]);
  return true;
}

/** Checks a code without signing in; answers a short-lived token naming it, for resetPassword. */
export async function confirmVerificationCode(ctx: Context, input: { email: string; type: CodeType; code: string }) {
  const email = normalizeEmail(input.email);
  const result = await checkCode(ctx.db, ctx.key, {
    email,
    type: input.type,
    code: input.code,
    now: ctx.now,
  });
  if (!result.ok) throw codeError(result.reason);
  await spending(spendCode(ctx.db, result.id, "verified"));
  // Not the row id: a guessable id would let anyone spend someone else's confirmed code.
  return new SignJWT({ typ: "code" })
    .setProtectedHeader({ alg: "HS256" })
    .setSubject(String(result.id))
    .setExpirationTime("10m")
    .sign(ctx.key);
}

export async function resetPassword(
  ctx: Context,
  input: { password: string; codeId: string; type?: "account" | "payment" | null },
) {
  const type = input.type ?? "account";
  // a payment password is six digits (as updateUserInfo sets it), not a login password
  if (type === "payment" && !PAYMENT_PASSWORD_PATTERN.test(input.password)) {
    throw new ApiError("BAD_USER_INPUT", "A payment password is six digits.");
  }
  const password = type === "payment" ? input.password : validatePassword(input.password);
  let codeRowId: number;
  try {
    const { payload } = await jwtVerify(input.codeId, ctx.key, { algorithms: ["HS256"] });
    if (payload.typ !== "code") throw new Error("not a code token");
    codeRowId = Number(payload.sub);
  } catch {
    throw codeError("CODE_INVALID");
  }
  const code = await takeConfirmedCode(
    ctx.db,
    codeRowId,
    type === "payment" ? ["payment_password_reset"] : ["email_otp"],
    ctx.now,
  );
  if (!code) throw codeError("CODE_INACTIVE");
  const user = await userByEmail(ctx.db, code.email);
  if (!user) throw new ApiError("USER_EMAIL_NOT_FOUND", "Incorrect email or password.");
  if (type === "payment") {
    const hash = await hashPaymentPassword(ctx.env, password);
    await ctx.db.update(users).set({ paymentPasswordHash: hash, updatedAt: ctx.now }).where(eq(users.id, user.id));
  } else {
    const hash = await hashPassword(password);
    // A new password ends every other session: whoever knew the old one is signed out
    // everywhere but on the device that reset it (when that device is signed in as the user).
    const keep = ctx.viewer.id === user.id ? ctx.viewer.sessionId : null;
    await ctx.db.batch([
      ctx.db.update(users).set({ passwordHash: hash, updatedAt: ctx.now }).where(eq(users.id, user.id)),
      deleteOtherSessions(ctx.db, user.id, keep),
    ]);
  }
  return true;
}

export async function setPassword(ctx: Context, viewer: UserRow, password: string) {
  validatePassword(password);
  // Changing an existing password takes an emailed code (resetPassword); a session alone
  // may only add one to an account made by code. Other devices are signed out, as on reset.
  if (viewer.passwordHash) throw new ApiError("FORBIDDEN", "Use a verification code to change the password.");
  const [[user]] = await ctx.db.batch([
    ctx.db
      .update(users)
      .set({ passwordHash: await hashPassword(password), updatedAt: ctx.now })
      .where(eq(users.id, viewer.id))
      .returning(),
    deleteOtherSessions(ctx.db, viewer.id, ctx.viewer.sessionId),
  ]);
  if (!user) throw new ApiError("USER_NOT_FOUND", "User not found.");
  return user;
}

/**
 * Wrong passwords lock out per (email, address) after 10 (the @rateLimit on emailLogin), so
 * a stranger's guesses never lock the owner out of their own account from their own
 * network. Per email alone only this much higher ceiling applies, against guessing from
 * many addresses; it counts and stops password attempts only, so even then the owner can
 * still sign in with a code mailed to them.
 */
const PASSWORD_GUESSES_PER_EMAIL: RateLimit = { period: 3600, limit: 100, per: "email", failures: true };

export async function emailLogin(
  ctx: Context,
  input: { email: string; passwordOrCode: string; language?: Language | null; referralCode?: string | null },
) {
  const email = normalizeEmail(input.email);
  const referralCode = validateReferralCode(input.referralCode);
  const secret = input.passwordOrCode;
  const existing = await userByEmail(ctx.db, email);

  if (existing) {
    let user = existing;
    if (looksLikeCode(secret)) {
      const result = await checkCode(ctx.db, ctx.key, { email, type: "email_otp", code: secret, now: ctx.now });
      if (!result.ok) throw codeError(result.reason);
      // a code proves the mailbox too
      user = await spendAndVerify(ctx, result.id, existing);
    } else {
      const guesses = rateLimitWindow(PASSWORD_GUESSES_PER_EMAIL, "emailLogin.password", { email }, ctx);
      const hash = existing.passwordHash;
      await guardFailures(ctx, [{ limit: PASSWORD_GUESSES_PER_EMAIL, window: guesses }], async () => {
        if (!hash || !(await verifyPassword(secret, hash))) {
          throw new ApiError("USER_PASSWORD_INVALID", "Incorrect email or password.");
        }
      });
    }
    await startSession(ctx, user);
    return { auth: true, token: null, type: "Login" as const, user };
  }

  if (!looksLikeCode(secret)) throw new ApiError("USER_EMAIL_NOT_FOUND", "Incorrect email or password.");
  const result = await checkCode(ctx.db, ctx.key, { email, type: "register", code: secret, now: ctx.now });
  if (!result.ok) throw codeError(result.reason);
  const user = await createUser(ctx, result.id, { email, language: input.language ?? "zh_hant", referralCode });
  await startSession(ctx, user);
  return { auth: true, token: null, type: "Signup" as const, user };
}

/**
 * Proves a mailbox with its email_verify code. For an account's own address it marks the address
 * verified and signs in; for an address setEmail sent a code to, the signed-in account that
 * asked moves to it (its session goes on). A code only ever serves the account it was sent for.
 */
export async function verifyEmail(ctx: Context, input: { email: string; code: string }) {
  const email = normalizeEmail(input.email);
  const existing = await userByEmail(ctx.db, email);
  const viewer = ctx.viewer.user;
  if (!existing && !viewer) throw new ApiError("USER_EMAIL_NOT_FOUND", "Incorrect email or password.");
  const result = await checkCode(ctx.db, ctx.key, { email, type: "email_verify", code: input.code, now: ctx.now });
  if (!result.ok) throw codeError(result.reason);
  if (existing) {
    // a code sent for someone else's change to this address does not open this account
    if (result.userId !== existing.id) throw codeError("CODE_INVALID");
    const user = await spendAndVerify(ctx, result.id, existing);
    await startSession(ctx, user);
    return { auth: true, token: null, type: "Login" as const, user };
  }
  if (!viewer || result.userId !== viewer.id) throw codeError("CODE_INVALID");
  const user = await completeEmailChange(ctx, viewer, email, result.id);
  return { auth: true, token: null, type: "Login" as const, user };
}

/** Spends the code and marks the email verified, together. */
async function spendAndVerify(ctx: Context, codeId: number, user: UserRow) {
  const [, [row]] = await spending(
    ctx.db.batch([
      spendCode(ctx.db, codeId, "used"),
      ctx.db.update(users).set({ emailVerified: true }).where(eq(users.id, user.id)).returning(),
    ]),
  );
  return row ?? user;
}

/**
 * Logging out ends this device's session on the server too: its row goes, so a copy of the
 * token taken before logout stops working. The account's other devices stay signed in.
 */
export async function endSession(ctx: Context) {
  if (ctx.viewer.sessionId !== null) await deleteSession(ctx.db, ctx.viewer.sessionId);
  ctx.cookies.push(clearSessionCookie(ctx.secure));
  ctx.viewer = VISITOR;
}

/** The token goes only into the HttpOnly cookie, never into the response body. */
export async function startSession(ctx: Context, user: UserRow) {
  const sessionId = newSessionId();
  await ctx.db.batch(
    createSessionStatements(
      ctx.db,
      { id: sessionId, userId: user.id, userAgent: ctx.userAgent, ip: ctx.ip, now: ctx.now },
      ctx.now + SESSION_MAX_AGE * 1000,
    ),
  );
  const token = await signSession({ userId: user.id, sessionId }, ctx.key);
  ctx.cookies.push(sessionCookie(token, ctx.secure), ...languageCookies(user.language, ctx.secure));
  ctx.viewer = { id: user.id, user, sessionId };
}

/**
 * A free name near `wanted` (a mailbox name, a wallet's address), valid like a chosen one; the
 * user may change it later.
 */
async function freeUserName(ctx: Context, wanted: string) {
  const base = wanted.replace(/[^A-Za-z0-9_]/g, "").slice(0, 14) || "user";
  let userName = base.length >= 3 && isValidUserName(base) ? base : `${base.slice(0, 10)}_user`;
  for (let i = 0; !isValidUserName(userName) || (await userNameTaken(ctx.db, userName)); i++) {
    const suffix = String(crypto.getRandomValues(new Uint16Array(1))[0] ?? i).padStart(5, "0");
    userName = `${base.slice(0, 14)}${suffix}`;
  }
  return userName;
}

/** Tries at a sign-up's name: another's (or one that reads as it) may be written between the check and the write. */
const NAME_TRIES = 3;

/**
 * Writes a new account under a free name near `wanted` (`write` makes its batch for the name).
 * When a simultaneous sign-up took the name, or one that reads as it, first (the batch is
 * undone whole), another free name is chosen and the batch written again.
 */
export async function withFreeUserName<T>(
  ctx: Context,
  wanted: string,
  write: (userName: string) => Promise<T>,
): Promise<T> {
  for (let attempt = 1; ; attempt++) {
    const userName = await freeUserName(ctx, wanted);
    try {
      return await write(userName);
    } catch (error) {
      if (!isUserNameConflict(error) || attempt >= NAME_TRIES) throw error;
    }
  }
}

/** The account and the spent sign-up code are written together: neither stays without the other. */
async function createUser(
  ctx: Context,
  codeId: number,
  { email, language, referralCode }: { email: string; language: Language; referralCode: string | null },
) {
  const local = email.split("@")[0] ?? "user";
  const user = await withFreeUserName(ctx, local, async (userName) => {
    const displayName = signUpDisplayName(local, userName);
    const [, [row]] = await spending(
      ctx.db.batch([
        spendCode(ctx.db, codeId, "used"),
        ctx.db
          .insert(users)
          .values({
            email,
            emailVerified: true,
            userName,
            displayName,
            language,
            referralCode,
            agreeOn: ctx.now,
            createdAt: ctx.now,
          })
          .returning(),
        indexNewUser(ctx.db, email, userIndexText({ userName, displayName, description: null })),
      ]),
    );
    return row;
  });
  if (!user) throw new Error("user insert returned nothing");
  ctx.purge(userCreated(user.userName as string));
  return user;
}

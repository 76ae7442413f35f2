import "server-only";
import { and, desc, eq, inArray, lt, sql } from "drizzle-orm";
import { limitRefused, withinLimit } from "@/server/db/batch-limits";
import type { Db } from "@/server/db/client";
import { verificationCodes } from "@/server/db/schema";

export const CODE_TTL_MS = 10 * 60 * 1000;
/** Wrong guesses a code survives; after that it is spent and a new one must be sent. */
export const CODE_MAX_ATTEMPTS = 5;

export type CodeType = (typeof verificationCodes.$inferSelect)["type"];
export type CodeCheck =
  | { ok: true; id: number; userId: number | null }
  | { ok: false; reason: "CODE_INVALID" | "CODE_INACTIVE" | "CODE_EXPIRED" };

export function generateCode(): string {
  const n = crypto.getRandomValues(new Uint32Array(1))[0] ?? 0;
  return String(n % 1_000_000).padStart(6, "0");
}

/** Keyed hash: a copy of the table reveals no codes without the secret. */
export async function hashCode(key: Uint8Array, email: string, type: string, code: string) {
  const hmacKey = await crypto.subtle.importKey("raw", key as BufferSource, { name: "HMAC", hash: "SHA-256" }, false, [
    "sign",
  ]);
  const mac = await crypto.subtle.sign("HMAC", hmacKey, new TextEncoder().encode(`${email}\n${type}\n${code}`));
  return [...new Uint8Array(mac)].map((b) => b.toString(16).padStart(2, "0")).join("");
}

/**
 * Statements that retire older codes and store a new one; the caller batches them with the mail.
 * `ttlMs` is for the few codes meant to wait (a circle invitation's sign-up code: 180 days).
 */
export function newCodeStatements(
  db: Db,
  input: { email: string; type: CodeType; codeHash: string; userId: number | null; now: number; ttlMs?: number },
) {
  return [
    db
      .update(verificationCodes)
      .set({ state: "inactive" })
      .where(
        and(
          eq(verificationCodes.email, input.email),
          eq(verificationCodes.type, input.type),
          eq(verificationCodes.state, "active"),
        ),
      ),
    db.insert(verificationCodes).values({
      email: input.email,
      type: input.type,
      codeHash: input.codeHash,
      userId: input.userId,
      expiresAt: input.now + (input.ttlMs ?? CODE_TTL_MS),
      createdAt: input.now,
    }),
  ] as const;
}

/**
 * Checks a code against the recent codes for this email and type. A code that matches an
 * older, replaced or spent code is CODE_INACTIVE; one past its time CODE_EXPIRED; anything
 * else CODE_INVALID, which also uses up one of the active code's attempts.
 * A guess at the active code takes one of its attempts before anything is answered about it,
 * in one conditional write: guesses sent at once never check more than CODE_MAX_ATTEMPTS of
 * them, and once the attempts are used up even the right code is CODE_INACTIVE. A right guess
 * keeps the attempt it took (the code is spent then), so wrong guesses racing it cannot take
 * its place and make it refused.
 * A good code is not spent here: the caller batches `spendCode` with the write the code
 * allows, so a failed write leaves the code usable.
 */
export async function checkCode(
  db: Db,
  key: Uint8Array,
  input: { email: string; type: CodeType; code: string; now: number },
): Promise<CodeCheck> {
  const codeHash = await hashCode(key, input.email, input.type, input.code.trim());
  const recent = await db
    .select()
    .from(verificationCodes)
    .where(and(eq(verificationCodes.email, input.email), eq(verificationCodes.type, input.type)))
    .orderBy(desc(verificationCodes.id))
    .limit(10);
  const match = recent.find((row) => row.codeHash === codeHash);
  const active = recent.find((row) => row.state === "active");

  // a code no longer usable: naming it tells nothing about the one that is
  if (match && match !== active) {
    return { ok: false, reason: match.state === "expired" ? "CODE_EXPIRED" : "CODE_INACTIVE" };
  }
  if (!active) return { ok: false, reason: "CODE_INVALID" };
  if (active.expiresAt <= input.now) {
    if (!match) return { ok: false, reason: "CODE_INVALID" };
    await db.update(verificationCodes).set({ state: "expired" }).where(eq(verificationCodes.id, active.id));
    return { ok: false, reason: "CODE_EXPIRED" };
  }
  const [attempt] = await db
    .update(verificationCodes)
    .set({ attempts: sql`${verificationCodes.attempts} + 1` })
    .where(
      and(
        eq(verificationCodes.id, active.id),
        eq(verificationCodes.state, "active"),
        lt(verificationCodes.attempts, CODE_MAX_ATTEMPTS),
      ),
    )
    .returning({ attempts: verificationCodes.attempts });
  // no attempt left (worn out by wrong guesses), or spent or replaced meanwhile
  if (!attempt) return { ok: false, reason: match ? "CODE_INACTIVE" : "CODE_INVALID" };
  if (match) return { ok: true, id: active.id, userId: active.userId };
  if (attempt.attempts >= CODE_MAX_ATTEMPTS) {
    // its last attempt gone wrong: it is worn out, and a new code must be sent
    await db
      .update(verificationCodes)
      .set({ state: "inactive" })
      .where(and(eq(verificationCodes.id, active.id), eq(verificationCodes.state, "active")));
  }
  return { ok: false, reason: "CODE_INVALID" };
}

/**
 * Marks a checked code spent ("used"), or confirmed for a later step ("verified"). A code is
 * good once: when a request at the same moment spent it first, the state would become NULL and
 * the statement fails, with it the batch it is in (codeSpentMeanwhile tells that failure).
 */
export function spendCode(db: Db, id: number, state: "used" | "verified") {
  return db
    .update(verificationCodes)
    .set({ state: withinLimit(sql`${verificationCodes.state} = 'active'`, sql`${state}`) })
    .where(eq(verificationCodes.id, id));
}

/** Whether a write failed because spendCode found its code spent by another request. */
export const codeSpentMeanwhile = (error: unknown) => limitRefused(error, "verification_codes.state");

/** Takes a code confirmed earlier (confirmVerificationCode) and spends it. */
export async function takeConfirmedCode(db: Db, id: number, types: CodeType[], now: number) {
  const [row] = await db
    .update(verificationCodes)
    .set({ state: "used" })
    .where(
      and(
        eq(verificationCodes.id, id),
        eq(verificationCodes.state, "verified"),
        inArray(verificationCodes.type, types),
      ),
    )
    .returning();
  if (!row) return null;
  if (row.expiresAt <= now) return null;
  return row;
}

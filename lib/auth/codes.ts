import "server-only";
import { and, desc, eq, inArray } from "drizzle-orm";
import type { Db } from "@/lib/db/client";
import { verificationCodes } from "@/lib/db/schema";

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

/** Statements that retire older codes and store a new one; the caller batches them with the mail. */
export function newCodeStatements(
  db: Db,
  input: { email: string; type: CodeType; codeHash: string; userId: number | null; now: number },
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
      expiresAt: input.now + CODE_TTL_MS,
      createdAt: input.now,
    }),
  ] as const;
}

/**
 * Checks a code against the recent codes for this email and type. A code that matches an
 * older, replaced or spent code is CODE_INACTIVE; one past its time CODE_EXPIRED; anything
 * else CODE_INVALID, which also counts against the active code's attempts.
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

  if (!match) {
    if (active) {
      const attempts = active.attempts + 1;
      await db
        .update(verificationCodes)
        .set({ attempts, state: attempts >= CODE_MAX_ATTEMPTS ? "inactive" : "active" })
        .where(eq(verificationCodes.id, active.id));
    }
    return { ok: false, reason: "CODE_INVALID" };
  }
  if (match.state === "expired") return { ok: false, reason: "CODE_EXPIRED" };
  // replaced by a newer code, worn out by wrong guesses, or already spent
  if (match.state !== "active") return { ok: false, reason: "CODE_INACTIVE" };
  if (match.expiresAt <= input.now) {
    await db.update(verificationCodes).set({ state: "expired" }).where(eq(verificationCodes.id, match.id));
    return { ok: false, reason: "CODE_EXPIRED" };
  }
  return { ok: true, id: match.id, userId: match.userId };
}

/** Marks a checked code spent ("used"), or confirmed for a later step ("verified"). */
export function spendCode(db: Db, id: number, state: "used" | "verified") {
  return db
    .update(verificationCodes)
    .set({ state })
    .where(and(eq(verificationCodes.id, id), eq(verificationCodes.state, "active")));
}

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

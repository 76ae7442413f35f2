import "server-only";
import { and, eq } from "drizzle-orm";
import { verifyPaymentPassword } from "@/server/auth/payment-password-hash";
import type { UserRow } from "@/server/db/queries/users";
import { users } from "@/server/db/schema";
import type { Context } from "../context";
import { ApiError } from "../errors";
import { guardFailures, type RateLimit, rateLimitWindow } from "../rules/rate-limit";

/**
 * Wrong payment passwords a person may give before paying (payTo) and paying out (payout) are
 * refused for a while; one count for both, as they guess the same password. Counted here and not
 * by @rateLimit(failures) on the fields: that counts every failed call, and someone who met their
 * balance or the daily limit would be locked out as if they were guessing.
 */
const PASSWORD_GUESSES: RateLimit = { limit: 5, period: 600, failures: true };

/** PAYMENT_PASSWORD_NOT_SET, PAYMENT_PASSWORD_INVALID, or the rate limit's refusal after five wrong guesses. */
export async function checkPaymentPassword(ctx: Context, viewer: UserRow, password: string | null | undefined) {
  if (!viewer.paymentPasswordHash) {
    throw new ApiError("PAYMENT_PASSWORD_NOT_SET", "Set a payment password before paying.");
  }
  const window = rateLimitWindow(PASSWORD_GUESSES, "payment.password", {}, ctx);
  const hash = viewer.paymentPasswordHash;
  // the guess takes its slot before it is checked: payments sent at once with different
  // passwords check no more than five wrong ones between them
  const { rehashed } = await guardFailures(ctx, [{ limit: PASSWORD_GUESSES, window }], async () => {
    const checked = password ? await verifyPaymentPassword(ctx.env, password, hash) : { valid: false };
    if (!checked.valid) throw new ApiError("PAYMENT_PASSWORD_INVALID", "The payment password is not correct.");
    return checked;
  });
  // a hash from before the keyed form takes its place now that the password is known; only if
  // it is still the one checked, so a password reset meanwhile is never undone
  if (rehashed) {
    await ctx.db
      .update(users)
      .set({ paymentPasswordHash: rehashed })
      .where(and(eq(users.id, viewer.id), eq(users.paymentPasswordHash, hash)));
  }
}

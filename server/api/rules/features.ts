import "server-only";
import { type FeatureName, featureEnabled } from "@/server/db/queries/system";
import type { Context } from "../context";
import { ApiError } from "../errors";

/**
 * The official feature flags that gate actions (payment, add_credit, payout, …): while one is
 * off its actions answer FORBIDDEN with `refusal`, before anything else is looked at.
 */
export async function requireFeature(ctx: Context, name: FeatureName, refusal: string) {
  if (!(await featureEnabled(ctx.db, name))) throw new ApiError("FORBIDDEN", refusal);
}

import "server-only";
import { type FeatureFlag, isSeedingUser } from "@/server/db/queries/flags";
import { type FeatureName, featureFlag } from "@/server/db/queries/system";
import type { Context } from "../context";
import { ApiError } from "../errors";

/** Whether the viewer is a seeding user, read once per request. */
const seedingOf = new WeakMap<Context, Promise<boolean>>();

/**
 * Whether a feature flagged `flag` is on for the viewer: `on` for everyone, `off` for nobody,
 * `admin` for admins, `seeding` for admins and the seeding users (toggleSeedingUsers). Pages
 * read flags as a visitor (shared HTML), who is never an admin or a seeding user; only the
 * viewer's own API requests see `admin` and `seeding` flags on.
 */
export async function flagOnFor(ctx: Context, flag: FeatureFlag): Promise<boolean> {
  if (flag === "on" || flag === "off") return flag === "on";
  const viewer = ctx.viewer.user;
  if (!viewer) return false;
  if (viewer.role === "admin") return true;
  if (flag === "admin") return false;
  let seeding = seedingOf.get(ctx);
  if (!seeding) {
    seeding = isSeedingUser(ctx.db, viewer.id);
    seedingOf.set(ctx, seeding);
  }
  return seeding;
}

/**
 * The official feature flags that gate actions (payment, add_credit, payout, …): while one is
 * off for the viewer its actions answer FORBIDDEN with `refusal`, before anything else is looked at.
 */
export async function requireFeature(ctx: Context, name: FeatureName, refusal: string) {
  if (!(await flagOnFor(ctx, await featureFlag(ctx.db, name)))) throw new ApiError("FORBIDDEN", refusal);
}

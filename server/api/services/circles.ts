import "server-only";
import { and, eq } from "drizzle-orm";
import { cacheTags } from "@/lib/cache/tags";
import { assetPath } from "@/lib/media/paths";
import { toMinor } from "@/lib/money/amounts";
import { CIRCLE_PRICE_MAX_HKD, CIRCLE_PRICE_MIN_HKD } from "@/lib/money/circle-price";
import {
  CIRCLE_DESCRIPTION_MAX,
  CIRCLE_DISPLAY_NAME_MAX,
  CIRCLE_DISPLAY_NAME_MIN,
  isValidCircleName,
} from "@/lib/text/circle-name";
import { changesOf } from "@/server/db/client";
import {
  type CircleRow,
  circleConflict,
  circleNameTaken,
  followCircle,
  insertCircle,
  unfollowCircle,
  updateCircle,
} from "@/server/db/queries/circles";
import type { UserRow } from "@/server/db/queries/users";
import { assets } from "@/server/db/schema";
import type { Context } from "../context";
import { ApiError } from "../errors";
import { fromGlobalId, idOf } from "../ids";
import { requireFeature } from "../rules/features";
import { assertLabel, normalizeText } from "../validation";
import { viewerRelations } from "../viewer-relations";
import { notifyCircleOwner } from "./circle-notices";

// putCircle and toggleFollowCircle (issue 34's rules, upstream's where the specification is
// silent). Every field is checked before anything is written, so a refused call leaves the
// circle as it was.

export type PutCircleInput = {
  id?: string | null;
  avatar?: string | null;
  cover?: string | null;
  name?: string | null;
  displayName?: string | null;
  description?: string | null;
  amount?: number | null;
};

type Fields = Partial<Pick<CircleRow, "name" | "displayName" | "description" | "avatar" | "cover">>;

function validName(raw: string): string {
  const name = raw.trim();
  if (!isValidCircleName(name)) throw new ApiError("NAME_INVALID", "Invalid circle name.");
  return name;
}

function validDisplayName(raw: string): string {
  const name = normalizeText(raw);
  const length = [...name].length;
  if (length < CIRCLE_DISPLAY_NAME_MIN || length > CIRCLE_DISPLAY_NAME_MAX) {
    throw new ApiError("DISPLAYNAME_INVALID", "Invalid display name.");
  }
  assertLabel(raw, "displayName", "DISPLAYNAME_INVALID", "Invalid display name.");
  return name;
}

function validDescription(raw: string): string {
  const text = raw.trim();
  if ([...text].length > CIRCLE_DESCRIPTION_MAX) {
    throw new ApiError("BAD_USER_INPUT", `A description is at most ${CIRCLE_DESCRIPTION_MAX} characters.`, {
      field: "description",
    });
  }
  return text;
}

/** The monthly price in HKD: 20 to 5000, in whole cents. */
function validAmount(amount: number): number {
  const cents = toMinor("HKD", amount);
  if (cents === null) {
    throw new ApiError("PAYMENT_AMOUNT_INVALID", "The price must be an amount of HKD with at most 2 decimals.");
  }
  if (cents < CIRCLE_PRICE_MIN_HKD * 100) {
    throw new ApiError("PAYMENT_AMOUNT_TOO_SMALL", `The lowest monthly price is ${CIRCLE_PRICE_MIN_HKD} HKD.`);
  }
  if (cents > CIRCLE_PRICE_MAX_HKD * 100) {
    throw new ApiError("PAYMENT_REACH_MAXIMUM_LIMIT", `The highest monthly price is ${CIRCLE_PRICE_MAX_HKD} HKD.`);
  }
  return cents / 100;
}

/** An avatar or cover: an upload of the owner's of that type, with its bytes there. */
async function ownAssetPath(ctx: Context, ownerId: number, globalId: string, type: "circleAvatar" | "circleCover") {
  const { type: nodeType, id } = fromGlobalId(globalId);
  const [asset] =
    nodeType === "Asset"
      ? await ctx.db
          .select({ path: assets.path })
          .from(assets)
          .where(and(eq(assets.id, id), eq(assets.authorId, ownerId), eq(assets.type, type), eq(assets.draft, false)))
          .limit(1)
      : [];
  if (!asset) throw new ApiError("ASSET_NOT_FOUND", "Asset not found.");
  return assetPath(asset.path);
}

async function checkedFields(ctx: Context, owner: UserRow, input: PutCircleInput): Promise<Fields> {
  const fields: Fields = {};
  if (input.name != null) fields.name = validName(input.name);
  if (input.displayName != null) fields.displayName = validDisplayName(input.displayName);
  if (input.description != null) fields.description = validDescription(input.description) || null;
  if (input.avatar != null) fields.avatar = await ownAssetPath(ctx, owner.id, input.avatar, "circleAvatar");
  if (input.cover != null) fields.cover = await ownAssetPath(ctx, owner.id, input.cover, "circleCover");
  return fields;
}

const limitReached = () => new ApiError("CIRCLE_CREATION_REACH_LIMIT", "Each user can only create one circle.");
const priceSet = () => new ApiError("FORBIDDEN", "The price of a circle cannot be changed.");

export async function putCircle(ctx: Context, viewer: UserRow, input: PutCircleInput): Promise<CircleRow> {
  if (!viewer.userName) throw new ApiError("FORBIDDEN", "A user name is needed to own a circle.");
  await requireFeature(ctx, "circle_management", "Circles are switched off for now.");
  return input.id ? editCircle(ctx, viewer, idOf(input.id, "Circle"), input) : createCircle(ctx, viewer, input);
}

async function createCircle(ctx: Context, owner: UserRow, input: PutCircleInput): Promise<CircleRow> {
  if (input.name == null || input.displayName == null || input.amount == null) {
    throw new ApiError("BAD_USER_INPUT", "A new circle needs a name, a display name and a monthly price.");
  }
  const fields = await checkedFields(ctx, owner, input);
  const amount = validAmount(input.amount);
  const name = fields.name as string;
  const nameExists = () => new ApiError("NAME_EXISTS", "This circle name is already taken.");
  if (await circleNameTaken(ctx.db, name)) throw nameExists();
  let circle: CircleRow | undefined;
  try {
    circle = await insertCircle(
      ctx.db,
      { ...fields, name, displayName: fields.displayName as string, ownerId: owner.id },
      { amount, currency: "HKD" },
      ctx.now,
    );
  } catch (error) {
    // taken since the check: the batch is undone whole
    if (circleConflict(error) === "name") throw nameExists();
    if (circleConflict(error) === "owner") throw limitReached();
    throw error;
  }
  if (!circle) throw limitReached();
  ctx.loaders.circle.prime(circle.id, circle);
  // a 404 cached under the name must go; the owner's profile shows the circle
  ctx.purge([cacheTags.circleByName(name), cacheTags.user(owner.id)]);
  return circle;
}

async function editCircle(ctx: Context, owner: UserRow, id: number, input: PutCircleInput): Promise<CircleRow> {
  const stored = await ctx.loaders.circle.load(id);
  if (!stored) throw new ApiError("CIRCLE_NOT_FOUND", "Circle not found.");
  if (stored.ownerId !== owner.id) throw new ApiError("FORBIDDEN", "Only the circle's owner edits it.");
  if (stored.state !== "active") throw new ApiError("FORBIDDEN_BY_TARGET_STATE", "The circle is archived.");
  const fields = await checkedFields(ctx, owner, input);
  const amount = input.amount == null ? null : validAmount(input.amount);
  const duplicate = () => new ApiError("DUPLICATE_CIRCLE", "This circle is already taken.");
  if (fields.name && (await circleNameTaken(ctx.db, fields.name, id))) throw duplicate();
  // a price once set stays (members subscribed at it): refused before anything is written
  if (amount !== null && (await ctx.loaders.circlePrices.load(id)).length > 0) throw priceSet();
  if (Object.keys(fields).length === 0 && amount === null) return stored;
  let circle: CircleRow | undefined;
  try {
    circle = await updateCircle(ctx.db, id, fields, amount, ctx.now);
  } catch (error) {
    // taken since the checks, by another circle's name or a price set at the same moment
    const conflict = circleConflict(error);
    if (conflict === "name") throw duplicate();
    if (conflict === "price") throw priceSet();
    throw error;
  }
  if (!circle) throw new ApiError("CIRCLE_NOT_FOUND", "Circle not found.");
  ctx.loaders.circle.clear(id).prime(id, circle);
  ctx.loaders.circlePrices.clear(id);
  const renamed = circle.name !== stored.name;
  ctx.purge([
    cacheTags.circle(id),
    ...(renamed ? [cacheTags.circleByName(stored.name), cacheTags.circleByName(circle.name)] : []),
  ]);
  return circle;
}

export type ToggleInput = { id: string; enabled?: boolean | null };

/** Follows or stops following; following again, or stopping twice, changes nothing. */
export async function toggleFollow(ctx: Context, viewer: UserRow, input: ToggleInput): Promise<CircleRow> {
  const id = idOf(input.id, "Circle");
  const circle = await ctx.loaders.circle.load(id);
  if (!circle) throw new ApiError("CIRCLE_NOT_FOUND", "Circle not found.");
  const following = await followsCircle(ctx, id);
  const enabled = input.enabled ?? !following;
  if (enabled && circle.state !== "active") {
    throw new ApiError("FORBIDDEN_BY_TARGET_STATE", "The circle is archived.");
  }
  const write = enabled
    ? await followCircle(ctx.db, viewer.id, id, ctx.now)
    : await unfollowCircle(ctx.db, viewer.id, id);
  // the circle's page shows how many follow it
  if (changesOf(write) > 0) {
    ctx.purge([cacheTags.circle(id)]);
    if (enabled) await notifyCircleOwner(ctx, viewer, circle, "CircleNewFollower");
  }
  return circle;
}

async function followsCircle(ctx: Context, id: number) {
  const relations = viewerRelations(ctx);
  const following = await relations.followsCircle.load(id);
  relations.followsCircle.clear(id);
  return following;
}

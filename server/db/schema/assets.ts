import { index, integer, primaryKey, sqliteTable, text, uniqueIndex } from "drizzle-orm/sqlite-core";
import { ASSET_TYPES } from "../../../lib/media/asset-types.ts";
import { createdAt, id } from "./columns.ts";
import { users } from "./users.ts";

/** What an asset may be uploaded for (the contract's EntityType). */
export const ENTITY_TYPES = [
  "article",
  "draft",
  "tag",
  "user",
  "circle",
  "announcement",
  "collection",
  "moment",
  "campaign",
] as const;

export const assets = sqliteTable(
  "assets",
  {
    id: id(),
    uuid: text("uuid").notNull(),
    authorId: integer("author_id")
      .notNull()
      .references(() => users.id),
    type: text("type", { enum: ASSET_TYPES }).notNull(),
    // R2 key or a path under public/ for seeded demo images
    path: text("path").notNull(),
    // A directImageUpload waiting for its bytes at its uploadURL; false once they are stored.
    draft: integer("draft", { mode: "boolean" }).notNull().default(false),
    // the content type found in the bytes (server/media/sniff.ts), and their length
    mime: text("mime"),
    size: integer("size"),
    // an image's pixel size from its header (server/media/sniff.ts), so pages can keep its place
    width: integer("width"),
    height: integer("height"),
    createdAt: createdAt(),
  },
  (t) => [uniqueIndex("assets_uuid_unique").on(t.uuid), index("assets_author_idx").on(t.authorId, t.type)],
);

/** What an asset was uploaded for: a draft's images, a user's avatar, a tag's cover … */
export const assetMap = sqliteTable(
  "asset_map",
  {
    assetId: integer("asset_id")
      .notNull()
      .references(() => assets.id),
    entityType: text("entity_type", { enum: ENTITY_TYPES }).notNull(),
    entityId: integer("entity_id").notNull(),
    createdAt: createdAt(),
  },
  (t) => [
    primaryKey({ columns: [t.assetId, t.entityType, t.entityId] }),
    index("asset_map_entity_idx").on(t.entityType, t.entityId),
  ],
);

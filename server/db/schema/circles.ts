import { sql } from "drizzle-orm";
import { index, integer, primaryKey, real, sqliteTable, text, uniqueIndex } from "drizzle-orm/sqlite-core";
import { createdAt, id } from "./columns.ts";
import { users } from "./users.ts";
import { PAYMENT_CURRENCIES } from "./wallet.ts";

export const CIRCLE_STATES = ["active", "archived"] as const;

export const circles = sqliteTable(
  "circles",
  {
    id: id(),
    ownerId: integer("owner_id")
      .notNull()
      .references(() => users.id),
    name: text("name").notNull(),
    displayName: text("display_name").notNull(),
    description: text("description"),
    avatar: text("avatar"),
    cover: text("cover"),
    state: text("state", { enum: CIRCLE_STATES }).notNull().default("active"),
    priceAmount: real("price_amount"),
    priceCurrency: text("price_currency", { enum: PAYMENT_CURRENCIES }),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex("circles_name_unique").on(sql`lower(${t.name})`),
    // one circle per user
    uniqueIndex("circles_owner_unique").on(t.ownerId),
  ],
);

export const circleMembers = sqliteTable(
  "circle_members",
  {
    circleId: integer("circle_id")
      .notNull()
      .references(() => circles.id),
    userId: integer("user_id")
      .notNull()
      .references(() => users.id),
    state: text("state", { enum: ["active", "canceled", "trialing"] })
      .notNull()
      .default("active"),
    createdAt: createdAt(),
  },
  (t) => [primaryKey({ columns: [t.circleId, t.userId] }), index("circle_members_user_idx").on(t.userId)],
);

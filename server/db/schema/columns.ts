// The id and time columns of every domain's tables, made one way: times are unix milliseconds.
import { sql } from "drizzle-orm";
import { integer } from "drizzle-orm/sqlite-core";

export const id = () => integer("id").primaryKey({ autoIncrement: true });
export const createdAt = () => integer("created_at").notNull().default(sql`(unixepoch('subsec') * 1000)`);
export const updatedAt = () => integer("updated_at").notNull().default(sql`(unixepoch('subsec') * 1000)`);

import "server-only";
import { drizzle } from "drizzle-orm/d1";
import * as schema from "./schema";

// Made per request from the binding, never at module scope (a D1 binding belongs to a request).
export function createDb(d1: D1Database) {
  return drizzle(d1, { schema });
}

export type Db = ReturnType<typeof createDb>;

import { defineConfig } from "drizzle-kit";

// drizzle-kit only writes the SQL; wrangler applies it (`npm run db:migrate`).
export default defineConfig({
  dialect: "sqlite",
  schema: "./server/db/schema/index.ts",
  out: "./drizzle",
});

// The data model. Names follow the API contract's vocabulary (userName, shortHash, state …);
// columns are snake_case in SQL. Times are unix milliseconds in integer columns.
// One module per domain; this one gathers them for what needs the whole model at once
// (drizzle-kit, the Drizzle client, the seed). Paths end in `.ts`: the seed loads them under plain Node.

export * from "./accounts.ts";
export * from "./admin.ts";
export * from "./announcements.ts";
export * from "./appreciations.ts";
export * from "./articles.ts";
export * from "./assets.ts";
export * from "./campaigns.ts";
export * from "./channel-feedback.ts";
export * from "./channels.ts";
export * from "./circles.ts";
export * from "./collections.ts";
export * from "./comments.ts";
export * from "./community-watch.ts";
export * from "./drafts.ts";
export * from "./federation.ts";
export * from "./federation-social.ts";
export * from "./feeds.ts";
export * from "./icymi.ts";
export * from "./moments.ts";
export * from "./notices.ts";
export * from "./oauth.ts";
export * from "./payment-providers.ts";
export * from "./quotes.ts";
export * from "./reads.ts";
export * from "./reports.ts";
export * from "./search.ts";
export * from "./social.ts";
export * from "./social-logins.ts";
export * from "./system.ts";
export * from "./tags.ts";
export * from "./users.ts";
export * from "./wallet.ts";

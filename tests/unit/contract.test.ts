import { readFileSync } from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { buildASTSchema, concatAST, type GraphQLField, isObjectType, parse, print, validateSchema } from "graphql";
import { describe, expect, it } from "vitest";
import { typeDefs } from "@/server/api/generated/typedefs";
import { compareSchemas, schemaFromSDL } from "./support/contract-diff";

// Our SDL must be a subset of the API contract (the reference schema) under the same names and
// types. Additions are allowed but must be listed here, so each one is deliberate.

const repoRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "../..");
const referencePath = path.resolve(repoRoot, "../shared/reference/matters-api.graphql");

/** What our SDL has and the contract lacks (order does not matter). */
const ALLOWED_ADDITIONS = [
  // The site as an OAuth provider: the consent page's steps and the person's list of apps.
  "Query.oauthAuthorizationRequest",
  "Mutation.authorizeOAuthClient",
  "Mutation.revokeOAuthAuthorization",
  "User.oauthAuthorizations",
  "type OAuthAuthorizeInput",
  "type OAuthAuthorizationRequest",
  "type OAuthAuthorization",
  // Dev-only mailbox for the local outbox (no mail provider configured).
  "type DevMailboxInput",
  "type OutboxEmail",
  "Query.devMailbox",
  // The fediverse's replies, likes and boosts under an article's page, for everyone (issue 38):
  // the contract has them only in fediverseArticle, which is the author's.
  "Article.fediverse",
  "type ArticleFediverse",
  // Changing the user name through updateUserInfo.
  "UpdateUserInfoInput.userName",
  // The chain a Sign-In with Ethereum message names (the contract's server has one of its own).
  "GenerateSigningMessageInput.chainId",
  // Signing in with Google or Twitter: the contract's client builds the provider's address and
  // keeps the PKCE verifier and nonce itself; here the server does, and the browser holds the state.
  "Mutation.generateSocialLoginUrl",
  "type GenerateSocialLoginUrlInput",
  "type SocialLoginPurpose",
  "SocialLoginInput.state",
  // Linking a Liker ID: the contract's server does it through a route of its own.
  "Mutation.generateLikerIdUrl",
  "Mutation.linkLikerId",
  "type LinkLikerIdInput",
  // Tag addresses are /tags/{id}-{slug}; the slug is kept with the tag, not derived by each client.
  "Tag.slug",
  // How many users bookmarked a tag, shown on the tag page (the contract has only the viewer's isFollower).
  "Tag.numFollowers",
  // A person's moments for the Moments tab of their works (the contract lists moments per tag).
  "User.moments",
  // Listings for sitemaps (server/api/schema/sitemap.ts).
  "Query.sitemap",
  "type Sitemap",
  "type SitemapPageInput",
  "type SitemapArticle",
  "type SitemapUser",
  "type SitemapTag",
  // The OpenCC switch for moments and comments (the contract translates articles only).
  "Moment.translation",
  "Comment.translation",
  "type MomentTranslation",
  "type CommentTranslation",
  // The reader's own comments for /me/history/comments (the contract lists commented articles).
  "UserActivity.comments",
  // The author's analytics by day for /me/analytics (the contract has topDonators alone).
  "UserAnalytics.summary",
  "type UserAnalyticsSummaryInput",
  "type UserAnalyticsSummary",
  "type UserAnalyticsDay",
  "type UserAnalyticsIncome",
  "type UserAnalyticsWork",
  // The signed-in devices of the settings page, each to log out (the contract has no type for them).
  "User.sessions",
  "type UserSession",
  "type RevokeSessionInput",
  "Mutation.revokeSession",
  // A supporter's words to the author with a payment (stored as Transaction.message, which the contract has).
  "PayToInput.message",
  // Idempotency keys of the money-moving mutations: a repeat answers the first request's
  // transaction instead of moving money again (server/api/services/idempotency.ts).
  "PayToInput.idempotencyKey",
  "AddCreditInput.idempotencyKey",
  "PayoutInput.idempotencyKey",
  "SubscribeCircleInput.idempotencyKey",
  // Until when an unsubscribed member stays (a paid month runs to its end; the contract says
  // nothing of it, and the circle's page tells the member).
  "Circle.memberUntil",
  // A payout account opened whose onboarding is unfinished, so the wallet offers Continue setup
  // (the contract's stripeAccount is null until the account can take payouts).
  "Wallet.stripeAccountPending",
  // What the support contract's vault holds for the holder, read on chain, so the wallet page
  // can show it before withdrawLockedTokens (the contract has no field for it).
  "Wallet.vaultUSDT",
  // The admins' audit log (issue 37): every admin action, who, what, when, before and after,
  // searchable by target; the contract's admins keep theirs in a separate console.
  "OSS.auditLog",
  "type AuditLogInput",
  "type AuditLogConnection",
  "type AuditLogEdge",
  "type AuditLogEntry",
  // The admin area's search for people by user name or email (the contract's OSS.users lists
  // everyone, with no key to search by).
  "OSS.findUsers",
  "type FindUsersInput",
  // When a ban given for some days ends, for the admin's page of the person.
  "UserOSS.banEndsAt",
  // The reports queue grouped by reported thing, and closing a group (issue 37).
  "OSS.reportGroups",
  "type ReportGroupsInput",
  "type ReportGroupConnection",
  "type ReportGroupEdge",
  "type ReportGroup",
  "Mutation.resolveReports",
  "type ResolveReportsInput",
  // The admin area's search for tags by name (the contract's OSS.tags has no key to search by).
  "OSS.findTags",
  "type FindTagsInput",
  // Admins taking a reported moment down from the reports queue (issue 37): the reference has
  // no admin mutation for moments.
  "Mutation.updateMomentState",
  "type UpdateMomentStateInput",
  // The specification's IPFS gateway templates on Official (issue 38), which the reference's
  // client carries in its own code.
  "Official.ipfsGateways",
  // The fediverse gateway (issue 38): instance blocks, for the admin's page (the contract has
  // no mutation for them).
  "Mutation.putFediverseDomainBlock",
  "type PutFediverseDomainBlockInput",
  "type FediverseDomainBlock",
  "FediverseGatewayDashboard.domainBlocks",
];

describe("API contract", () => {
  const ours = schemaFromSDL(typeDefs);
  const reference = schemaFromSDL([readFileSync(referencePath, "utf8")]);
  const diff = compareSchemas(ours, reference);

  it("agrees with the reference on every type, field, argument and enum value both define", () => {
    expect(diff.problems).toEqual([]);
  });

  it("adds to the reference only what the allow-list names", () => {
    expect([...diff.additions].sort()).toEqual([...ALLOWED_ADDITIONS].sort());
  });

  it("compares a meaningful part of the schema", () => {
    // Guards against a vacuous pass (e.g. our SDL failing to load any types).
    const shared = Object.keys(ours.getTypeMap()).filter(
      (name) => !name.startsWith("__") && reference.getType(name) !== undefined,
    );
    expect(shared).toEqual(expect.arrayContaining(["Query", "Mutation", "User", "Article", "Node"]));
    expect(Object.keys(ours.getQueryType()?.getFields() ?? {}).length).toBeGreaterThan(3);
  });
});

/** `@auth(mode: "oauth", group: "level1")` of a field, as text, or "" when it has none. */
function directiveText(field: GraphQLField<unknown, unknown>, name: string): string {
  const node = field.astNode?.directives?.find((d) => d.name.value === name);
  return node ? print(node) : "";
}

describe("our SDL", () => {
  // server/api/executable-schema.ts builds the schema with assumeValid and assumeValidSDL, to keep
  // that work out of every cold start: this is where the SDL is checked instead.
  const build = (sources: readonly string[]) => buildASTSchema(concatAST(sources.map((source) => parse(source))));

  it("is a valid schema, with every extension merged", () => {
    expect(validateSchema(build(typeDefs)).map((error) => error.message)).toEqual([]);
  });

  it("is refused here when it is not (the check above can fail)", () => {
    const broken = build([...typeDefs, "interface Dated { date: String! } type Undated implements Dated { id: ID }"]);
    expect(validateSchema(broken).map((error) => error.message)).toEqual([
      "Interface field Dated.date expected but Undated does not provide it.",
    ]);
  });
});

describe("API contract rules", () => {
  const ours = schemaFromSDL(typeDefs);
  const reference = schemaFromSDL([readFileSync(referencePath, "utf8")]);
  const shared = Object.values(ours.getTypeMap()).flatMap((type) => {
    const ref = reference.getType(type.name);
    if (!isObjectType(type) || !ref || !isObjectType(ref)) return [];
    return Object.values(type.getFields()).flatMap((field) => {
      const refField = ref.getFields()[field.name];
      return refField ? [{ at: `${type.name}.${field.name}`, field, refField }] : [];
    });
  });

  it("guards every field the contract guards with the same @auth", () => {
    const mismatched = shared
      .filter(({ field, refField }) => directiveText(field, "auth") !== directiveText(refField, "auth"))
      .map(
        ({ at, field, refField }) =>
          `${at}: ours "${directiveText(field, "auth")}" vs "${directiveText(refField, "auth")}"`,
      );
    expect(mismatched).toEqual([]);
  });

  it("keeps every @rateLimit the contract sets (and may add its own)", () => {
    const missing = shared
      .filter(({ refField }) => directiveText(refField, "rateLimit"))
      .filter(({ field, refField }) => directiveText(field, "rateLimit") !== directiveText(refField, "rateLimit"))
      .map(({ at }) => at);
    expect(missing).toEqual([]);
  });
});

describe("contract checker", () => {
  it("reports disagreements and additions", () => {
    const ours = schemaFromSDL([
      `
      interface Node { id: ID! }
      interface Named { name: String }
      type Query { user(id: ID!, extra: Boolean): User, users(first: String): [User!]! }
      type User implements Node & Named { id: ID! name: Int nickname: String }
      enum Role { ADMIN USER GHOST }
      input UserInput { id: ID! name: Int extra: String }
      union Result = User | Query
      type Tag { id: ID! }
      scalar Tag2
      `,
    ]);
    const reference = schemaFromSDL([
      `
      interface Node { id: ID! }
      interface Named { name: String }
      type Query { user(id: ID!): User, users(first: Int): [User!] }
      type User implements Node { id: ID! name: String }
      enum Role { ADMIN USER }
      input UserInput { id: ID name: Int }
      union Result = User
      interface Tag { id: ID! }
      `,
    ]);
    const { problems, additions } = compareSchemas(ours, reference);
    expect(problems).toEqual([
      "Query.users: [User!]! vs reference [User!]",
      "Query.users(first): String vs reference Int",
      "Result: union member Query not in reference",
      "Role.GHOST: enum value not in reference",
      "Tag: kind object vs reference interface",
      "User.name: Int vs reference String",
      "User: implements Named, reference does not",
      "UserInput.id: ID! vs reference ID",
    ]);
    expect(additions).toEqual(["Query.user(extra)", "type Tag2", "User.nickname", "UserInput.extra"]);
  });

  it("passes identical schemas and a strict subset", () => {
    const reference = schemaFromSDL([
      `type Query { a(x: Int): [String!] b: Int } enum E { A B } input I { x: Int y: String }`,
    ]);
    const ours = schemaFromSDL([`type Query { a(x: Int): [String!] } enum E { A } input I { x: Int }`]);
    expect(compareSchemas(ours, reference)).toEqual({ problems: [], additions: [] });
    expect(compareSchemas(reference, reference)).toEqual({ problems: [], additions: [] });
  });
});

import "server-only";
import { makeExecutableSchema } from "@graphql-tools/schema";
import type { Resolvers, ResolversParentTypes } from "./generated/resolvers";
import { typeDefs } from "./generated/typedefs";
import * as activity from "./resolvers/activity";
import * as admin from "./resolvers/admin";
import * as article from "./resolvers/article";
import * as articleModeration from "./resolvers/article-moderation";
import * as articleVersion from "./resolvers/article-version";
import * as asset from "./resolvers/asset";
import * as badge from "./resolvers/badge";
import * as campaign from "./resolvers/campaign";
import * as campaignCuration from "./resolvers/campaign-curation";
import * as campaignDiscussion from "./resolvers/campaign-discussion";
import * as channel from "./resolvers/channel";
import * as channelAdmin from "./resolvers/channel-admin";
import * as channelFeedback from "./resolvers/channel-feedback";
import * as circle from "./resolvers/circle";
import * as circleAnalytics from "./resolvers/circle-analytics";
import * as circleDiscussion from "./resolvers/circle-discussion";
import * as circleInvitation from "./resolvers/circle-invitation";
import * as collection from "./resolvers/collection";
import * as comment from "./resolvers/comment";
import * as communityWatch from "./resolvers/community-watch";
import * as curation from "./resolvers/curation";
import * as draft from "./resolvers/draft";
import * as federation from "./resolvers/federation";
import * as fediverseArticle from "./resolvers/fediverse-article";
import * as fediverseGateway from "./resolvers/fediverse-gateway";
import * as fediverseReader from "./resolvers/fediverse-reader";
import * as feed from "./resolvers/feed";
import * as flags from "./resolvers/flags";
import * as moment from "./resolvers/moment";
import * as momentModeration from "./resolvers/moment-moderation";
import * as notice from "./resolvers/notice";
import * as oauth from "./resolvers/oauth";
import * as payment from "./resolvers/payment";
import * as payout from "./resolvers/payout";
import * as quote from "./resolvers/quote";
import * as search from "./resolvers/search";
import * as sitemap from "./resolvers/sitemap";
import * as system from "./resolvers/system";
import * as tag from "./resolvers/tag";
import * as tagModeration from "./resolvers/tag-moderation";
import * as topup from "./resolvers/topup";
import * as transaction from "./resolvers/transaction";
import * as translation from "./resolvers/translation";
import * as user from "./resolvers/user";
import * as wallet from "./resolvers/wallet";
import * as writingJudgement from "./resolvers/writing-judgement";
import { applyDirectives } from "./rules/directives";

/** One resolver map per domain, laid out as its schema file (server/api/schema/<domain>.graphql). */
const domains = [
  system.resolvers,
  user.resolvers,
  activity.resolvers,
  article.resolvers,
  articleVersion.resolvers,
  asset.resolvers,
  badge.resolvers,
  admin.resolvers,
  articleModeration.resolvers,
  writingJudgement.resolvers,
  channel.resolvers,
  channelAdmin.resolvers,
  channelFeedback.resolvers,
  campaign.resolvers,
  campaignCuration.resolvers,
  campaignDiscussion.resolvers,
  circle.resolvers,
  circleInvitation.resolvers,
  circleAnalytics.resolvers,
  circleDiscussion.resolvers,
  collection.resolvers,
  comment.resolvers,
  communityWatch.resolvers,
  curation.resolvers,
  draft.resolvers,
  federation.resolvers,
  fediverseArticle.resolvers,
  fediverseGateway.resolvers,
  fediverseReader.resolvers,
  feed.resolvers,
  flags.resolvers,
  oauth.resolvers,
  moment.resolvers,
  momentModeration.resolvers,
  notice.resolvers,
  payment.resolvers,
  search.resolvers,
  sitemap.resolvers,
  tag.resolvers,
  tagModeration.resolvers,
  payout.resolvers,
  quote.resolvers,
  topup.resolvers,
  translation.resolvers,
  transaction.resolvers,
  wallet.resolvers,
] as const;

// Checked when compiling: every field of every type either has a resolver in exactly one
// domain's map or is read from the parent (the row, server/api/models.ts) with a type that fits;
// every abstract type has its __resolveType. A field that would answer null (or fail as null in
// a non-null field), or that two maps resolve (the merge would keep the later one silently), is
// named in the error on `everyFieldResolvesOnce`.

type Maps = (typeof domains)[number];
/** Connection is never a field's type (each field names its concrete connection): no resolveType; scalars have no fields. */
type Checked = Exclude<keyof Resolvers, "DateTime" | "Upload" | "Connection">;
type Given<M, T extends PropertyKey> = M extends { [K in T]: infer R } ? keyof R : never;
type Fields<T extends Checked> = Exclude<keyof NonNullable<Resolvers[T]>, "__isTypeOf">;
type ResultOf<R> = R extends (...args: never[]) => infer Out ? Awaited<Out> : never;
type Result<T extends Checked, K extends Fields<T>> = ResultOf<NonNullable<NonNullable<Resolvers[T]>[K]>>;
/** Root types have no parent to read from. */
type Parent<T extends Checked> = T extends "Query" | "Mutation" ? Record<never, never> : ResolversParentTypes[T];
/** What the default resolver makes of a parent's property: a function is called, undefined is null. */
type Fits<V, R> = [V] extends [R | (null extends R ? undefined : never) | (() => R | Promise<R>)] ? true : false;
type Unresolved<T extends Checked> = {
  [K in Fields<T>]: K extends Given<Maps, T>
    ? never
    : K extends keyof Parent<T>
      ? Fits<Parent<T>[K], Result<T, K>> extends true
        ? never
        : K
      : K;
}[Fields<T>];
/** The fields of T that more than one of the maps resolves. */
type Twice<T extends PropertyKey, Ms extends readonly unknown[], Seen = never> = Ms extends readonly [
  infer M,
  ...infer Rest,
]
  ? (Given<M, T> & Seen) | Twice<T, Rest, Seen | Given<M, T>>
  : never;
type Named<T extends Checked, K> = `${T}.${K & string}`;
type Faults = {
  [T in Checked]: Named<T, Unresolved<T>> | `${Named<T, Twice<T, typeof domains>>} (resolved twice)`;
}[Checked];

/** Fails to compile, naming them, while any field resolves to nothing or in two places. */
function everyFieldResolvesOnce<_Faults extends never>() {}
everyFieldResolvesOnce<Faults>();

// makeExecutableSchema merges the maps; a field two maps resolve would be the later one's.
// Built at a cold start, so it is built once and cheaply: the resolvers go onto the schema's
// own fields instead of a rebuilt copy, and the SDL is not validated again here, which
// tests/unit/contract.test.ts does on every run (the check was 30 to 70 ms of each cold start).
export const schema = applyDirectives(
  makeExecutableSchema({
    typeDefs,
    resolvers: [...domains],
    updateResolversInPlace: true,
    assumeValid: true,
    assumeValidSDL: true,
  }),
);

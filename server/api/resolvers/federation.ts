import "server-only";
import type { ArticleFederationRow, UserFederationRow } from "@/server/db/queries/federation-settings";
import { userFederationSetting } from "@/server/db/queries/federation-settings";
import type { Resolvers } from "../generated/resolvers";
import { toGlobalId } from "../ids";
import { requireViewer } from "../rules/auth";
import {
  articleEligibility,
  setArticleFederationSetting,
  setViewerFederationSetting,
  visibleArticleSetting,
} from "../services/federation-settings";

// Opting in to the fediverse: the author's and each article's choice, and whether an article
// goes out (issue 38). The ActivityPub side lives in server/federation/.

const updatedBy = (row: UserFederationRow | ArticleFederationRow) =>
  row.updatedBy === null ? null : toGlobalId("User", row.updatedBy);

export const resolvers = {
  Mutation: {
    setViewerFederationSetting: (_p, { input }, ctx) =>
      setViewerFederationSetting(ctx, requireViewer(ctx), input.state),
    setArticleFederationSetting: (_p, { input }, ctx) => setArticleFederationSetting(ctx, requireViewer(ctx), input),
  },
  User: {
    // a visitor's empty viewer object (id 0) has no setting
    federationSetting: (u, _a, ctx) => (u.id ? userFederationSetting(ctx.db, u.id) : null),
  },
  Article: {
    federationSetting: (article, _a, ctx) => visibleArticleSetting(ctx, article),
    federationEligibility: (article, _a, ctx) => articleEligibility(ctx, article),
  },
  UserFederationSetting: {
    userId: (row) => toGlobalId("User", row.userId),
    updatedBy,
  },
  ArticleFederationSetting: {
    articleId: (row) => toGlobalId("Article", row.articleId),
    updatedBy,
  },
} satisfies Resolvers;

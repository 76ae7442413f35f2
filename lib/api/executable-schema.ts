import "server-only";
import { makeExecutableSchema } from "@graphql-tools/schema";
import { typeDefs } from "./generated/typedefs";
import * as article from "./resolvers/article";
import * as articleVersion from "./resolvers/article-version";
import * as channel from "./resolvers/channel";
import * as collection from "./resolvers/collection";
import * as comment from "./resolvers/comment";
import * as feed from "./resolvers/feed";
import * as moment from "./resolvers/moment";
import * as search from "./resolvers/search";
import * as sitemap from "./resolvers/sitemap";
import * as system from "./resolvers/system";
import * as tag from "./resolvers/tag";
import * as user from "./resolvers/user";
import { applyDirectives } from "./rules/directives";

const byShape = { __resolveType: system.resolveType };

export const schema = applyDirectives(
  makeExecutableSchema({
    typeDefs,
    resolvers: {
      DateTime: system.DateTime,
      Query: {
        ...system.Query,
        ...user.Query,
        ...article.Query,
        ...channel.Query,
        ...search.Query,
        ...moment.Query,
        ...sitemap.Query,
      },
      Mutation: { ...system.Mutation, ...user.Mutation, ...search.Mutation },
      Node: byShape,
      Channel: byShape,
      Campaign: byShape,
      PinnableWork: byShape,
      Official: system.Official,
      OutboxEmail: system.OutboxEmail,
      User: { ...user.User, ...search.User, ...collection.User, ...moment.User },
      UserActivity: search.UserActivity,
      UserInfo: user.UserInfo,
      UserSettings: user.UserSettings,
      UserStatus: user.UserStatus,
      Following: user.Following,
      Article: { ...article.Article, ...collection.Article, ...comment.Article, ...articleVersion.Article },
      ArticleVersion: articleVersion.ArticleVersion,
      Collection: collection.Collection,
      Moment: { ...moment.Moment, ...comment.Moment },
      Asset: moment.Asset,
      Comment: comment.Comment,
      Tag: { ...article.Tag, ...tag.Tag },
      Recommendation: { ...article.Recommendation, ...feed.Recommendation, ...tag.Recommendation },
      ChannelArticleEdge: tag.ChannelArticleEdge,
      FollowingActivity: byShape,
      Circle: article.Circle,
      Sitemap: sitemap.Sitemap,
      TopicChannel: channel.TopicChannel,
      CurationChannel: channel.CurationChannel,
      WritingChallenge: channel.WritingChallenge,
      CampaignStage: channel.CampaignStage,
    },
  }),
);

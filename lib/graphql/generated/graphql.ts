/* eslint-disable */
/** Internal type. DO NOT USE DIRECTLY. */
type Exact<T extends { [key: string]: unknown }> = { [K in keyof T]: T[K] };
/** Internal type. DO NOT USE DIRECTLY. */
export type Incremental<T> = T | { [P in keyof T]?: P extends ' $fragmentName' | '__typename' ? T[P] : never };
import type { DocumentTypeDecoration } from '@graphql-typed-document-node/core';
export type ArticleLicenseType =
  | 'arr'
  | 'cc_0'
  | 'cc_by_nc_nd_2'
  | 'cc_by_nc_nd_4';

export type ArticleState =
  | 'active'
  | 'archived'
  | 'banned';

export type AuthResultType =
  | 'LinkAccount'
  | 'Login'
  | 'Signup';

export type BadgeType =
  | 'architect'
  | 'carbon_based'
  | 'community_watch'
  | 'golden_motor'
  | 'grand_slam'
  | 'nomad1'
  | 'nomad2'
  | 'nomad3'
  | 'nomad4'
  | 'seed';

export type CampaignState =
  | 'active'
  | 'archived'
  | 'finished'
  | 'pending';

export type CommentState =
  | 'active'
  | 'archived'
  | 'banned'
  | 'collapsed';

export type MomentState =
  | 'active'
  | 'archived';

export type SearchTypes =
  | 'Article'
  | 'Tag'
  | 'User';

export type TagArticlesSortBy =
  | 'byCreatedAtDesc'
  | 'byHottestDesc';

export type UserLanguage =
  | 'en'
  | 'zh_hans'
  | 'zh_hant';

export type UserState =
  | 'active'
  | 'archived'
  | 'banned'
  | 'frozen';

export type VerificationCodeType =
  | 'email_otp'
  | 'email_verify'
  | 'payment_password_reset'
  | 'register';

export type ArticleHistoryQueryVariables = Exact<{
  shortHash: string;
  first: number;
  after?: string | null | undefined;
}>;


export type ArticleHistoryQuery = { article: { id: string, shortHash: string, title: string, summary: string, language: string | null, author: { id: string, userName: string | null, displayName: string | null }, versions: { totalCount: number, pageInfo: { hasNextPage: boolean, endCursor: string | null }, edges: Array<{ node: { id: string, title: string, createdAt: unknown, description: string | null } } | null> } } | null };

export type ArticleVersionPairQueryVariables = Exact<{
  from: string | number;
  to: string | number;
}>;


export type ArticleVersionPairQuery = { from:
    | { __typename: 'Article' }
    | { __typename: 'ArticleVersion', id: string, title: string, createdAt: unknown, description: string | null, contents: { html: string } }
    | { __typename: 'Circle' }
    | { __typename: 'Collection' }
    | { __typename: 'Comment' }
    | { __typename: 'CurationChannel' }
    | { __typename: 'Moment' }
    | { __typename: 'Tag' }
    | { __typename: 'TopicChannel' }
    | { __typename: 'User' }
    | { __typename: 'WritingChallenge' }
   | null, to:
    | { __typename: 'Article' }
    | { __typename: 'ArticleVersion', id: string, title: string, createdAt: unknown, description: string | null, contents: { html: string } }
    | { __typename: 'Circle' }
    | { __typename: 'Collection' }
    | { __typename: 'Comment' }
    | { __typename: 'CurationChannel' }
    | { __typename: 'Moment' }
    | { __typename: 'Tag' }
    | { __typename: 'TopicChannel' }
    | { __typename: 'User' }
    | { __typename: 'WritingChallenge' }
   | null };

export type ArticleVersionContentsFieldsFragment = { id: string, title: string, createdAt: unknown, description: string | null, contents: { html: string } };

export type ArticlePageQueryVariables = Exact<{
  shortHash: string;
}>;


export type ArticlePageQuery = { article: { state: ArticleState, revisedAt: unknown, revisionCount: number, readTime: number, language: string | null, license: ArticleLicenseType, sensitiveByAuthor: boolean, sensitiveByAdmin: boolean, appreciationsReceivedTotal: number, readerCount: number, bookmarkCount: number, commentCount: number, requestForDonation: string | null, id: string, shortHash: string, title: string, summary: string, cover: string | null, wordCount: number | null, createdAt: unknown, contents: { html: string }, author: { userName: string | null, displayName: string | null, id: string, avatar: string | null, info: { description: string | null }, status: { state: UserState } | null }, tags: Array<{ id: string, content: string, slug: string }> | null, collections: { edges: Array<{ node: { id: string, title: string } }> | null }, relatedArticles: { edges: Array<{ node: { id: string, shortHash: string, title: string, summary: string, cover: string | null, wordCount: number | null, createdAt: unknown, author: { userName: string | null, displayName: string | null } } }> | null } } | null };

export type ArticleCollectionQueryVariables = Exact<{
  id: string | number;
}>;


export type ArticleCollectionQuery = { node:
    | { __typename: 'Article' }
    | { __typename: 'ArticleVersion' }
    | { __typename: 'Circle' }
    | { __typename: 'Collection', id: string, title: string, author: { id: string }, articles: { totalCount: number, edges: Array<{ node: { id: string, shortHash: string, title: string } }> | null } }
    | { __typename: 'Comment' }
    | { __typename: 'CurationChannel' }
    | { __typename: 'Moment' }
    | { __typename: 'Tag' }
    | { __typename: 'TopicChannel' }
    | { __typename: 'User' }
    | { __typename: 'WritingChallenge' }
   | null };

export type SendVerificationCodeMutationVariables = Exact<{
  email: string;
  type: VerificationCodeType;
  language?: UserLanguage | null | undefined;
}>;


export type SendVerificationCodeMutation = { sendVerificationCode: boolean | null };

export type EmailLoginMutationVariables = Exact<{
  email: string;
  passwordOrCode: string;
  language?: UserLanguage | null | undefined;
  referralCode?: string | null | undefined;
}>;


export type EmailLoginMutation = { emailLogin: { auth: boolean, type: AuthResultType } };

export type NavChannelsQueryVariables = Exact<{ [key: string]: never; }>;


export type NavChannelsQuery = { channels: Array<
    | { __typename: 'CurationChannel', id: string, shortHash: string, en: string, zhHant: string, zhHans: string }
    | { __typename: 'Tag', id: string, shortHash: string, en: string, zhHant: string, zhHans: string }
    | { __typename: 'TopicChannel', id: string, shortHash: string, en: string, zhHant: string, zhHans: string }
    | { __typename: 'WritingChallenge', id: string, shortHash: string, en: string, zhHant: string, zhHans: string }
  > };

export type ChannelFeedQueryVariables = Exact<{
  shortHash: string;
  language: UserLanguage;
  after?: string | null | undefined;
}>;


export type ChannelFeedQuery = { channel:
    | { __typename: 'CurationChannel', name: string, note: string | null, id: string, shortHash: string, articles: { edges: Array<{ pinned: boolean, node: { id: string, shortHash: string, title: string, summary: string, cover: string | null, wordCount: number | null, createdAt: unknown, author: { userName: string | null, displayName: string | null } } }> | null, pageInfo: { endCursor: string | null, hasNextPage: boolean } } }
    | { __typename: 'Tag', id: string, shortHash: string }
    | { __typename: 'TopicChannel', name: string, note: string | null, id: string, shortHash: string, articles: { edges: Array<{ pinned: boolean, node: { id: string, shortHash: string, title: string, summary: string, cover: string | null, wordCount: number | null, createdAt: unknown, author: { userName: string | null, displayName: string | null } } }> | null, pageInfo: { endCursor: string | null, hasNextPage: boolean } } }
    | { __typename: 'WritingChallenge', name: string, id: string, shortHash: string }
   | null };

export type ChannelArticlePageFragment = { edges: Array<{ pinned: boolean, node: { id: string, shortHash: string, title: string, summary: string, cover: string | null, wordCount: number | null, createdAt: unknown, author: { userName: string | null, displayName: string | null } } }> | null, pageInfo: { endCursor: string | null, hasNextPage: boolean } };

export type WritingChallengeFeedQueryVariables = Exact<{
  shortHash: string;
  language: UserLanguage;
  stage?: string | number | null | undefined;
  featured?: boolean | null | undefined;
  after?: string | null | undefined;
}>;


export type WritingChallengeFeedQuery = { channel:
    | { __typename: 'CurationChannel' }
    | { __typename: 'Tag' }
    | { __typename: 'TopicChannel' }
    | { __typename: 'WritingChallenge', id: string, shortHash: string, name: string, description: string | null, state: CampaignState, applicationPeriod: { start: unknown, end: unknown } | null, writingPeriod: { start: unknown, end: unknown } | null, stages: Array<{ id: string, name: string }>, announcements: Array<{ id: string, shortHash: string, title: string, summary: string, cover: string | null, wordCount: number | null, createdAt: unknown, author: { userName: string | null, displayName: string | null } }>, articles: { edges: Array<{ featured: boolean, node: { id: string, shortHash: string, title: string, summary: string, cover: string | null, wordCount: number | null, createdAt: unknown, author: { userName: string | null, displayName: string | null } } }>, pageInfo: { endCursor: string | null, hasNextPage: boolean } } }
   | null };

export type CommentFieldsFragment = { id: string, state: CommentState, content: string | null, createdAt: unknown, pinned: boolean, upvotes: number, author: { id: string, userName: string | null, displayName: string | null, avatar: string | null, status: { state: UserState } | null } };

export type ReplyFieldsFragment = { id: string, state: CommentState, content: string | null, createdAt: unknown, pinned: boolean, upvotes: number, replyTo: { id: string, author: { userName: string | null, displayName: string | null } } | null, author: { id: string, userName: string | null, displayName: string | null, avatar: string | null, status: { state: UserState } | null } };

export type CommentThreadFieldsFragment = { id: string, state: CommentState, content: string | null, createdAt: unknown, pinned: boolean, upvotes: number, comments: { totalCount: number, pageInfo: { endCursor: string | null, hasNextPage: boolean }, edges: Array<{ node: { id: string, state: CommentState, content: string | null, createdAt: unknown, pinned: boolean, upvotes: number, replyTo: { id: string, author: { userName: string | null, displayName: string | null } } | null, author: { id: string, userName: string | null, displayName: string | null, avatar: string | null, status: { state: UserState } | null } } }> | null }, author: { id: string, userName: string | null, displayName: string | null, avatar: string | null, status: { state: UserState } | null } };

export type LinkedCommentQueryVariables = Exact<{
  thread: string | number;
  reply: string | number;
  replies?: number | null | undefined;
}>;


export type LinkedCommentQuery = { thread:
    | { id: string, state: CommentState, content: string | null, createdAt: unknown, pinned: boolean, upvotes: number, parentComment: { id: string } | null, node:
        | { id: string }
        | { id: string }
        | { id: string }
        | { id: string }
        | { id: string }
        | { id: string }
        | { id: string }
        | { id: string }
        | { id: string }
        | { id: string }
        | { id: string }
      , comments: { totalCount: number, pageInfo: { endCursor: string | null, hasNextPage: boolean }, edges: Array<{ node: { id: string, state: CommentState, content: string | null, createdAt: unknown, pinned: boolean, upvotes: number, replyTo: { id: string, author: { userName: string | null, displayName: string | null } } | null, author: { id: string, userName: string | null, displayName: string | null, avatar: string | null, status: { state: UserState } | null } } }> | null }, author: { id: string, userName: string | null, displayName: string | null, avatar: string | null, status: { state: UserState } | null } }
    | Record<PropertyKey, never>
   | null, reply:
    | { id: string, state: CommentState, content: string | null, createdAt: unknown, pinned: boolean, upvotes: number, parentComment: { id: string } | null, replyTo: { id: string, author: { userName: string | null, displayName: string | null } } | null, author: { id: string, userName: string | null, displayName: string | null, avatar: string | null, status: { state: UserState } | null } }
    | Record<PropertyKey, never>
   | null };

export type ArticleCommentsQueryVariables = Exact<{
  shortHash: string;
  first?: number | null | undefined;
  after?: string | null | undefined;
  replies?: number | null | undefined;
}>;


export type ArticleCommentsQuery = { article: { id: string, commentCount: number, comments: { totalCount: number, pageInfo: { endCursor: string | null, hasNextPage: boolean }, edges: Array<{ node: { id: string, state: CommentState, content: string | null, createdAt: unknown, pinned: boolean, upvotes: number, comments: { totalCount: number, pageInfo: { endCursor: string | null, hasNextPage: boolean }, edges: Array<{ node: { id: string, state: CommentState, content: string | null, createdAt: unknown, pinned: boolean, upvotes: number, replyTo: { id: string, author: { userName: string | null, displayName: string | null } } | null, author: { id: string, userName: string | null, displayName: string | null, avatar: string | null, status: { state: UserState } | null } } }> | null }, author: { id: string, userName: string | null, displayName: string | null, avatar: string | null, status: { state: UserState } | null } } }> | null } } | null };

export type DevMailboxQueryVariables = Exact<{
  first?: number | null | undefined;
}>;


export type DevMailboxQuery = { devMailbox: Array<{ id: string, to: string, subject: string, text: string, createdAt: unknown }> | null };

export type ArticleDigestFieldsFragment = { id: string, shortHash: string, title: string, summary: string, cover: string | null, wordCount: number | null, createdAt: unknown, author: { userName: string | null, displayName: string | null } };

export type NewestArticlesQueryVariables = Exact<{
  first?: number | null | undefined;
  after?: string | null | undefined;
}>;


export type NewestArticlesQuery = { viewer: { recommendation: { newest: { edges: Array<{ cursor: string, node: { id: string, shortHash: string, title: string, summary: string, cover: string | null, wordCount: number | null, createdAt: unknown, author: { userName: string | null, displayName: string | null } } }> | null, pageInfo: { endCursor: string | null, hasNextPage: boolean } } } } | null };

export type FeaturedArticlesQueryVariables = Exact<{
  first?: number | null | undefined;
  after?: string | null | undefined;
}>;


export type FeaturedArticlesQuery = { viewer: { recommendation: { icymi: { edges: Array<{ cursor: string, node: { id: string, shortHash: string, title: string, summary: string, cover: string | null, wordCount: number | null, createdAt: unknown, author: { userName: string | null, displayName: string | null } } }> | null, pageInfo: { endCursor: string | null, hasNextPage: boolean } } } } | null };

export type FollowingFeedQueryVariables = Exact<{
  first?: number | null | undefined;
  after?: string | null | undefined;
}>;


export type FollowingFeedQuery = { viewer: { recommendation: { following: { edges: Array<{ cursor: string, node:
            | { __typename: 'UserAddArticleTagActivity', createdAt: unknown, actor: { userName: string | null, displayName: string | null }, node: { id: string, shortHash: string, title: string, summary: string, cover: string | null, wordCount: number | null, createdAt: unknown, author: { userName: string | null, displayName: string | null } }, target: { id: string, content: string, slug: string } }
            | { __typename: 'UserCreateCircleActivity', createdAt: unknown, actor: { userName: string | null, displayName: string | null }, node: { id: string, name: string, displayName: string } }
            | { __typename: 'UserPostMomentActivity', createdAt: unknown, actor: { userName: string | null, displayName: string | null }, node: { id: string, shortHash: string, content: string | null, createdAt: unknown, likeCount: number, commentCount: number, assets: Array<{ id: string, path: string }>, author: { id: string, userName: string | null, displayName: string | null, avatar: string | null, status: { state: UserState } | null } } }
            | { __typename: 'UserPublishArticleActivity', createdAt: unknown, actor: { userName: string | null, displayName: string | null }, node: { id: string, shortHash: string, title: string, summary: string, cover: string | null, wordCount: number | null, createdAt: unknown, author: { userName: string | null, displayName: string | null } } }
            | { __typename: 'UserRecommendationActivity', nodes: Array<{ id: string, userName: string | null, displayName: string | null, avatar: string | null }> | null }
           }> | null, pageInfo: { endCursor: string | null, hasNextPage: boolean } } } } | null };

export type RecommendationQueryVariables = Exact<{
  random?: number | null | undefined;
}>;


export type RecommendationQuery = { viewer: { recommendation: { authors: { edges: Array<{ node: { id: string, userName: string | null, displayName: string | null, avatar: string | null, status: { state: UserState } | null, info: { description: string | null } } }> | null }, tags: { edges: Array<{ node: { id: string, content: string, slug: string, numArticles: number } }> | null } } } | null };

export type MomentDigestFieldsFragment = { id: string, shortHash: string, content: string | null, createdAt: unknown, likeCount: number, commentCount: number, assets: Array<{ id: string, path: string }>, author: { id: string, userName: string | null, displayName: string | null, avatar: string | null, status: { state: UserState } | null } };

export type MomentDetailQueryVariables = Exact<{
  shortHash: string;
  first?: number | null | undefined;
  after?: string | null | undefined;
  replies?: number | null | undefined;
}>;


export type MomentDetailQuery = { moment: { id: string, shortHash: string, content: string | null, createdAt: unknown, likeCount: number, commentCount: number, state: MomentState, assets: Array<{ id: string, path: string }>, author: { id: string, userName: string | null, displayName: string | null, avatar: string | null, status: { state: UserState } | null }, comments: { totalCount: number, pageInfo: { endCursor: string | null, hasNextPage: boolean }, edges: Array<{ node: { id: string, state: CommentState, content: string | null, createdAt: unknown, pinned: boolean, upvotes: number, comments: { totalCount: number, pageInfo: { endCursor: string | null, hasNextPage: boolean }, edges: Array<{ node: { id: string, state: CommentState, content: string | null, createdAt: unknown, pinned: boolean, upvotes: number, replyTo: { id: string, author: { userName: string | null, displayName: string | null } } | null, author: { id: string, userName: string | null, displayName: string | null, avatar: string | null, status: { state: UserState } | null } } }> | null }, author: { id: string, userName: string | null, displayName: string | null, avatar: string | null, status: { state: UserState } | null } } }> | null } } | null };

export type MomentDigestQueryVariables = Exact<{
  shortHash: string;
}>;


export type MomentDigestQuery = { moment: { id: string, shortHash: string, content: string | null, createdAt: unknown, likeCount: number, commentCount: number, assets: Array<{ id: string, path: string }>, author: { id: string, userName: string | null, displayName: string | null, avatar: string | null, status: { state: UserState } | null } } | null };

export type OgArticleQueryVariables = Exact<{
  shortHash: string;
}>;


export type OgArticleQuery = { article: { id: string, title: string, summary: string, state: ArticleState, author: { id: string, userName: string | null, displayName: string | null } } | null };

export type OgUserQueryVariables = Exact<{
  userName: string;
}>;


export type OgUserQuery = { user: { id: string, userName: string | null, displayName: string | null, info: { description: string | null }, status: { state: UserState, articleCount: number } | null } | null };

export type OgTagQueryVariables = Exact<{
  id: string | number;
}>;


export type OgTagQuery = { node:
    | { __typename: 'Article', id: string }
    | { __typename: 'ArticleVersion', id: string }
    | { __typename: 'Circle', id: string }
    | { __typename: 'Collection', id: string }
    | { __typename: 'Comment', id: string }
    | { __typename: 'CurationChannel', id: string }
    | { __typename: 'Moment', id: string }
    | { __typename: 'Tag', content: string, numArticles: number, id: string }
    | { __typename: 'TopicChannel', id: string }
    | { __typename: 'User', id: string }
    | { __typename: 'WritingChallenge', id: string }
   | null };

export type OgMomentQueryVariables = Exact<{
  shortHash: string;
}>;


export type OgMomentQuery = { moment: { id: string, content: string | null, state: MomentState, author: { id: string, userName: string | null, displayName: string | null } } | null };

export type QuickResultQueryVariables = Exact<{
  key: string;
}>;


export type QuickResultQuery = { users: { edges: Array<{ cursor: string, node:
        | { __typename: 'Article', id: string }
        | { __typename: 'ArticleVersion', id: string }
        | { __typename: 'Circle', id: string }
        | { __typename: 'Collection', id: string }
        | { __typename: 'Comment', id: string }
        | { __typename: 'CurationChannel', id: string }
        | { __typename: 'Moment', id: string }
        | { __typename: 'Tag', id: string }
        | { __typename: 'TopicChannel', id: string }
        | { __typename: 'User', userName: string | null, displayName: string | null, avatar: string | null, id: string }
        | { __typename: 'WritingChallenge', id: string }
       }> | null }, tags: { edges: Array<{ cursor: string, node:
        | { __typename: 'Article', id: string }
        | { __typename: 'ArticleVersion', id: string }
        | { __typename: 'Circle', id: string }
        | { __typename: 'Collection', id: string }
        | { __typename: 'Comment', id: string }
        | { __typename: 'CurationChannel', id: string }
        | { __typename: 'Moment', id: string }
        | { __typename: 'Tag', content: string, slug: string, numArticles: number, id: string }
        | { __typename: 'TopicChannel', id: string }
        | { __typename: 'User', id: string }
        | { __typename: 'WritingChallenge', id: string }
       }> | null } };

export type SearchResultsQueryVariables = Exact<{
  key: string;
  type: SearchTypes;
  after?: string | null | undefined;
}>;


export type SearchResultsQuery = { search: { edges: Array<{ cursor: string, node:
        | { __typename: 'Article', id: string, shortHash: string, title: string, summary: string, cover: string | null, wordCount: number | null, createdAt: unknown, author: { userName: string | null, displayName: string | null } }
        | { __typename: 'ArticleVersion', id: string }
        | { __typename: 'Circle', id: string }
        | { __typename: 'Collection', id: string }
        | { __typename: 'Comment', id: string }
        | { __typename: 'CurationChannel', id: string }
        | { __typename: 'Moment', id: string }
        | { __typename: 'Tag', content: string, slug: string, numArticles: number, id: string }
        | { __typename: 'TopicChannel', id: string }
        | { __typename: 'User', userName: string | null, displayName: string | null, avatar: string | null, id: string }
        | { __typename: 'WritingChallenge', id: string }
       }> | null, pageInfo: { endCursor: string | null, hasNextPage: boolean } } };

export type RecordSearchQueryVariables = Exact<{
  key: string;
}>;


export type RecordSearchQuery = { search: { pageInfo: { hasNextPage: boolean } } };

export type RecentSearchesQueryVariables = Exact<{ [key: string]: never; }>;


export type RecentSearchesQuery = { viewer: { id: string, activity: { recentSearches: { edges: Array<{ node: string }> | null } } } | null };

export type ClearSearchHistoryMutationVariables = Exact<{ [key: string]: never; }>;


export type ClearSearchHistoryMutation = { clearSearchHistory: boolean | null };

export type SitemapIndexQueryVariables = Exact<{ [key: string]: never; }>;


export type SitemapIndexQuery = { sitemap: { articlePages: number, userPages: number, tagPages: number } };

export type SitemapArticlesQueryVariables = Exact<{
  page: number;
}>;


export type SitemapArticlesQuery = { sitemap: { articles: Array<{ shortHash: string, lastModified: unknown }> } };

export type SitemapUsersQueryVariables = Exact<{
  page: number;
}>;


export type SitemapUsersQuery = { sitemap: { users: Array<{ userName: string, lastModified: unknown }> } };

export type SitemapTagsQueryVariables = Exact<{
  page: number;
}>;


export type SitemapTagsQuery = { sitemap: { tags: Array<{ id: string, slug: string, lastModified: unknown }> } };

export type SyndicatedArticleFieldsFragment = { id: string, shortHash: string, title: string, summary: string, createdAt: unknown, revisedAt: unknown, language: string | null, author: { id: string, userName: string | null, displayName: string | null } };

export type NewestFeedQueryVariables = Exact<{
  first?: number | null | undefined;
}>;


export type NewestFeedQuery = { viewer: { recommendation: { newest: { edges: Array<{ node: { id: string, shortHash: string, title: string, summary: string, createdAt: unknown, revisedAt: unknown, language: string | null, author: { id: string, userName: string | null, displayName: string | null } } }> | null } } } | null };

export type UserFeedQueryVariables = Exact<{
  userName: string;
  first?: number | null | undefined;
}>;


export type UserFeedQuery = { user: { id: string, userName: string | null, displayName: string | null, status: { state: UserState } | null, articles: { edges: Array<{ node: { id: string, shortHash: string, title: string, summary: string, createdAt: unknown, revisedAt: unknown, language: string | null, author: { id: string, userName: string | null, displayName: string | null } } }> | null } } | null };

export type TagFeedQueryVariables = Exact<{
  id: string | number;
  first?: number | null | undefined;
}>;


export type TagFeedQuery = { node:
    | { __typename: 'Article', id: string }
    | { __typename: 'ArticleVersion', id: string }
    | { __typename: 'Circle', id: string }
    | { __typename: 'Collection', id: string }
    | { __typename: 'Comment', id: string }
    | { __typename: 'CurationChannel', id: string }
    | { __typename: 'Moment', id: string }
    | { __typename: 'Tag', content: string, slug: string, id: string, articles: { edges: Array<{ node: { id: string, shortHash: string, title: string, summary: string, createdAt: unknown, revisedAt: unknown, language: string | null, author: { id: string, userName: string | null, displayName: string | null } } }> | null } }
    | { __typename: 'TopicChannel', id: string }
    | { __typename: 'User', id: string }
    | { __typename: 'WritingChallenge', id: string }
   | null };

export type TagPageQueryVariables = Exact<{
  id: string | number;
  sortBy: TagArticlesSortBy;
  first?: number | null | undefined;
  after?: string | null | undefined;
}>;


export type TagPageQuery = { node:
    | { __typename: 'Article' }
    | { __typename: 'ArticleVersion' }
    | { __typename: 'Circle' }
    | { __typename: 'Collection' }
    | { __typename: 'Comment' }
    | { __typename: 'CurationChannel' }
    | { __typename: 'Moment' }
    | { __typename: 'Tag', id: string, content: string, slug: string, numArticles: number, numFollowers: number, articles: { edges: Array<{ node: { id: string, shortHash: string, title: string, summary: string, cover: string | null, wordCount: number | null, createdAt: unknown, author: { userName: string | null, displayName: string | null } } }> | null, pageInfo: { endCursor: string | null, hasNextPage: boolean } } }
    | { __typename: 'TopicChannel' }
    | { __typename: 'User' }
    | { __typename: 'WritingChallenge' }
   | null };

export type TagAuthorsQueryVariables = Exact<{
  id: string | number;
  first?: number | null | undefined;
}>;


export type TagAuthorsQuery = { node:
    | { recommendedAuthors: { edges: Array<{ node: { id: string, userName: string | null, displayName: string | null, avatar: string | null } }> | null } }
    | Record<PropertyKey, never>
   | null };

export type TagListQueryVariables = Exact<{
  first?: number | null | undefined;
  after?: string | null | undefined;
}>;


export type TagListQuery = { viewer: { recommendation: { tags: { totalCount: number, edges: Array<{ node: { id: string, content: string, slug: string, numArticles: number } }> | null, pageInfo: { endCursor: string | null, hasNextPage: boolean } } } } | null };

export type UserDigestFieldsFragment = { id: string, userName: string | null, displayName: string | null, avatar: string | null, status: { state: UserState } | null };

export type UserProfileFieldsFragment = { id: string, userName: string | null, displayName: string | null, avatar: string | null, info: { description: string | null, badges: Array<{ type: BadgeType }> | null }, status: { state: UserState } | null, followers: { totalCount: number }, following: { users: { totalCount: number } } };

export type UserProfileQueryVariables = Exact<{
  userName: string;
}>;


export type UserProfileQuery = { user: { id: string, userName: string | null, displayName: string | null, avatar: string | null, info: { description: string | null, badges: Array<{ type: BadgeType }> | null }, status: { state: UserState } | null, followers: { totalCount: number }, following: { users: { totalCount: number } } } | null };

export type UserArticlesQueryVariables = Exact<{
  userName: string;
  after?: string | null | undefined;
}>;


export type UserArticlesQuery = { user: { id: string, pinnedWorks: Array<
      | { __typename: 'Article', id: string, title: string, shortHash: string, cover: string | null }
      | { __typename: 'Collection', id: string, title: string, cover: string | null }
    >, articles: { totalCount: number, edges: Array<{ node: { id: string, shortHash: string, title: string, summary: string, cover: string | null, wordCount: number | null, createdAt: unknown, author: { userName: string | null, displayName: string | null } } }> | null, pageInfo: { endCursor: string | null, hasNextPage: boolean } } } | null };

export type UserCollectionsQueryVariables = Exact<{
  userName: string;
  after?: string | null | undefined;
}>;


export type UserCollectionsQuery = { user: { id: string, collections: { totalCount: number, edges: Array<{ node: { id: string, title: string, description: string | null, cover: string | null, updatedAt: unknown, articles: { totalCount: number } } }> | null, pageInfo: { endCursor: string | null, hasNextPage: boolean } } } | null };

export type CollectionDetailQueryVariables = Exact<{
  id: string | number;
  after?: string | null | undefined;
}>;


export type CollectionDetailQuery = { node:
    | { __typename: 'Article' }
    | { __typename: 'ArticleVersion' }
    | { __typename: 'Circle' }
    | { __typename: 'Collection', id: string, title: string, description: string | null, cover: string | null, updatedAt: unknown, author: { id: string, userName: string | null }, articles: { totalCount: number, edges: Array<{ node: { id: string, shortHash: string, title: string, summary: string, cover: string | null, wordCount: number | null, createdAt: unknown, author: { userName: string | null, displayName: string | null } } }> | null, pageInfo: { endCursor: string | null, hasNextPage: boolean } } }
    | { __typename: 'Comment' }
    | { __typename: 'CurationChannel' }
    | { __typename: 'Moment' }
    | { __typename: 'Tag' }
    | { __typename: 'TopicChannel' }
    | { __typename: 'User' }
    | { __typename: 'WritingChallenge' }
   | null };

export type UserMomentsQueryVariables = Exact<{
  userName: string;
  after?: string | null | undefined;
}>;


export type UserMomentsQuery = { user: { id: string, moments: { totalCount: number, edges: Array<{ node: { id: string, shortHash: string, content: string | null, createdAt: unknown, likeCount: number, commentCount: number, assets: Array<{ id: string, path: string }>, author: { id: string, userName: string | null, displayName: string | null, avatar: string | null, status: { state: UserState } | null } } }> | null, pageInfo: { endCursor: string | null, hasNextPage: boolean } } } | null };

export type ViewerSummaryQueryVariables = Exact<{ [key: string]: never; }>;


export type ViewerSummaryQuery = { viewer: { id: string, userName: string | null, displayName: string | null, avatar: string | null, status: { state: UserState, unreadNoticeCount: number } | null, ownCircles: Array<{ name: string }> | null, settings: { language: UserLanguage } } | null };

export type UnreadNoticeCountQueryVariables = Exact<{ [key: string]: never; }>;


export type UnreadNoticeCountQuery = { viewer: { id: string, status: { unreadNoticeCount: number } | null } | null };

export type UpdateLanguageMutationVariables = Exact<{
  language: UserLanguage;
}>;


export type UpdateLanguageMutation = { updateUserInfo: { id: string, settings: { language: UserLanguage } } };

export type UserLogoutMutationVariables = Exact<{ [key: string]: never; }>;


export type UserLogoutMutation = { userLogout: boolean };

export class TypedDocumentString<TResult, TVariables>
  extends String
  implements DocumentTypeDecoration<TResult, TVariables>
{
  __apiType?: NonNullable<DocumentTypeDecoration<TResult, TVariables>['__apiType']>;
  private value: string;
  public __meta__?: Record<string, any> | undefined;

  constructor(value: string, __meta__?: Record<string, any> | undefined) {
    super(value);
    this.value = value;
    this.__meta__ = __meta__;
  }

  override toString(): string & DocumentTypeDecoration<TResult, TVariables> {
    return this.value;
  }
}
export const ArticleVersionContentsFieldsFragmentDoc = new TypedDocumentString(`
    fragment ArticleVersionContentsFields on ArticleVersion {
  id
  title
  createdAt
  description
  contents {
    html
  }
}
    `, {"fragmentName":"ArticleVersionContentsFields"}) as unknown as TypedDocumentString<ArticleVersionContentsFieldsFragment, unknown>;
export const ArticleDigestFieldsFragmentDoc = new TypedDocumentString(`
    fragment ArticleDigestFields on Article {
  id
  shortHash
  title
  summary
  cover
  wordCount
  createdAt
  author {
    userName
    displayName
  }
}
    `, {"fragmentName":"ArticleDigestFields"}) as unknown as TypedDocumentString<ArticleDigestFieldsFragment, unknown>;
export const ChannelArticlePageFragmentDoc = new TypedDocumentString(`
    fragment ChannelArticlePage on ChannelArticleConnection {
  edges {
    pinned
    node {
      ...ArticleDigestFields
    }
  }
  pageInfo {
    endCursor
    hasNextPage
  }
}
    fragment ArticleDigestFields on Article {
  id
  shortHash
  title
  summary
  cover
  wordCount
  createdAt
  author {
    userName
    displayName
  }
}`, {"fragmentName":"ChannelArticlePage"}) as unknown as TypedDocumentString<ChannelArticlePageFragment, unknown>;
export const UserDigestFieldsFragmentDoc = new TypedDocumentString(`
    fragment UserDigestFields on User {
  id
  userName
  displayName
  avatar
  status {
    state
  }
}
    `, {"fragmentName":"UserDigestFields"}) as unknown as TypedDocumentString<UserDigestFieldsFragment, unknown>;
export const CommentFieldsFragmentDoc = new TypedDocumentString(`
    fragment CommentFields on Comment {
  id
  state
  content
  createdAt
  pinned
  upvotes
  author {
    ...UserDigestFields
  }
}
    fragment UserDigestFields on User {
  id
  userName
  displayName
  avatar
  status {
    state
  }
}`, {"fragmentName":"CommentFields"}) as unknown as TypedDocumentString<CommentFieldsFragment, unknown>;
export const ReplyFieldsFragmentDoc = new TypedDocumentString(`
    fragment ReplyFields on Comment {
  ...CommentFields
  replyTo {
    id
    author {
      userName
      displayName
    }
  }
}
    fragment CommentFields on Comment {
  id
  state
  content
  createdAt
  pinned
  upvotes
  author {
    ...UserDigestFields
  }
}
fragment UserDigestFields on User {
  id
  userName
  displayName
  avatar
  status {
    state
  }
}`, {"fragmentName":"ReplyFields"}) as unknown as TypedDocumentString<ReplyFieldsFragment, unknown>;
export const CommentThreadFieldsFragmentDoc = new TypedDocumentString(`
    fragment CommentThreadFields on Comment {
  ...CommentFields
  comments(input: { first: $replies }) {
    totalCount
    pageInfo {
      endCursor
      hasNextPage
    }
    edges {
      node {
        ...ReplyFields
      }
    }
  }
}
    fragment CommentFields on Comment {
  id
  state
  content
  createdAt
  pinned
  upvotes
  author {
    ...UserDigestFields
  }
}
fragment ReplyFields on Comment {
  ...CommentFields
  replyTo {
    id
    author {
      userName
      displayName
    }
  }
}
fragment UserDigestFields on User {
  id
  userName
  displayName
  avatar
  status {
    state
  }
}`, {"fragmentName":"CommentThreadFields"}) as unknown as TypedDocumentString<CommentThreadFieldsFragment, unknown>;
export const MomentDigestFieldsFragmentDoc = new TypedDocumentString(`
    fragment MomentDigestFields on Moment {
  id
  shortHash
  content
  createdAt
  likeCount
  commentCount
  assets {
    id
    path
  }
  author {
    ...UserDigestFields
  }
}
    fragment UserDigestFields on User {
  id
  userName
  displayName
  avatar
  status {
    state
  }
}`, {"fragmentName":"MomentDigestFields"}) as unknown as TypedDocumentString<MomentDigestFieldsFragment, unknown>;
export const SyndicatedArticleFieldsFragmentDoc = new TypedDocumentString(`
    fragment SyndicatedArticleFields on Article {
  id
  shortHash
  title
  summary
  createdAt
  revisedAt
  language
  author {
    id
    userName
    displayName
  }
}
    `, {"fragmentName":"SyndicatedArticleFields"}) as unknown as TypedDocumentString<SyndicatedArticleFieldsFragment, unknown>;
export const UserProfileFieldsFragmentDoc = new TypedDocumentString(`
    fragment UserProfileFields on User {
  id
  userName
  displayName
  avatar
  info {
    description
    badges {
      type
    }
  }
  status {
    state
  }
  followers(input: { first: 0 }) {
    totalCount
  }
  following {
    users(input: { first: 0 }) {
      totalCount
    }
  }
}
    `, {"fragmentName":"UserProfileFields"}) as unknown as TypedDocumentString<UserProfileFieldsFragment, unknown>;
export const ArticleHistoryDocument = new TypedDocumentString(`
    query ArticleHistory($shortHash: String!, $first: Int!, $after: String) {
  article(input: { shortHash: $shortHash }) {
    id
    shortHash
    title
    summary
    language
    author {
      id
      userName
      displayName
    }
    versions(input: { first: $first, after: $after }) {
      totalCount
      pageInfo {
        hasNextPage
        endCursor
      }
      edges {
        node {
          id
          title
          createdAt
          description
        }
      }
    }
  }
}
    `) as unknown as TypedDocumentString<ArticleHistoryQuery, ArticleHistoryQueryVariables>;
export const ArticleVersionPairDocument = new TypedDocumentString(`
    query ArticleVersionPair($from: ID!, $to: ID!) {
  from: node(input: { id: $from }) {
    __typename
    ... on ArticleVersion {
      ...ArticleVersionContentsFields
    }
  }
  to: node(input: { id: $to }) {
    __typename
    ... on ArticleVersion {
      ...ArticleVersionContentsFields
    }
  }
}
    fragment ArticleVersionContentsFields on ArticleVersion {
  id
  title
  createdAt
  description
  contents {
    html
  }
}`) as unknown as TypedDocumentString<ArticleVersionPairQuery, ArticleVersionPairQueryVariables>;
export const ArticlePageDocument = new TypedDocumentString(`
    query ArticlePage($shortHash: String!) {
  article(input: { shortHash: $shortHash }) {
    ...ArticleDigestFields
    state
    revisedAt
    revisionCount
    readTime
    language
    license
    sensitiveByAuthor
    sensitiveByAdmin
    appreciationsReceivedTotal
    readerCount
    bookmarkCount
    commentCount
    requestForDonation
    contents {
      html
    }
    author {
      ...UserDigestFields
      info {
        description
      }
    }
    tags {
      id
      content
      slug
    }
    collections(input: { first: 5 }) {
      edges {
        node {
          id
          title
        }
      }
    }
    relatedArticles(input: { first: 6 }) {
      edges {
        node {
          ...ArticleDigestFields
        }
      }
    }
  }
}
    fragment ArticleDigestFields on Article {
  id
  shortHash
  title
  summary
  cover
  wordCount
  createdAt
  author {
    userName
    displayName
  }
}
fragment UserDigestFields on User {
  id
  userName
  displayName
  avatar
  status {
    state
  }
}`) as unknown as TypedDocumentString<ArticlePageQuery, ArticlePageQueryVariables>;
export const ArticleCollectionDocument = new TypedDocumentString(`
    query ArticleCollection($id: ID!) {
  node(input: { id: $id }) {
    __typename
    ... on Collection {
      id
      title
      author {
        id
      }
      articles(input: { first: 50, reversed: false }) {
        totalCount
        edges {
          node {
            id
            shortHash
            title
          }
        }
      }
    }
  }
}
    `) as unknown as TypedDocumentString<ArticleCollectionQuery, ArticleCollectionQueryVariables>;
export const SendVerificationCodeDocument = new TypedDocumentString(`
    mutation SendVerificationCode($email: String!, $type: VerificationCodeType!, $language: UserLanguage) {
  sendVerificationCode(input: { email: $email, type: $type, language: $language })
}
    `) as unknown as TypedDocumentString<SendVerificationCodeMutation, SendVerificationCodeMutationVariables>;
export const EmailLoginDocument = new TypedDocumentString(`
    mutation EmailLogin($email: String!, $passwordOrCode: String!, $language: UserLanguage, $referralCode: String) {
  emailLogin(
    input: {
      email: $email
      passwordOrCode: $passwordOrCode
      language: $language
      referralCode: $referralCode
    }
  ) {
    auth
    type
  }
}
    `) as unknown as TypedDocumentString<EmailLoginMutation, EmailLoginMutationVariables>;
export const NavChannelsDocument = new TypedDocumentString(`
    query NavChannels {
  channels {
    __typename
    id
    shortHash
    en: navbarTitle(input: { language: en })
    zhHant: navbarTitle(input: { language: zh_hant })
    zhHans: navbarTitle(input: { language: zh_hans })
  }
}
    `) as unknown as TypedDocumentString<NavChannelsQuery, NavChannelsQueryVariables>;
export const ChannelFeedDocument = new TypedDocumentString(`
    query ChannelFeed($shortHash: String!, $language: UserLanguage!, $after: String) {
  channel(input: { shortHash: $shortHash }) {
    __typename
    id
    shortHash
    ... on TopicChannel {
      name(input: { language: $language })
      note(input: { language: $language })
      articles(input: { first: 20, after: $after }) {
        ...ChannelArticlePage
      }
    }
    ... on CurationChannel {
      name(input: { language: $language })
      note(input: { language: $language })
      articles(input: { first: 20, after: $after }) {
        ...ChannelArticlePage
      }
    }
    ... on WritingChallenge {
      name(input: { language: $language })
    }
  }
}
    fragment ChannelArticlePage on ChannelArticleConnection {
  edges {
    pinned
    node {
      ...ArticleDigestFields
    }
  }
  pageInfo {
    endCursor
    hasNextPage
  }
}
fragment ArticleDigestFields on Article {
  id
  shortHash
  title
  summary
  cover
  wordCount
  createdAt
  author {
    userName
    displayName
  }
}`) as unknown as TypedDocumentString<ChannelFeedQuery, ChannelFeedQueryVariables>;
export const WritingChallengeFeedDocument = new TypedDocumentString(`
    query WritingChallengeFeed($shortHash: String!, $language: UserLanguage!, $stage: ID, $featured: Boolean, $after: String) {
  channel(input: { shortHash: $shortHash }) {
    __typename
    ... on WritingChallenge {
      id
      shortHash
      name(input: { language: $language })
      description(input: { language: $language })
      state
      applicationPeriod {
        start
        end
      }
      writingPeriod {
        start
        end
      }
      stages {
        id
        name(input: { language: $language })
      }
      announcements {
        ...ArticleDigestFields
      }
      articles(
        input: { first: 20, after: $after, filter: { stage: $stage, featured: $featured } }
      ) {
        edges {
          featured
          node {
            ...ArticleDigestFields
          }
        }
        pageInfo {
          endCursor
          hasNextPage
        }
      }
    }
  }
}
    fragment ArticleDigestFields on Article {
  id
  shortHash
  title
  summary
  cover
  wordCount
  createdAt
  author {
    userName
    displayName
  }
}`) as unknown as TypedDocumentString<WritingChallengeFeedQuery, WritingChallengeFeedQueryVariables>;
export const LinkedCommentDocument = new TypedDocumentString(`
    query LinkedComment($thread: ID!, $reply: ID!, $replies: Int) {
  thread: node(input: { id: $thread }) {
    ... on Comment {
      ...CommentThreadFields
      parentComment {
        id
      }
      node {
        id
      }
    }
  }
  reply: node(input: { id: $reply }) {
    ... on Comment {
      ...ReplyFields
      parentComment {
        id
      }
    }
  }
}
    fragment CommentFields on Comment {
  id
  state
  content
  createdAt
  pinned
  upvotes
  author {
    ...UserDigestFields
  }
}
fragment ReplyFields on Comment {
  ...CommentFields
  replyTo {
    id
    author {
      userName
      displayName
    }
  }
}
fragment CommentThreadFields on Comment {
  ...CommentFields
  comments(input: { first: $replies }) {
    totalCount
    pageInfo {
      endCursor
      hasNextPage
    }
    edges {
      node {
        ...ReplyFields
      }
    }
  }
}
fragment UserDigestFields on User {
  id
  userName
  displayName
  avatar
  status {
    state
  }
}`) as unknown as TypedDocumentString<LinkedCommentQuery, LinkedCommentQueryVariables>;
export const ArticleCommentsDocument = new TypedDocumentString(`
    query ArticleComments($shortHash: String!, $first: Int, $after: String, $replies: Int) {
  article(input: { shortHash: $shortHash }) {
    id
    commentCount
    comments(input: { first: $first, after: $after }) {
      totalCount
      pageInfo {
        endCursor
        hasNextPage
      }
      edges {
        node {
          ...CommentThreadFields
        }
      }
    }
  }
}
    fragment CommentFields on Comment {
  id
  state
  content
  createdAt
  pinned
  upvotes
  author {
    ...UserDigestFields
  }
}
fragment ReplyFields on Comment {
  ...CommentFields
  replyTo {
    id
    author {
      userName
      displayName
    }
  }
}
fragment CommentThreadFields on Comment {
  ...CommentFields
  comments(input: { first: $replies }) {
    totalCount
    pageInfo {
      endCursor
      hasNextPage
    }
    edges {
      node {
        ...ReplyFields
      }
    }
  }
}
fragment UserDigestFields on User {
  id
  userName
  displayName
  avatar
  status {
    state
  }
}`) as unknown as TypedDocumentString<ArticleCommentsQuery, ArticleCommentsQueryVariables>;
export const DevMailboxDocument = new TypedDocumentString(`
    query DevMailbox($first: Int) {
  devMailbox(input: { first: $first }) {
    id
    to
    subject
    text
    createdAt
  }
}
    `) as unknown as TypedDocumentString<DevMailboxQuery, DevMailboxQueryVariables>;
export const NewestArticlesDocument = new TypedDocumentString(`
    query NewestArticles($first: Int, $after: String) {
  viewer {
    recommendation {
      newest(input: { first: $first, after: $after }) {
        edges {
          cursor
          node {
            ...ArticleDigestFields
          }
        }
        pageInfo {
          endCursor
          hasNextPage
        }
      }
    }
  }
}
    fragment ArticleDigestFields on Article {
  id
  shortHash
  title
  summary
  cover
  wordCount
  createdAt
  author {
    userName
    displayName
  }
}`) as unknown as TypedDocumentString<NewestArticlesQuery, NewestArticlesQueryVariables>;
export const FeaturedArticlesDocument = new TypedDocumentString(`
    query FeaturedArticles($first: Int, $after: String) {
  viewer {
    recommendation {
      icymi(input: { first: $first, after: $after }) {
        edges {
          cursor
          node {
            ...ArticleDigestFields
          }
        }
        pageInfo {
          endCursor
          hasNextPage
        }
      }
    }
  }
}
    fragment ArticleDigestFields on Article {
  id
  shortHash
  title
  summary
  cover
  wordCount
  createdAt
  author {
    userName
    displayName
  }
}`) as unknown as TypedDocumentString<FeaturedArticlesQuery, FeaturedArticlesQueryVariables>;
export const FollowingFeedDocument = new TypedDocumentString(`
    query FollowingFeed($first: Int, $after: String) {
  viewer {
    recommendation {
      following(input: { first: $first, after: $after }) {
        edges {
          cursor
          node {
            __typename
            ... on UserPublishArticleActivity {
              createdAt
              actor {
                userName
                displayName
              }
              node {
                ...ArticleDigestFields
              }
            }
            ... on UserAddArticleTagActivity {
              createdAt
              actor {
                userName
                displayName
              }
              node {
                ...ArticleDigestFields
              }
              target {
                id
                content
                slug
              }
            }
            ... on UserPostMomentActivity {
              createdAt
              actor {
                userName
                displayName
              }
              node {
                ...MomentDigestFields
              }
            }
            ... on UserCreateCircleActivity {
              createdAt
              actor {
                userName
                displayName
              }
              node {
                id
                name
                displayName
              }
            }
            ... on UserRecommendationActivity {
              nodes {
                id
                userName
                displayName
                avatar
              }
            }
          }
        }
        pageInfo {
          endCursor
          hasNextPage
        }
      }
    }
  }
}
    fragment ArticleDigestFields on Article {
  id
  shortHash
  title
  summary
  cover
  wordCount
  createdAt
  author {
    userName
    displayName
  }
}
fragment MomentDigestFields on Moment {
  id
  shortHash
  content
  createdAt
  likeCount
  commentCount
  assets {
    id
    path
  }
  author {
    ...UserDigestFields
  }
}
fragment UserDigestFields on User {
  id
  userName
  displayName
  avatar
  status {
    state
  }
}`) as unknown as TypedDocumentString<FollowingFeedQuery, FollowingFeedQueryVariables>;
export const RecommendationDocument = new TypedDocumentString(`
    query Recommendation($random: Int) {
  viewer {
    recommendation {
      authors(input: { first: 12, filter: { random: $random } }) {
        edges {
          node {
            id
            userName
            displayName
            avatar
            status {
              state
            }
            info {
              description
            }
          }
        }
      }
      tags(input: { first: 24, filter: { random: $random } }) {
        edges {
          node {
            id
            content
            slug
            numArticles
          }
        }
      }
    }
  }
}
    `) as unknown as TypedDocumentString<RecommendationQuery, RecommendationQueryVariables>;
export const MomentDetailDocument = new TypedDocumentString(`
    query MomentDetail($shortHash: String!, $first: Int, $after: String, $replies: Int) {
  moment(input: { shortHash: $shortHash }) {
    id
    shortHash
    content
    createdAt
    likeCount
    commentCount
    state
    assets {
      id
      path
    }
    author {
      ...UserDigestFields
    }
    comments(input: { first: $first, after: $after }) {
      totalCount
      pageInfo {
        endCursor
        hasNextPage
      }
      edges {
        node {
          ...CommentThreadFields
        }
      }
    }
  }
}
    fragment CommentFields on Comment {
  id
  state
  content
  createdAt
  pinned
  upvotes
  author {
    ...UserDigestFields
  }
}
fragment ReplyFields on Comment {
  ...CommentFields
  replyTo {
    id
    author {
      userName
      displayName
    }
  }
}
fragment CommentThreadFields on Comment {
  ...CommentFields
  comments(input: { first: $replies }) {
    totalCount
    pageInfo {
      endCursor
      hasNextPage
    }
    edges {
      node {
        ...ReplyFields
      }
    }
  }
}
fragment UserDigestFields on User {
  id
  userName
  displayName
  avatar
  status {
    state
  }
}`) as unknown as TypedDocumentString<MomentDetailQuery, MomentDetailQueryVariables>;
export const MomentDigestDocument = new TypedDocumentString(`
    query MomentDigest($shortHash: String!) {
  moment(input: { shortHash: $shortHash }) {
    ...MomentDigestFields
  }
}
    fragment MomentDigestFields on Moment {
  id
  shortHash
  content
  createdAt
  likeCount
  commentCount
  assets {
    id
    path
  }
  author {
    ...UserDigestFields
  }
}
fragment UserDigestFields on User {
  id
  userName
  displayName
  avatar
  status {
    state
  }
}`) as unknown as TypedDocumentString<MomentDigestQuery, MomentDigestQueryVariables>;
export const OgArticleDocument = new TypedDocumentString(`
    query OgArticle($shortHash: String!) {
  article(input: { shortHash: $shortHash }) {
    id
    title
    summary
    state
    author {
      id
      userName
      displayName
    }
  }
}
    `) as unknown as TypedDocumentString<OgArticleQuery, OgArticleQueryVariables>;
export const OgUserDocument = new TypedDocumentString(`
    query OgUser($userName: String!) {
  user(input: { userName: $userName }) {
    id
    userName
    displayName
    info {
      description
    }
    status {
      state
      articleCount
    }
  }
}
    `) as unknown as TypedDocumentString<OgUserQuery, OgUserQueryVariables>;
export const OgTagDocument = new TypedDocumentString(`
    query OgTag($id: ID!) {
  node(input: { id: $id }) {
    __typename
    id
    ... on Tag {
      content
      numArticles
    }
  }
}
    `) as unknown as TypedDocumentString<OgTagQuery, OgTagQueryVariables>;
export const OgMomentDocument = new TypedDocumentString(`
    query OgMoment($shortHash: String!) {
  moment(input: { shortHash: $shortHash }) {
    id
    content
    state
    author {
      id
      userName
      displayName
    }
  }
}
    `) as unknown as TypedDocumentString<OgMomentQuery, OgMomentQueryVariables>;
export const QuickResultDocument = new TypedDocumentString(`
    query QuickResult($key: String!) {
  users: search(input: { key: $key, type: User, quicksearch: true, first: 5 }) {
    edges {
      cursor
      node {
        __typename
        id
        ... on User {
          userName
          displayName
          avatar
        }
      }
    }
  }
  tags: search(input: { key: $key, type: Tag, quicksearch: true, first: 5 }) {
    edges {
      cursor
      node {
        __typename
        id
        ... on Tag {
          content
          slug
          numArticles
        }
      }
    }
  }
}
    `) as unknown as TypedDocumentString<QuickResultQuery, QuickResultQueryVariables>;
export const SearchResultsDocument = new TypedDocumentString(`
    query SearchResults($key: String!, $type: SearchTypes!, $after: String) {
  search(input: { key: $key, type: $type, first: 20, after: $after }) {
    edges {
      cursor
      node {
        __typename
        id
        ...ArticleDigestFields
        ... on User {
          userName
          displayName
          avatar
        }
        ... on Tag {
          content
          slug
          numArticles
        }
      }
    }
    pageInfo {
      endCursor
      hasNextPage
    }
  }
}
    fragment ArticleDigestFields on Article {
  id
  shortHash
  title
  summary
  cover
  wordCount
  createdAt
  author {
    userName
    displayName
  }
}`) as unknown as TypedDocumentString<SearchResultsQuery, SearchResultsQueryVariables>;
export const RecordSearchDocument = new TypedDocumentString(`
    query RecordSearch($key: String!) {
  search(input: { key: $key, type: Article, first: 0, record: true }) {
    pageInfo {
      hasNextPage
    }
  }
}
    `) as unknown as TypedDocumentString<RecordSearchQuery, RecordSearchQueryVariables>;
export const RecentSearchesDocument = new TypedDocumentString(`
    query RecentSearches {
  viewer {
    id
    activity {
      recentSearches(input: { first: 10 }) {
        edges {
          node
        }
      }
    }
  }
}
    `) as unknown as TypedDocumentString<RecentSearchesQuery, RecentSearchesQueryVariables>;
export const ClearSearchHistoryDocument = new TypedDocumentString(`
    mutation ClearSearchHistory {
  clearSearchHistory
}
    `) as unknown as TypedDocumentString<ClearSearchHistoryMutation, ClearSearchHistoryMutationVariables>;
export const SitemapIndexDocument = new TypedDocumentString(`
    query SitemapIndex {
  sitemap {
    articlePages
    userPages
    tagPages
  }
}
    `) as unknown as TypedDocumentString<SitemapIndexQuery, SitemapIndexQueryVariables>;
export const SitemapArticlesDocument = new TypedDocumentString(`
    query SitemapArticles($page: Int!) {
  sitemap {
    articles(input: { page: $page }) {
      shortHash
      lastModified
    }
  }
}
    `) as unknown as TypedDocumentString<SitemapArticlesQuery, SitemapArticlesQueryVariables>;
export const SitemapUsersDocument = new TypedDocumentString(`
    query SitemapUsers($page: Int!) {
  sitemap {
    users(input: { page: $page }) {
      userName
      lastModified
    }
  }
}
    `) as unknown as TypedDocumentString<SitemapUsersQuery, SitemapUsersQueryVariables>;
export const SitemapTagsDocument = new TypedDocumentString(`
    query SitemapTags($page: Int!) {
  sitemap {
    tags(input: { page: $page }) {
      id
      slug
      lastModified
    }
  }
}
    `) as unknown as TypedDocumentString<SitemapTagsQuery, SitemapTagsQueryVariables>;
export const NewestFeedDocument = new TypedDocumentString(`
    query NewestFeed($first: Int) {
  viewer {
    recommendation {
      newest(input: { first: $first }) {
        edges {
          node {
            ...SyndicatedArticleFields
          }
        }
      }
    }
  }
}
    fragment SyndicatedArticleFields on Article {
  id
  shortHash
  title
  summary
  createdAt
  revisedAt
  language
  author {
    id
    userName
    displayName
  }
}`) as unknown as TypedDocumentString<NewestFeedQuery, NewestFeedQueryVariables>;
export const UserFeedDocument = new TypedDocumentString(`
    query UserFeed($userName: String!, $first: Int) {
  user(input: { userName: $userName }) {
    id
    userName
    displayName
    status {
      state
    }
    articles(input: { first: $first }) {
      edges {
        node {
          ...SyndicatedArticleFields
        }
      }
    }
  }
}
    fragment SyndicatedArticleFields on Article {
  id
  shortHash
  title
  summary
  createdAt
  revisedAt
  language
  author {
    id
    userName
    displayName
  }
}`) as unknown as TypedDocumentString<UserFeedQuery, UserFeedQueryVariables>;
export const TagFeedDocument = new TypedDocumentString(`
    query TagFeed($id: ID!, $first: Int) {
  node(input: { id: $id }) {
    __typename
    id
    ... on Tag {
      content
      slug
      articles(input: { first: $first, sortBy: byCreatedAtDesc }) {
        edges {
          node {
            ...SyndicatedArticleFields
          }
        }
      }
    }
  }
}
    fragment SyndicatedArticleFields on Article {
  id
  shortHash
  title
  summary
  createdAt
  revisedAt
  language
  author {
    id
    userName
    displayName
  }
}`) as unknown as TypedDocumentString<TagFeedQuery, TagFeedQueryVariables>;
export const TagPageDocument = new TypedDocumentString(`
    query TagPage($id: ID!, $sortBy: TagArticlesSortBy!, $first: Int, $after: String) {
  node(input: { id: $id }) {
    __typename
    ... on Tag {
      id
      content
      slug
      numArticles
      numFollowers
      articles(input: { sortBy: $sortBy, first: $first, after: $after }) {
        edges {
          node {
            ...ArticleDigestFields
          }
        }
        pageInfo {
          endCursor
          hasNextPage
        }
      }
    }
  }
}
    fragment ArticleDigestFields on Article {
  id
  shortHash
  title
  summary
  cover
  wordCount
  createdAt
  author {
    userName
    displayName
  }
}`) as unknown as TypedDocumentString<TagPageQuery, TagPageQueryVariables>;
export const TagAuthorsDocument = new TypedDocumentString(`
    query TagAuthors($id: ID!, $first: Int) {
  node(input: { id: $id }) {
    ... on Tag {
      recommendedAuthors(input: { first: $first }) {
        edges {
          node {
            id
            userName
            displayName
            avatar
          }
        }
      }
    }
  }
}
    `) as unknown as TypedDocumentString<TagAuthorsQuery, TagAuthorsQueryVariables>;
export const TagListDocument = new TypedDocumentString(`
    query TagList($first: Int, $after: String) {
  viewer {
    recommendation {
      tags(input: { first: $first, after: $after }) {
        totalCount
        edges {
          node {
            id
            content
            slug
            numArticles
          }
        }
        pageInfo {
          endCursor
          hasNextPage
        }
      }
    }
  }
}
    `) as unknown as TypedDocumentString<TagListQuery, TagListQueryVariables>;
export const UserProfileDocument = new TypedDocumentString(`
    query UserProfile($userName: String!) {
  user(input: { userName: $userName }) {
    ...UserProfileFields
  }
}
    fragment UserProfileFields on User {
  id
  userName
  displayName
  avatar
  info {
    description
    badges {
      type
    }
  }
  status {
    state
  }
  followers(input: { first: 0 }) {
    totalCount
  }
  following {
    users(input: { first: 0 }) {
      totalCount
    }
  }
}`) as unknown as TypedDocumentString<UserProfileQuery, UserProfileQueryVariables>;
export const UserArticlesDocument = new TypedDocumentString(`
    query UserArticles($userName: String!, $after: String) {
  user(input: { userName: $userName }) {
    id
    pinnedWorks {
      __typename
      ... on Article {
        id
        title
        shortHash
        cover
      }
      ... on Collection {
        id
        title
        cover
      }
    }
    articles(input: { first: 20, after: $after }) {
      totalCount
      edges {
        node {
          ...ArticleDigestFields
        }
      }
      pageInfo {
        endCursor
        hasNextPage
      }
    }
  }
}
    fragment ArticleDigestFields on Article {
  id
  shortHash
  title
  summary
  cover
  wordCount
  createdAt
  author {
    userName
    displayName
  }
}`) as unknown as TypedDocumentString<UserArticlesQuery, UserArticlesQueryVariables>;
export const UserCollectionsDocument = new TypedDocumentString(`
    query UserCollections($userName: String!, $after: String) {
  user(input: { userName: $userName }) {
    id
    collections(input: { first: 20, after: $after }) {
      totalCount
      edges {
        node {
          id
          title
          description
          cover
          updatedAt
          articles(input: { first: 0 }) {
            totalCount
          }
        }
      }
      pageInfo {
        endCursor
        hasNextPage
      }
    }
  }
}
    `) as unknown as TypedDocumentString<UserCollectionsQuery, UserCollectionsQueryVariables>;
export const CollectionDetailDocument = new TypedDocumentString(`
    query CollectionDetail($id: ID!, $after: String) {
  node(input: { id: $id }) {
    __typename
    ... on Collection {
      id
      title
      description
      cover
      updatedAt
      author {
        id
        userName
      }
      articles(input: { first: 20, after: $after, reversed: false }) {
        totalCount
        edges {
          node {
            ...ArticleDigestFields
          }
        }
        pageInfo {
          endCursor
          hasNextPage
        }
      }
    }
  }
}
    fragment ArticleDigestFields on Article {
  id
  shortHash
  title
  summary
  cover
  wordCount
  createdAt
  author {
    userName
    displayName
  }
}`) as unknown as TypedDocumentString<CollectionDetailQuery, CollectionDetailQueryVariables>;
export const UserMomentsDocument = new TypedDocumentString(`
    query UserMoments($userName: String!, $after: String) {
  user(input: { userName: $userName }) {
    id
    moments(input: { first: 20, after: $after }) {
      totalCount
      edges {
        node {
          ...MomentDigestFields
        }
      }
      pageInfo {
        endCursor
        hasNextPage
      }
    }
  }
}
    fragment MomentDigestFields on Moment {
  id
  shortHash
  content
  createdAt
  likeCount
  commentCount
  assets {
    id
    path
  }
  author {
    ...UserDigestFields
  }
}
fragment UserDigestFields on User {
  id
  userName
  displayName
  avatar
  status {
    state
  }
}`) as unknown as TypedDocumentString<UserMomentsQuery, UserMomentsQueryVariables>;
export const ViewerSummaryDocument = new TypedDocumentString(`
    query ViewerSummary {
  viewer {
    id
    userName
    displayName
    avatar
    status {
      state
      unreadNoticeCount
    }
    ownCircles {
      name
    }
    settings {
      language
    }
  }
}
    `) as unknown as TypedDocumentString<ViewerSummaryQuery, ViewerSummaryQueryVariables>;
export const UnreadNoticeCountDocument = new TypedDocumentString(`
    query UnreadNoticeCount {
  viewer {
    id
    status {
      unreadNoticeCount
    }
  }
}
    `) as unknown as TypedDocumentString<UnreadNoticeCountQuery, UnreadNoticeCountQueryVariables>;
export const UpdateLanguageDocument = new TypedDocumentString(`
    mutation UpdateLanguage($language: UserLanguage!) {
  updateUserInfo(input: { language: $language }) {
    id
    settings {
      language
    }
  }
}
    `) as unknown as TypedDocumentString<UpdateLanguageMutation, UpdateLanguageMutationVariables>;
export const UserLogoutDocument = new TypedDocumentString(`
    mutation UserLogout {
  userLogout
}
    `) as unknown as TypedDocumentString<UserLogoutMutation, UserLogoutMutationVariables>;
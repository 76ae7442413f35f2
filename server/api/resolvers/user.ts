import "server-only";
import { parseAddress, storedAddress } from "@/server/auth/siwe";
import {
  type ArticleRow,
  AUTHOR_ARTICLE_SORTS,
  type AuthorArticleSort,
  authorArticleCount,
  authorArticlePage,
} from "@/server/db/queries/articles";
import { followedCircleCount, followedCirclePage } from "@/server/db/queries/circles";
import { commentedArticleCount, commentedArticlePage } from "@/server/db/queries/comments";
import { authorMomentPage, type MomentRow } from "@/server/db/queries/moments";
import { hasUnreadFollowing } from "@/server/db/queries/notices";
import {
  blockCount,
  blockPage,
  bookmarkedArticleCount,
  bookmarkedArticlePage,
  bookmarkedTagCount,
  bookmarkedTagPage,
} from "@/server/db/queries/social";
import { maintainedTagCount, maintainedTagPage } from "@/server/db/queries/tags";
import {
  activeArticleCount,
  activeCommentCount,
  activeMomentCount,
  activeWordCount,
  followCount,
  followPage,
  referredCount,
  type UserRow,
  unreadNoticeCount,
  userByEthAddress,
  userByName,
} from "@/server/db/queries/users";
import { type ConnectionArgs, decodeNumberCursor, pageSize, toConnection } from "../connections";
import type { Context } from "../context";
import { ApiError } from "../errors";
import type { Resolvers } from "../generated/resolvers";
import { toGlobalId } from "../ids";
import { mergedConnection } from "../merged-connection";
import type { UserModel, VisitorUser } from "../models";
import { peopleConnection } from "../people-connection";
import { requireViewer } from "../rules/auth";
import * as account from "../services/account";
import { changeEmailTimesLeft, requestEmailChange } from "../services/email-change";
import { featuredTags } from "../services/featured-tags";
import * as likerId from "../services/liker-id";
import { setCurrency, updateProfile } from "../services/profile";
import { revokeSession, sessionGlobalId, viewerSessions } from "../services/sessions";
import { toggleBlock, toggleFollow } from "../services/social-graph";
import * as socialLogin from "../services/social-login";
import * as walletLogin from "../services/wallet-login";
import { viewerRelations } from "../viewer-relations";
import { appliedToMomentFeed, watchesCommunity } from "./community-watch";

const stripNamePrefix = (name: string) => name.replace(/^[@~～]+/u, "");

const userConnection = (ctx: Context, side: "followers" | "following", userId: number, args: ConnectionArgs) =>
  peopleConnection(
    ctx,
    args,
    (limit, after) => followPage(ctx.db, side, userId, limit, after),
    () => followCount(ctx.db, side, userId),
  );

/** A page of rows keyed by (time, id), each with its entity. */
function keyedConnection<R extends { bookmarkedAt: number }, N extends { id: number }>(
  args: ConnectionArgs,
  page: (limit: number, after?: readonly [number, number]) => Promise<R[]>,
  nodeOf: (row: R) => N,
  totalCount: () => Promise<number>,
) {
  const limit = pageSize(args.first);
  const after = args.after ? decodeNumberCursor(args.after, 2) : undefined;
  return page(limit, after).then((rows) =>
    toConnection(rows, limit, (r) => [r.bookmarkedAt, nodeOf(r).id], {
      totalCount,
      hasPrevious: Boolean(after),
      toNode: nodeOf,
    }),
  );
}

/**
 * The latest-first order keeps the (time, id) cursors it always had; the others add the order's
 * number, so a cursor of one order is refused in another rather than read as a wrong place.
 */
const sortCursorKey = (sort: AuthorArticleSort, value: number, id: number) =>
  sort === "newest" ? [value, id] : [value, id, AUTHOR_ARTICLE_SORTS.indexOf(sort)];

function decodeSortCursor(cursor: string, sort: AuthorArticleSort): readonly [number, number] {
  if (sort === "newest") return decodeNumberCursor(cursor, 2);
  const [value, id, order] = decodeNumberCursor(cursor, 3);
  if (order !== AUTHOR_ARTICLE_SORTS.indexOf(sort)) throw new ApiError("BAD_USER_INPUT", "Invalid cursor.");
  return [value, id];
}

const VISITOR_USER: VisitorUser = { id: 0, visitor: true };
const isVisitor = (u: UserModel): u is VisitorUser => "visitor" in u;

const emptyConnection = () => toConnection([], 0, () => [], { totalCount: 0, hasPrevious: false });

type Read<T> = (u: UserRow, ctx: Context) => T;

/** Fields of a visitor's viewer resolve to empty values: null unless told. */
function of<T>(read: Read<T>): (u: UserModel, _a: unknown, ctx: Context) => T | null;
function of<T, E>(read: Read<T>, empty: E): (u: UserModel, _a: unknown, ctx: Context) => T | E;
function of<T>(read: Read<T>, empty: unknown = null) {
  return (u: UserModel, _a: unknown, ctx: Context) => (isVisitor(u) ? empty : read(u, ctx));
}

export const resolvers = {
  Query: {
    viewer: (_p, _a, ctx) => ctx.viewer.user ?? VISITOR_USER,
    oauthRequestToken: () => null,
    user: async (_p, { input }, ctx) => {
      if (input.ethAddress) {
        const address = parseAddress(input.ethAddress);
        if (!address) throw new ApiError("BAD_USER_INPUT", "Not a wallet address.", { field: "ethAddress" });
        return (await userByEthAddress(ctx.db, storedAddress(address))) ?? null;
      }
      if (!input.userName) return null;
      return (await userByName(ctx.db, stripNamePrefix(input.userName.trim()))) ?? null;
    },
  },

  Mutation: {
    sendVerificationCode: (_p, { input }, ctx) => account.sendVerificationCode(ctx, input),
    confirmVerificationCode: (_p, { input }, ctx) => account.confirmVerificationCode(ctx, input),
    resetPassword: (_p, { input }, ctx) => account.resetPassword(ctx, input),
    emailLogin: (_p, { input }, ctx) => account.emailLogin(ctx, input),
    verifyEmail: (_p, { input }, ctx) => account.verifyEmail(ctx, input),
    generateSigningMessage: (_p, { input }, ctx) => walletLogin.generateSigningMessage(ctx, input),
    walletLogin: (_p, { input }, ctx) => walletLogin.walletLogin(ctx, input),
    addWalletLogin: (_p, { input }, ctx) => walletLogin.addWalletLogin(ctx, requireViewer(ctx), input),
    removeWalletLogin: (_p, _a, ctx) => walletLogin.removeWalletLogin(ctx, requireViewer(ctx)),
    generateSocialLoginUrl: (_p, { input }, ctx) => socialLogin.generateSocialLoginUrl(ctx, input),
    socialLogin: (_p, { input }, ctx) => socialLogin.socialLogin(ctx, input),
    addSocialLogin: (_p, { input }, ctx) => socialLogin.addSocialLogin(ctx, requireViewer(ctx), input),
    removeSocialLogin: (_p, { input }, ctx) => socialLogin.removeSocialLogin(ctx, requireViewer(ctx), input),
    generateLikerIdUrl: (_p, _a, ctx) => likerId.generateLikerIdUrl(ctx),
    linkLikerId: (_p, { input }, ctx) => likerId.linkLikerId(ctx, requireViewer(ctx), input),
    userLogout: async (_p, _a, ctx) => {
      await account.endSession(ctx);
      return true;
    },
    setEmail: (_p, { input }, ctx) => requestEmailChange(ctx, requireViewer(ctx), input.email),
    setCurrency: (_p, { input }, ctx) => setCurrency(ctx, requireViewer(ctx), input.currency),
    revokeSession: (_p, { input }, ctx) => revokeSession(ctx, requireViewer(ctx), input.id),
    setPassword: (_p, { input }, ctx) => account.setPassword(ctx, requireViewer(ctx), input.password),
    setUserName: (_p, { input }, ctx) => updateProfile(ctx, requireViewer(ctx), { userName: input.userName }),
    updateUserInfo: (_p, { input }, ctx) => updateProfile(ctx, requireViewer(ctx), input),
    toggleFollowUser: (_p, { input }, ctx) => toggleFollow(ctx, requireViewer(ctx), input),
    toggleBlockUser: (_p, { input }, ctx) => toggleBlock(ctx, requireViewer(ctx), input),
  },

  User: {
    id: (u) => (isVisitor(u) ? "" : toGlobalId("User", u.id)),
    userName: of((u) => (u.state === "archived" ? null : u.userName)),
    displayName: of((u) => u.displayName),
    likerId: of((u) => u.likerId),
    liker: (u) => u,
    avatar: of((u) => u.avatar),
    info: (u) => u,
    settings: (u) => u,
    status: of((u) => u),
    // no fediverse beta runs here; community watchers have the flag
    features: async (u, _a, ctx) => ({ fediverseBeta: false, communityWatch: await watchesCommunity(ctx, u.id) }),
    isMomentFeedApplied: (u, _a, ctx) => (isVisitor(u) ? false : appliedToMomentFeed(ctx, u.id)),
    following: (u) => u,
    // the visitor's viewer (id 0) has an activity with nothing in it
    activity: (u) => ({ userId: u.id }),
    sessions: (u, _a, ctx) => (isVisitor(u) ? [] : viewerSessions(ctx, u.id)),
    followers: (u, { input }, ctx) =>
      isVisitor(u) ? emptyConnection() : userConnection(ctx, "followers", u.id, input),
    articles: async (u, { input }, ctx) => {
      if (isVisitor(u)) return emptyConnection();
      const state = input.filter?.state ?? "active";
      // only the author and admins see archived or banned work
      const own = ctx.viewer.id === u.id || ctx.viewer.user?.role === "admin";
      if (state !== "active" && !own) return emptyConnection();
      const sort = input.sort ?? "newest";
      const limit = pageSize(input.first);
      const after = input.after ? decodeSortCursor(input.after, sort) : undefined;
      const rows = await authorArticlePage(ctx.db, u.id, state, limit, after, sort);
      for (const { article } of rows) ctx.loaders.article.prime(article.id, article);
      return toConnection(rows, limit, (r) => sortCursorKey(sort, r.sortValue, r.article.id), {
        totalCount: () => authorArticleCount(ctx.db, u.id, state),
        hasPrevious: Boolean(after),
        toNode: (r) => r.article,
      });
    },
    writings: (u, { input }, ctx) => {
      if (isVisitor(u) || u.state === "archived") return emptyConnection();
      return mergedConnection<ArticleRow | MomentRow>(
        input,
        [
          {
            page: async (limit, after) =>
              (await authorArticlePage(ctx.db, u.id, "active", limit, after)).map(({ article }) => {
                ctx.loaders.article.prime(article.id, article);
                return { time: article.createdAt, id: article.id, node: article };
              }),
          },
          {
            page: async (limit, after) =>
              (await authorMomentPage(ctx.db, u.id, limit, after)).map((m) => ({
                time: m.createdAt,
                id: m.id,
                node: m,
              })),
          },
        ],
        () => Promise.all([activeArticleCount(ctx.db, u.id), activeMomentCount(ctx.db, u.id)]).then(([a, m]) => a + m),
      );
    },
    // the viewer's own (@auth: only they and admins reach these lists)
    tags: async (u, { input }, ctx) => {
      if (isVisitor(u)) return emptyConnection();
      const limit = pageSize(input.first);
      const after = input.after ? decodeNumberCursor(input.after, 2) : undefined;
      const rows = await maintainedTagPage(ctx.db, u.id, limit, after);
      return toConnection(rows, limit, (r) => [r.createdAt, r.id], {
        totalCount: () => maintainedTagCount(ctx.db, u.id),
        hasPrevious: Boolean(after),
      });
    },
    commentedArticles: async (u, { input }, ctx) => {
      if (isVisitor(u)) return emptyConnection();
      const limit = pageSize(input.first);
      const after = input.after ? decodeNumberCursor(input.after, 2) : undefined;
      const rows = await commentedArticlePage(ctx.db, u.id, limit, after);
      for (const { article } of rows) ctx.loaders.article.prime(article.id, article);
      return toConnection(rows, limit, (r) => [r.commentedAt, r.article.id], {
        totalCount: () => commentedArticleCount(ctx.db, u.id),
        hasPrevious: Boolean(after),
        toNode: (r) => r.article,
      });
    },
    bookmarkedArticles: (u, { input }, ctx) =>
      isVisitor(u)
        ? emptyConnection()
        : keyedConnection(
            input,
            async (limit, after) => {
              const rows = await bookmarkedArticlePage(ctx.db, u.id, limit, after);
              for (const { article } of rows) ctx.loaders.article.prime(article.id, article);
              return rows;
            },
            (r) => r.article,
            () => bookmarkedArticleCount(ctx.db, u.id),
          ),
    bookmarkedTags: (u, { input }, ctx) =>
      isVisitor(u)
        ? emptyConnection()
        : keyedConnection(
            input,
            (limit, after) => bookmarkedTagPage(ctx.db, u.id, limit, after),
            (r) => r.tag,
            () => bookmarkedTagCount(ctx.db, u.id),
          ),
    blockList: (u, { input }, ctx) =>
      isVisitor(u)
        ? emptyConnection()
        : peopleConnection(
            ctx,
            input,
            (limit, after) => blockPage(ctx.db, u.id, limit, after),
            () => blockCount(ctx.db, u.id),
          ),
    // the viewer's relations to the person: nothing for a visitor or towards oneself
    isFollower: (u, _a, ctx) => (isVisitor(u) ? false : viewerRelations(ctx).followedBy.load(u.id)),
    isFollowee: (u, _a, ctx) => (isVisitor(u) ? false : viewerRelations(ctx).follows.load(u.id)),
    isBlocking: (u, _a, ctx) => (isVisitor(u) ? false : viewerRelations(ctx).blocking.load(u.id)),
    isBlocked: (u, _a, ctx) => (isVisitor(u) ? false : viewerRelations(ctx).blockedBy.load(u.id)),
  },

  Following: {
    circles: async (u, { input }, ctx) => {
      if (isVisitor(u)) return emptyConnection();
      const limit = pageSize(input.first);
      const after = input.after ? decodeNumberCursor(input.after, 2) : undefined;
      const rows = await followedCirclePage(ctx.db, u.id, limit, after);
      return toConnection(rows, limit, (r) => [r.createdAt, r.circle.id], {
        totalCount: () => followedCircleCount(ctx.db, u.id),
        hasPrevious: Boolean(after),
        toNode: (r) => r.circle,
      });
    },
    users: (u, { input }, ctx) => (isVisitor(u) ? emptyConnection() : userConnection(ctx, "following", u.id, input)),
  },

  UserInfo: {
    createdAt: of((u) => new Date(u.createdAt)),
    // what setUserName allows: inactive accounts change nothing but their language
    userNameEditable: of((u) => u.state === "active", false),
    description: of((u) => u.description),
    // nothing is published to IPNS
    ipnsKey: () => null,
    email: of((u) => u.email),
    emailVerified: of((u) => u.emailVerified, false),
    socialAccounts: (u, _a, ctx) => (isVisitor(u) ? [] : socialLogin.socialAccountsFor(ctx, u)),
    badges: of((u) => u.badges.map((type) => ({ type })), []),
    agreeOn: of((u) => (u.agreeOn ? new Date(u.agreeOn) : null)),
    profileCover: of((u) => u.profileCover),
    group: of((u) => (u.id % 2 === 0 ? "a" : "b"), "a"),
    ethAddress: of((u) => u.ethAddress),
    isWalletAuth: of((u) => u.walletSignup, false),
    // one wallet an account: it goes by the account's id
    cryptoWallet: of((u) => (u.ethAddress ? { walletId: u.id, address: u.ethAddress } : null)),
    // as the person chose them (putFeaturedTags), in their order
    featuredTags: (u, _a, ctx) => (isVisitor(u) ? [] : featuredTags(ctx, u.id)),
  },

  Liker: {
    likerId: of((u) => u.likerId),
    civicLiker: of((u) => u.civicLiker, false),
    // nothing is paid in LikeCoin here
    total: () => 0,
  },

  UserSettings: {
    language: of((u) => u.language, "en"),
    currency: of((u) => u.currency, "USD"),
  },

  UserStatus: {
    state: (u) => u.state,
    role: (u) => u.role,
    articleCount: (u, _a, ctx) => activeArticleCount(ctx.db, u.id),
    momentCount: (u, _a, ctx) => activeMomentCount(ctx.db, u.id),
    commentCount: (u, _a, ctx) => activeCommentCount(ctx.db, u.id),
    totalWordCount: (u, _a, ctx) => activeWordCount(ctx.db, u.id),
    totalReferredCount: (u, _a, ctx) => referredCount(ctx.db, u.userName),
    unreadNoticeCount: (u, _a, ctx) => unreadNoticeCount(ctx.db, u.id),
    // the reader's own: whether someone else reads a feed is theirs to know
    unreadFollowing: (u, _a, ctx) => (u.id === ctx.viewer.id ? hasUnreadFollowing(ctx.db, u.id) : false),
    hasEmailLoginPassword: (u) => Boolean(u.passwordHash),
    changeEmailTimesLeft: (u, _a, ctx) => changeEmailTimesLeft(ctx, u.id),
  },

  // an article's row has a title, a comment's the id of what it is on, a moment's neither
  Writing: {
    __resolveType: (node) => ("title" in node ? "Article" : "targetId" in node ? "Comment" : "Moment"),
  },

  UserSession: {
    id: (s) => sessionGlobalId(s.id),
    createdAt: (s) => new Date(s.createdAt),
    lastSeenAt: (s) => (s.lastSeenAt ? new Date(s.lastSeenAt) : null),
  },
} satisfies Resolvers;

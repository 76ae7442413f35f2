import "server-only";
import { authorArticleCount, authorArticlePage } from "@/lib/db/queries/articles";
import {
  activeArticleCount,
  activeMomentCount,
  followCount,
  followedAmong,
  followersAmong,
  followPage,
  isBlocking,
  type UserRow,
  unreadNoticeCount,
  userByName,
} from "@/lib/db/queries/users";
import { type ConnectionArgs, decodeNumberCursor, pageSize, toConnection } from "../connections";
import type { Context } from "../context";
import type { Resolvers } from "../generated/resolvers";
import { toGlobalId } from "../ids";
import type { UserModel, VisitorUser } from "../models";
import { requireViewer } from "../rules/auth";
import * as account from "../services/account";
import { updateProfile } from "../services/profile";

const stripNamePrefix = (name: string) => name.replace(/^[@~～]+/u, "");

async function userConnection(ctx: Context, side: "followers" | "following", userId: number, args: ConnectionArgs) {
  const limit = pageSize(args.first);
  const after = args.after ? decodeNumberCursor(args.after, 2) : undefined;
  const rows = await followPage(ctx.db, side, userId, limit, after);
  const page = await Promise.all(rows.map((r) => ctx.loaders.user.load(r.userId)));
  return toConnection(
    rows.flatMap((r, i) => {
      const user = page[i];
      return user ? [{ ...r, user }] : [];
    }),
    limit,
    (r) => [r.createdAt, r.userId],
    { totalCount: () => followCount(ctx.db, side, userId), hasPrevious: Boolean(after), toNode: (r) => r.user },
  );
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
    user: async (_p, { input }, ctx) => {
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
    userLogout: async (_p, _a, ctx) => {
      await account.endSession(ctx);
      return true;
    },
    setPassword: (_p, { input }, ctx) => account.setPassword(ctx, requireViewer(ctx), input.password),
    setUserName: (_p, { input }, ctx) => updateProfile(ctx, requireViewer(ctx), { userName: input.userName }),
    updateUserInfo: (_p, { input }, ctx) => updateProfile(ctx, requireViewer(ctx), input),
  },

  User: {
    id: (u) => (isVisitor(u) ? "" : toGlobalId("User", u.id)),
    userName: of((u) => (u.state === "archived" ? null : u.userName)),
    displayName: of((u) => u.displayName),
    likerId: of((u) => u.likerId),
    liker: (u) =>
      isVisitor(u) ? { likerId: null, civicLiker: false } : { likerId: u.likerId, civicLiker: u.civicLiker },
    avatar: of((u) => u.avatar),
    info: (u) => u,
    settings: (u) => u,
    status: of((u) => u),
    following: (u) => u,
    // the visitor's viewer (id 0) has an activity with nothing in it
    activity: (u) => ({ userId: u.id }),
    followers: (u, { input }, ctx) =>
      isVisitor(u) ? emptyConnection() : userConnection(ctx, "followers", u.id, input),
    articles: async (u, { input }, ctx) => {
      if (isVisitor(u)) return emptyConnection();
      const state = input.filter?.state ?? "active";
      // only the author and admins see archived or banned work
      const own = ctx.viewer.id === u.id || ctx.viewer.user?.role === "admin";
      if (state !== "active" && !own) return emptyConnection();
      const limit = pageSize(input.first);
      const after = input.after ? decodeNumberCursor(input.after, 2) : undefined;
      const rows = await authorArticlePage(ctx.db, u.id, state, limit, after);
      for (const row of rows) ctx.loaders.article.prime(row.id, row);
      return toConnection(rows, limit, (r) => [r.createdAt, r.id], {
        totalCount: () => authorArticleCount(ctx.db, u.id, state),
        hasPrevious: Boolean(after),
      });
    },
    isFollower: async (u, _a, ctx) =>
      !isVisitor(u) && ctx.viewer.id !== null && (await followersAmong(ctx.db, ctx.viewer.id, [u.id])).has(u.id),
    isFollowee: async (u, _a, ctx) =>
      !isVisitor(u) && ctx.viewer.id !== null && (await followedAmong(ctx.db, ctx.viewer.id, [u.id])).has(u.id),
    isBlocking: async (u, _a, ctx) =>
      !isVisitor(u) && ctx.viewer.id !== null && isBlocking(ctx.db, ctx.viewer.id, u.id),
    isBlocked: async (u, _a, ctx) => !isVisitor(u) && ctx.viewer.id !== null && isBlocking(ctx.db, u.id, ctx.viewer.id),
  },

  Following: {
    users: (u, { input }, ctx) => (isVisitor(u) ? emptyConnection() : userConnection(ctx, "following", u.id, input)),
  },

  UserInfo: {
    createdAt: of((u) => new Date(u.createdAt)),
    userNameEditable: of(() => true, false),
    description: of((u) => u.description),
    email: of((u) => u.email),
    emailVerified: of((u) => u.emailVerified, false),
    badges: of((u) => u.badges.map((type) => ({ type })), []),
    agreeOn: of((u) => (u.agreeOn ? new Date(u.agreeOn) : null)),
    profileCover: of((u) => u.profileCover),
    group: of((u) => (u.id % 2 === 0 ? "a" : "b"), "a"),
    ethAddress: of((u) => u.ethAddress),
    isWalletAuth: of((u) => Boolean(u.ethAddress) && !u.email, false),
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
    unreadNoticeCount: (u, _a, ctx) => unreadNoticeCount(ctx.db, u.id),
    unreadFollowing: () => false,
    hasEmailLoginPassword: (u) => Boolean(u.passwordHash),
    changeEmailTimesLeft: () => 3,
  },
} satisfies Resolvers;

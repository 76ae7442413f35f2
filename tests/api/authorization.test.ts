import { and, count, eq, inArray } from "drizzle-orm";
import type { SQLiteColumn, SQLiteTable } from "drizzle-orm/sqlite-core";
import { describe, expect, it } from "vitest";
import { schema } from "@/server/api/executable-schema";
import {
  adminAudit,
  announcements,
  appreciations,
  articleBookmarks,
  articleReads,
  articles,
  assets,
  blocks,
  campaignArticles,
  campaignParticipants,
  campaigns,
  channelArticles,
  channels,
  circleFollows,
  circleInvitations,
  circleMembers,
  circles,
  collectionArticles,
  collectionLikes,
  collections,
  comments,
  commentVotes,
  communityWatchActions,
  drafts,
  emailOutbox,
  featuredArticles,
  features,
  federationArticleSettings,
  federationDeadLetters,
  federationDomainBlocks,
  federationFollowing,
  federationReports,
  federationUserSettings,
  followFeedVisits,
  follows,
  icymiTopics,
  momentFeedApplications,
  momentLikes,
  moments,
  notices,
  notificationSettings,
  oauthClients,
  oauthGrants,
  quotes,
  readHistory,
  recentSearches,
  reports,
  seedingUsers,
  sessions,
  socialAccounts,
  stripeAccounts,
  tagBookmarks,
  tags,
  topicChannelFeedbacks,
  transactions,
  userFeaturedTags,
  userFeatureFlags,
  userRestrictions,
  users,
  verificationCodes,
} from "@/server/db/schema";
import { Client, codeOf, createUser, db, type GqlResult, latestCode, signIn } from "../support/api";
import { importFiles, png, uploadFile } from "../support/media";
import { insertArticle, insertChallenge } from "../support/writing-fixtures";

// Who may call each mutation (section 6), checked in the API for every mutation the schema
// has: as a visitor, as another user where there is someone else's thing to touch, and as a
// banned, frozen and archived user (who may read and change their language, nothing else).
// A mutation joins by being listed in MATRIX; the first test fails until it is.

type Caller = { client: Client; email: string; userId: number };
type Call = (caller: Caller | null) => Promise<GqlResult>;
/** "ok", or the error code the call must answer. */
type Outcome = "ok" | string;
type Entry = {
  call: Call;
  visitor: Outcome;
  /** Banned, frozen and archived users alike. */
  inactive: Outcome;
  /** An active user who is not the owner (admin-only fields: any non-admin). */
  otherUser?: Outcome;
  /** Reads back the state the call would change, to prove a refused call changed nothing. */
  probe?: (caller: Caller) => Promise<unknown>;
  /**
   * Reads back what a visitor's call must leave as it was, whatever it answers: a refused one
   * writes nothing, and an answered one (a logout, a read, a signing message) makes no account
   * or session and counts nothing.
   */
  visitorProbe?: () => Promise<unknown>;
};

const gql = (caller: Caller | null, query: string, variables?: Record<string, unknown>) =>
  (caller?.client ?? new Client()).gql(query, variables);

const NOBODY = "nobody@example.com";
const emailOf = (caller: Caller | null) => caller?.email ?? NOBODY;

/**
 * What an address has here: accounts, codes and their states (a wrong guess may count an attempt,
 * which is not shown), mail sent to it.
 */
const traceOf = async (email: string) => ({
  users: (await db().select({ id: users.id }).from(users).where(eq(users.email, email))).map((u) => u.id),
  codes: await db()
    .select({ id: verificationCodes.id, state: verificationCodes.state })
    .from(verificationCodes)
    .where(eq(verificationCodes.email, email)),
  mails: (await db().select({ n: count() }).from(emailOutbox).where(eq(emailOutbox.to, email)))[0]?.n,
});
const sessionCount = async () => (await db().select({ n: count() }).from(sessions))[0]?.n;
/** The caller's sign-in state: what a refused login, reset or proof must leave as it was. */
const signInStateOf = async (c: Caller) => ({
  user: (
    await db()
      .select({
        email: users.email,
        emailVerified: users.emailVerified,
        passwordHash: users.passwordHash,
        paymentPasswordHash: users.paymentPasswordHash,
        ethAddress: users.ethAddress,
      })
      .from(users)
      .where(eq(users.id, c.userId))
  )[0],
  sessions: await rowsOf(sessions, sessions.userId, c.userId),
});

/** Someone's draft and article, for the writing mutations to reach for. */
let writing: Promise<{ draftId: number; articleId: number }> | undefined;
function someonesWriting() {
  writing ??= (async () => {
    const owner = await createUser();
    const [draft] = await db()
      .insert(drafts)
      .values({ authorId: owner.id, title: "Owned", content: "<p>x</p>" })
      .returning();
    const [article] = await db()
      .insert(articles)
      .values({ authorId: owner.id, shortHash: `authz${Date.now()}`, title: "Owned", summary: "" })
      .returning();
    if (!draft || !article) throw new Error("no fixture");
    return { draftId: draft.id, articleId: article.id };
  })();
  return writing;
}
const draftGid = async () => btoa(`Draft:${(await someonesWriting()).draftId}`);
const articleGid = async () => btoa(`Article:${(await someonesWriting()).articleId}`);
/** A channel of this kind (the first, made when there is none), by its global id; its row and articles are what admins' writes change. */
const channelOf = async (type: "topic" | "curation"): Promise<typeof channels.$inferSelect> => {
  const [row] = await db().select().from(channels).where(eq(channels.type, type)).orderBy(channels.id).limit(1);
  if (row) return row;
  const [made] = await db()
    .insert(channels)
    .values({ type, shortHash: `matrix-${type}`, nameEn: type, nameZhHant: type, nameZhHans: type, enabled: false })
    .onConflictDoNothing()
    .returning();
  return made ?? (await channelOf(type));
};
const channelGid = async (type: "topic" | "curation") =>
  btoa(`${type === "topic" ? "TopicChannel" : "CurationChannel"}:${(await channelOf(type)).id}`);
const channelsState = async () => {
  const ids = [(await channelOf("topic")).id, (await channelOf("curation")).id];
  return {
    channels: await db().select().from(channels).where(inArray(channels.id, ids)),
    articles: await db().select().from(channelArticles).where(inArray(channelArticles.channelId, ids)),
  };
};
/** A pending feedback on the shared article (its author's), for the admins' review to reach for. */
let pendingFeedback: Promise<number> | undefined;
const pendingFeedbackGid = async () => {
  pendingFeedback ??= (async () => {
    const { articleId } = await someonesWriting();
    const [article] = await db().select().from(articles).where(eq(articles.id, articleId));
    const [row] = await db()
      .insert(topicChannelFeedbacks)
      .values({ articleId, authorId: article?.authorId ?? 0, type: "negative", channels: [], state: "pending" })
      .onConflictDoUpdate({ target: topicChannelFeedbacks.articleId, set: { state: "pending" } })
      .returning();
    if (!row) throw new Error("no fixture");
    return row.id;
  })();
  return btoa(`TopicChannelFeedback:${await pendingFeedback}`);
};
/** The shared article's feedback and its channels: what a refused submission or review leaves. */
const feedbackState = async () => ({
  feedback: await db()
    .select()
    .from(topicChannelFeedbacks)
    .where(eq(topicChannelFeedbacks.articleId, (await someonesWriting()).articleId)),
  channels: await db()
    .select()
    .from(channelArticles)
    .where(eq(channelArticles.articleId, (await someonesWriting()).articleId)),
});
const draftRow = async () =>
  (
    await db()
      .select()
      .from(drafts)
      .where(eq(drafts.id, (await someonesWriting()).draftId))
  )[0];
const articleRow = async () =>
  (
    await db()
      .select()
      .from(articles)
      .where(eq(articles.id, (await someonesWriting()).articleId))
  )[0];

/** What admins' moderation changes of an article: its state, marks, switches and standing. */
const moderatedOf = (row: typeof articles.$inferSelect | undefined) =>
  row && {
    state: row.state,
    sensitiveByAdmin: row.sensitiveByAdmin,
    inHottest: row.inHottest,
    inNewest: row.inNewest,
    inSearch: row.inSearch,
    boost: row.boost,
    hotScore: row.hotScore,
    isSpam: row.isSpam,
    isAd: row.isAd,
  };

/** Someone's moment, for the moment mutations to reach for. */
let moment: Promise<typeof moments.$inferSelect> | undefined;
function someonesMoment() {
  moment ??= (async () => {
    const owner = await createUser();
    const [row] = await db()
      .insert(moments)
      .values({ authorId: owner.id, shortHash: `authzm${Date.now()}`, content: "<p>Owned</p>" })
      .returning();
    if (!row) throw new Error("no fixture");
    return row;
  })();
  return moment;
}
const someonesMomentGid = async () => btoa(`Moment:${(await someonesMoment()).id}`);
const someonesMomentRow = async () =>
  (
    await db()
      .select()
      .from(moments)
      .where(eq(moments.id, (await someonesMoment()).id))
  )[0];
const momentsOf = async (userId: number) =>
  (await db().select().from(moments).where(eq(moments.authorId, userId))).length;

/** Someone's collection holding one of their articles, for the collection mutations to reach for. */
let shelf: Promise<{ collectionId: number; articleId: number }> | undefined;
function someonesCollection() {
  shelf ??= (async () => {
    const owner = await createUser();
    const [article] = await db()
      .insert(articles)
      .values({ authorId: owner.id, shortHash: `authzc${Date.now()}`, title: "Shelved", summary: "" })
      .returning();
    const [collection] = await db().insert(collections).values({ authorId: owner.id, title: "Owned" }).returning();
    if (!article || !collection) throw new Error("no fixture");
    await db().insert(collectionArticles).values({ collectionId: collection.id, articleId: article.id, order: 1 });
    return { collectionId: collection.id, articleId: article.id };
  })();
  return shelf;
}
const collectionGid = async () => btoa(`Collection:${(await someonesCollection()).collectionId}`);
const shelvedGid = async () => btoa(`Article:${(await someonesCollection()).articleId}`);
/** The collection as stored, with its list: what a refused call must leave as it was. */
const collectionState = async () => {
  const { collectionId } = await someonesCollection();
  return {
    row: (await db().select().from(collections).where(eq(collections.id, collectionId)))[0],
    list: await db().select().from(collectionArticles).where(eq(collectionArticles.collectionId, collectionId)),
  };
};
const likesOf = async (c: Caller) =>
  (await db().select().from(collectionLikes).where(eq(collectionLikes.userId, c.userId))).length;
/** Someone to follow or block, and a tag to bookmark. */
let others: Promise<{ userId: number; tagId: number }> | undefined;
function someoneElse() {
  others ??= (async () => {
    const user = await createUser();
    const [tag] = await db()
      .insert(tags)
      .values({ content: `authz tag ${Date.now()}`, slug: "authz-tag", shortHash: `authz${Date.now()}` })
      .returning();
    if (!tag) throw new Error("no fixture");
    return { userId: user.id, tagId: tag.id };
  })();
  return others;
}
/** Someone's circle, with circle_management on, so that only who calls decides the answer. */
let circle: Promise<number> | undefined;
function someonesCircle() {
  circle ??= (async () => {
    const owner = await createUser();
    await db()
      .insert(features)
      .values({ name: "circle_management", flag: "on" })
      .onConflictDoUpdate({ target: features.name, set: { flag: "on" } });
    const [row] = await db()
      .insert(circles)
      .values({ ownerId: owner.id, name: `authz${Date.now().toString(36)}`, displayName: "Owned" })
      .returning();
    if (!row) throw new Error("no fixture");
    return row.id;
  })();
  return circle;
}
const circleGid = async () => btoa(`Circle:${await someonesCircle()}`);
const circleRow = async () =>
  (
    await db()
      .select()
      .from(circles)
      .where(eq(circles.id, await someonesCircle()))
  )[0];

/** Someone's signed-in session, by its row id. */
let session: Promise<string> | undefined;
function someonesSession() {
  session ??= (async () => {
    const owner = await createUser();
    await signIn(owner.email as string);
    const [row] = await db().select().from(sessions).where(eq(sessions.userId, owner.id));
    if (!row) throw new Error("no fixture");
    return row.id;
  })();
  return session;
}
const userGid = async () => btoa(`User:${(await someoneElse()).userId}`);
const tagGid = async () => btoa(`Tag:${(await someoneElse()).tagId}`);
/** The shared tag's row, as a refused admin action must leave it (name, boost, still there). */
const tagRowOf = async () =>
  db()
    .select()
    .from(tags)
    .where(eq(tags.id, (await someoneElse()).tagId));
/** How many rows of `table` name the caller in `column`: what a refused call must leave as it was. */
/** An open dead letter and a federation report, for the gateway's mutations to reach for. */
let deadLetter: Promise<number> | undefined;
function someDeadLetter() {
  deadLetter ??= (async () => {
    const [row] = await db()
      .insert(federationDeadLetters)
      .values({ queue: "margins-federation", body: { type: "outbox", id: crypto.randomUUID() }, attempts: 8 })
      .returning();
    return (row as typeof federationDeadLetters.$inferSelect).id;
  })();
  return deadLetter;
}
const letter = async () => ({ id: btoa(`FediverseDeadLetter:${await someDeadLetter()}`) });
const letterState = async () =>
  (
    await db()
      .select()
      .from(federationDeadLetters)
      .where(eq(federationDeadLetters.id, await someDeadLetter()))
  )[0]?.status;
let report: Promise<number> | undefined;
function fediverseReport() {
  report ??= (async () => {
    const [row] = await db()
      .insert(federationReports)
      .values({ category: "inbound", remoteActorUri: "https://matrix.example/users/x", reason: "spam" })
      .returning();
    return (row as typeof federationReports.$inferSelect).id;
  })();
  return report;
}

const rowsOf = async (table: SQLiteTable, column: SQLiteColumn, userId: number) =>
  (await db().select({ n: count() }).from(table).where(eq(column, userId)))[0]?.n ?? 0;

/** An active writing challenge someone has applied to, for the challenge mutations to reach for. */
let challenge: Promise<{ gid: string; campaign: typeof campaigns.$inferSelect; applicant: number }> | undefined;
function someonesChallenge() {
  challenge ??= (async () => {
    const { channel, campaign } = await insertChallenge("active");
    const applicant = await createUser();
    await db().insert(campaignParticipants).values({ campaignId: campaign.id, userId: applicant.id });
    return { gid: btoa(`WritingChallenge:${channel.id}`), campaign, applicant: applicant.id };
  })();
  return challenge;
}

/** An entry of someone's challenge, for its managers' mutations to reach for. */
let entry: Promise<{ gid: string; article: string; campaignId: number; articleId: number }> | undefined;
function someonesEntry() {
  entry ??= (async () => {
    const { channel, campaign, stage } = await insertChallenge("active");
    const author = await createUser();
    const article = await insertArticle(author.id);
    await db().insert(campaignArticles).values({ campaignId: campaign.id, articleId: article.id, stageId: stage.id });
    return {
      gid: btoa(`WritingChallenge:${channel.id}`),
      article: btoa(`Article:${article.id}`),
      campaignId: campaign.id,
      articleId: article.id,
    };
  })();
  return entry;
}
/** Whether the entry is featured and banned: what a refused curation call must leave as it was. */
const entryState = async () => {
  const { campaignId, articleId } = await someonesEntry();
  const [row] = await db()
    .select({ featured: campaignArticles.featured, banned: campaignArticles.banned })
    .from(campaignArticles)
    .where(and(eq(campaignArticles.campaignId, campaignId), eq(campaignArticles.articleId, articleId)));
  return row;
};

/** Someone's quote of an entry, for deleteQuote to reach for. */
let posted: Promise<{ gid: string; id: number; article: string }> | undefined;
function someonesQuote() {
  posted ??= (async () => {
    const { campaignId, articleId, article } = await someonesEntry();
    const poster = await createUser();
    const [row] = await db()
      .insert(quotes)
      .values({ campaignId, articleId, userId: poster.id, content: "Fixture" })
      .returning();
    if (!row) throw new Error("no fixture");
    return { gid: btoa(`Quote:${row.id}`), id: row.id, article };
  })();
  return posted;
}

/** Someone's comment on their own article, for the comment mutations to reach for. */
let remark: Promise<typeof comments.$inferSelect> | undefined;
function someonesComment() {
  remark ??= (async () => {
    const owner = await createUser();
    const article = await insertArticle(owner.id);
    const [row] = await db()
      .insert(comments)
      .values({ type: "article", targetId: article.id, authorId: owner.id, content: "<p>Owned</p>" })
      .returning();
    if (!row) throw new Error("no fixture");
    return row;
  })();
  return remark;
}
const commentGid = async () => btoa(`Comment:${(await someonesComment()).id}`);
const commentState = async () =>
  (
    await db()
      .select()
      .from(comments)
      .where(eq(comments.id, (await someonesComment()).id))
  )[0];
const commentsBy = (c: Caller) => rowsOf(comments, comments.authorId, c.userId);

/** A community-watch removal of someone's comment (not its comment's state: the fixture is shared). */
let watchAction: Promise<string> | undefined;
const someonesWatchAction = () =>
  (watchAction ??= (async () => {
    const comment = await someonesComment();
    const uuid = crypto.randomUUID();
    const watcher = await createUser();
    await db().insert(communityWatchActions).values({
      uuid,
      commentId: comment.id,
      actorId: watcher.id,
      reason: "spam_ad",
      previousState: "active",
      actionState: "voided",
      originalContent: "<p>Owned</p>",
    });
    return uuid;
  })());
const watchActionsOf = async () =>
  db()
    .select()
    .from(communityWatchActions)
    .where(eq(communityWatchActions.commentId, (await someonesComment()).id));

/** An app registered straight in the database, for the consent mutations' rows. */
let matrixApp: Promise<string> | undefined;
const matrixAppId = () =>
  (matrixApp ??= db()
    .insert(oauthClients)
    .values({
      clientId: `matrix-${Math.random().toString(36).slice(2)}`,
      name: "Matrix consent app",
      scope: ["query:viewer"],
      redirectUris: ["https://app.example/cb"],
      grantTypes: ["authorization_code", "refresh_token"],
      secretHash: "0".repeat(64),
      secretHint: "0000",
    })
    .returning({ clientId: oauthClients.clientId })
    .then(([row]) => row?.clientId ?? ""));

let announcementId: Promise<number> | undefined;
/** An announcement for deleteAnnouncements to be refused on (made once). */
const someAnnouncement = () =>
  (announcementId ??= db()
    .insert(announcements)
    .values({ title: "Matrix announcement", type: "community" })
    .returning({ id: announcements.id })
    .then(([row]) => row?.id ?? 0));

const MATRIX: Record<string, Entry> = {
  setFeature: {
    call: (c) => gql(c, `mutation { setFeature(input: { name: payment, flag: on }) { enabled } }`),
    visitor: "UNAUTHENTICATED",
    inactive: "FORBIDDEN_BY_STATE",
    otherUser: "FORBIDDEN",
    probe: async () => (await db().select().from(features).where(eq(features.name, "payment")))[0]?.flag ?? "off",
  },
  sendVerificationCode: {
    call: (c) =>
      gql(c, `mutation($email: String!) { sendVerificationCode(input: { email: $email, type: email_otp }) }`, {
        email: emailOf(c),
      }),
    // a visitor may ask for a code: for an email without an account the answer says so
    visitor: "USER_EMAIL_NOT_FOUND",
    inactive: "ok",
    visitorProbe: () => traceOf(NOBODY),
  },
  confirmVerificationCode: {
    call: async (c) => {
      if (!c) return gql(c, CONFIRM, { input: { email: "nobody@example.com", type: "email_otp", code: "123456" } });
      await gql(c, SEND_CODE, { email: c.email });
      return gql(c, CONFIRM, { input: { email: c.email, type: "email_otp", code: await latestCode(c.email) } });
    },
    visitor: "CODE_INVALID",
    // an inactive account may still prove its mailbox (reading is allowed; a reset stays theirs)
    inactive: "ok",
    visitorProbe: () => traceOf(NOBODY),
  },
  resetPassword: {
    call: (c) => gql(c, `mutation { resetPassword(input: { password: "new-password-99", codeId: "garbage" }) }`),
    // the code proves who asks, not the session: anyone without a confirmed code is refused
    visitor: "CODE_INVALID",
    inactive: "CODE_INVALID",
    probe: signInStateOf,
    visitorProbe: async () => ({
      passwords: await db()
        .select({ id: users.id, password: users.passwordHash, payment: users.paymentPasswordHash })
        .from(users),
      sessions: await sessionCount(),
    }),
  },
  emailLogin: {
    call: (c) =>
      gql(
        c,
        `mutation($email: String!) { emailLogin(input: { email: $email, passwordOrCode: "correct-horse-42" }) { auth } }`,
        {
          email: emailOf(c),
        },
      ),
    visitor: "USER_EMAIL_NOT_FOUND",
    // an inactive account may sign in, to read and to change its language
    inactive: "ok",
    visitorProbe: async () => ({ trace: await traceOf(NOBODY), sessions: await sessionCount() }),
  },
  verifyEmail: {
    call: (c) =>
      gql(c, `mutation($email: String!) { verifyEmail(input: { email: $email, code: "000000" }) { auth } }`, {
        email: emailOf(c),
      }),
    visitor: "USER_EMAIL_NOT_FOUND",
    inactive: "CODE_INVALID",
    probe: signInStateOf,
    visitorProbe: async () => ({ trace: await traceOf(NOBODY), sessions: await sessionCount() }),
  },
  userLogout: {
    call: (c) => gql(c, `mutation { userLogout }`),
    visitor: "ok",
    inactive: "ok",
    // a visitor's logout ends no one's session
    visitorProbe: sessionCount,
  },
  // Sign-In with Ethereum: a message is anyone's to ask for, and a signature (not the session)
  // proves who logs in; linking and unlinking are the signed-in, active account's
  generateSigningMessage: {
    call: (c) => gql(c, `mutation { generateSigningMessage(input: { address: "${WALLET}" }) { nonce } }`),
    visitor: "ok",
    inactive: "ok",
    // a message, and nothing more: no account for the address, no session
    visitorProbe: async () => ({ wallet: await walletOwners(), sessions: await sessionCount() }),
  },
  walletLogin: {
    call: (c) => gql(c, `mutation($input: WalletLoginInput!) { walletLogin(input: $input) { auth } }`, SIGNED),
    visitor: "CRYPTO_WALLET_SIGNATURE_INVALID",
    inactive: "CRYPTO_WALLET_SIGNATURE_INVALID",
    probe: signInStateOf,
    visitorProbe: async () => ({ wallet: await walletOwners(), sessions: await sessionCount() }),
  },
  addWalletLogin: {
    call: (c) => gql(c, `mutation($input: WalletLoginInput!) { addWalletLogin(input: $input) { id } }`, SIGNED),
    visitor: "UNAUTHENTICATED",
    inactive: "FORBIDDEN_BY_STATE",
    probe: async (c) => (await db().select().from(users).where(eq(users.id, c.userId)))[0]?.ethAddress,
  },
  removeWalletLogin: {
    call: (c) => gql(c, `mutation { removeWalletLogin { id } }`),
    visitor: "UNAUTHENTICATED",
    inactive: "FORBIDDEN_BY_STATE",
    probe: async (c) => (await db().select().from(users).where(eq(users.id, c.userId)))[0]?.ethAddress,
  },
  // Google and Twitter (not set up in these tests: a round cannot begin): starting and ending a
  // sign-in is anyone's; linking and unlinking are the signed-in, active account's
  generateSocialLoginUrl: {
    call: (c) => gql(c, `mutation { generateSocialLoginUrl(input: { type: Google }) }`),
    visitor: "ACTION_FAILED",
    inactive: "ACTION_FAILED",
    probe: signInStateOf,
    visitorProbe: sessionCount,
  },
  socialLogin: {
    call: (c) =>
      gql(c, `mutation { socialLogin(input: { type: Google, authorizationCode: "c", state: "l.s" }) { auth } }`),
    visitor: "ACTION_FAILED",
    inactive: "ACTION_FAILED",
    probe: signInStateOf,
    visitorProbe: sessionCount,
  },
  addSocialLogin: {
    call: (c) =>
      gql(c, `mutation { addSocialLogin(input: { type: Google, authorizationCode: "c", state: "c.s" }) { id } }`),
    visitor: "UNAUTHENTICATED",
    inactive: "FORBIDDEN_BY_STATE",
    probe: (c) => rowsOf(socialAccounts, socialAccounts.userId, c.userId),
  },
  removeSocialLogin: {
    call: (c) => gql(c, `mutation { removeSocialLogin(input: { type: Google }) { id } }`),
    visitor: "UNAUTHENTICATED",
    inactive: "FORBIDDEN_BY_STATE",
    probe: (c) => rowsOf(socialAccounts, socialAccounts.userId, c.userId),
  },
  // a Liker ID through LikeCoin (not set up here either): the signed-in, active account's
  generateLikerIdUrl: {
    call: (c) => gql(c, `mutation { generateLikerIdUrl }`),
    visitor: "UNAUTHENTICATED",
    inactive: "FORBIDDEN_BY_STATE",
    probe: signInStateOf,
  },
  linkLikerId: {
    call: (c) => gql(c, `mutation { linkLikerId(input: { authorizationCode: "c", state: "c.s" }) { id } }`),
    visitor: "UNAUTHENTICATED",
    inactive: "FORBIDDEN_BY_STATE",
    probe: async (c) => (await db().select().from(users).where(eq(users.id, c.userId)))[0]?.likerId,
  },
  setPassword: {
    call: (c) => gql(c, `mutation { setPassword(input: { password: "another-password-1" }) { id } }`),
    visitor: "UNAUTHENTICATED",
    inactive: "FORBIDDEN_BY_STATE",
    probe: async (c) => (await db().select().from(users).where(eq(users.id, c.userId)))[0]?.passwordHash,
  },
  setUserName: {
    call: (c) => gql(c, `mutation { setUserName(input: { userName: "matrix_name_${Date.now() % 1e6}" }) { id } }`),
    visitor: "UNAUTHENTICATED",
    inactive: "FORBIDDEN_BY_STATE",
    probe: async (c) => (await db().select().from(users).where(eq(users.id, c.userId)))[0]?.userName,
  },
  updateUserInfo: {
    call: (c) => gql(c, `mutation { updateUserInfo(input: { displayName: "Matrix Name" }) { id } }`),
    visitor: "UNAUTHENTICATED",
    inactive: "FORBIDDEN_BY_STATE",
    probe: async (c) => (await db().select().from(users).where(eq(users.id, c.userId)))[0]?.displayName,
  },
  setEmail: {
    call: (c) =>
      gql(c, `mutation($email: String!) { setEmail(input: { email: $email }) { id } }`, {
        email: `matrix-${Date.now()}-${Math.floor(Math.random() * 1e9)}@example.com`,
      }),
    visitor: "UNAUTHENTICATED",
    inactive: "FORBIDDEN_BY_STATE",
    probe: async (c) => (await db().select().from(users).where(eq(users.id, c.userId)))[0]?.email,
  },
  setCurrency: {
    call: (c) => gql(c, `mutation { setCurrency(input: { currency: HKD }) { id } }`),
    visitor: "UNAUTHENTICATED",
    inactive: "FORBIDDEN_BY_STATE",
    probe: async (c) => (await db().select().from(users).where(eq(users.id, c.userId)))[0]?.currency,
  },
  // someone else's signed-in device: no one ends another person's session (an inactive
  // account may end its own: tests/api/settings.test.ts)
  revokeSession: {
    call: async (c) =>
      gql(c, `mutation($id: ID!) { revokeSession(input: { id: $id }) }`, {
        id: btoa(`UserSession:${await someonesSession()}`),
      }),
    visitor: "UNAUTHENTICATED",
    inactive: "ENTITY_NOT_FOUND",
    otherUser: "ENTITY_NOT_FOUND",
    probe: async () =>
      (
        await db()
          .select()
          .from(sessions)
          .where(eq(sessions.id, await someonesSession()))
      ).length,
  },
  // marking one's own follow feed read, which opening the feed does for anyone signed in
  logRecord: {
    call: (c) => gql(c, `mutation { logRecord(input: { type: ReadFollowingFeed }) }`),
    visitor: "UNAUTHENTICATED",
    inactive: "ok",
    visitorProbe: async () => (await db().select({ n: count() }).from(followFeedVisits))[0]?.n,
  },
  clearSearchHistory: {
    call: (c) => gql(c, `mutation { clearSearchHistory }`),
    visitor: "UNAUTHENTICATED",
    inactive: "FORBIDDEN_BY_STATE",
    // the caller has a search to clear (made on the first look), which a refusal keeps
    probe: async (c) => {
      await db().insert(recentSearches).values({ userId: c.userId, searchKey: "matrix" }).onConflictDoNothing();
      return db()
        .select({ key: recentSearches.searchKey })
        .from(recentSearches)
        .where(eq(recentSearches.userId, c.userId));
    },
    visitorProbe: async () => (await db().select({ n: count() }).from(recentSearches))[0]?.n,
  },
  // anyone may read: a visitor's or an inactive account's read is answered (and counts nothing for a visitor)
  readArticle: {
    call: async (c) =>
      gql(c, `mutation($id: ID!) { readArticle(input: { id: $id }) { id } }`, { id: await articleGid() }),
    visitor: "ok",
    inactive: "ok",
    visitorProbe: async () => {
      const { articleId } = await someonesWriting();
      return {
        history: await db().select().from(readHistory).where(eq(readHistory.articleId, articleId)),
        reads: await db().select().from(articleReads).where(eq(articleReads.articleId, articleId)),
        count: (await articleRow())?.readCount,
      };
    },
  },
  // only one's own history: the mutation has no other person to reach
  clearReadHistory: {
    call: (c) => gql(c, `mutation { clearReadHistory(input: {}) { id } }`),
    visitor: "UNAUTHENTICATED",
    inactive: "FORBIDDEN_BY_STATE",
    // the caller has a read to clear (made on the first look), which a refusal keeps
    probe: async (c) => {
      const { articleId } = await someonesWriting();
      await db().insert(readHistory).values({ userId: c.userId, articleId, readAt: Date.now() }).onConflictDoNothing();
      return db()
        .select({ articleId: readHistory.articleId, archived: readHistory.archived })
        .from(readHistory)
        .where(eq(readHistory.userId, c.userId));
    },
    visitorProbe: async () =>
      (await db().select({ n: count() }).from(readHistory).where(eq(readHistory.archived, true)))[0]?.n,
  },
  // a draft is its author's alone: saving, deleting and publishing someone else's is refused
  putDraft: {
    call: async (c) =>
      gql(c, `mutation($id: ID!) { putDraft(input: { id: $id, title: "Taken" }) { id } }`, { id: await draftGid() }),
    visitor: "UNAUTHENTICATED",
    inactive: "FORBIDDEN_BY_STATE",
    otherUser: "FORBIDDEN",
    probe: draftRow,
  },
  deleteDraft: {
    call: async (c) => gql(c, `mutation($id: ID!) { deleteDraft(input: { id: $id }) }`, { id: await draftGid() }),
    visitor: "UNAUTHENTICATED",
    inactive: "FORBIDDEN_BY_STATE",
    otherUser: "FORBIDDEN",
    probe: draftRow,
  },
  publishArticle: {
    call: async (c) =>
      gql(c, `mutation($id: ID!) { publishArticle(input: { id: $id }) { id } }`, { id: await draftGid() }),
    visitor: "UNAUTHENTICATED",
    inactive: "FORBIDDEN_BY_STATE",
    otherUser: "FORBIDDEN",
    probe: draftRow,
  },
  editArticle: {
    call: async (c) =>
      gql(c, `mutation($id: ID!) { editArticle(input: { id: $id, title: "Taken", state: archived }) { id } }`, {
        id: await articleGid(),
      }),
    visitor: "UNAUTHENTICATED",
    inactive: "FORBIDDEN_BY_STATE",
    otherUser: "FORBIDDEN",
    probe: articleRow,
  },
  // imports into the caller's own drafts: no one else's to reach
  migration: {
    call: (c) => importFiles(c?.client ?? new Client(), [{ name: "a.md", body: "# Moved\n\nText" }]),
    visitor: "UNAUTHENTICATED",
    inactive: "FORBIDDEN_BY_STATE",
    probe: async (c) => (await db().select().from(drafts).where(eq(drafts.authorId, c.userId))).length,
  },
  // a collection is its author's to change: anyone else is refused, and nothing changes
  putCollection: {
    call: async (c) =>
      gql(c, `mutation($id: ID!) { putCollection(input: { id: $id, title: "Taken", pinned: true }) { id } }`, {
        id: await collectionGid(),
      }),
    visitor: "UNAUTHENTICATED",
    inactive: "FORBIDDEN_BY_STATE",
    otherUser: "FORBIDDEN",
    probe: collectionState,
  },
  deleteCollections: {
    call: async (c) =>
      gql(c, `mutation($id: ID!) { deleteCollections(input: { ids: [$id] }) }`, { id: await collectionGid() }),
    visitor: "UNAUTHENTICATED",
    inactive: "FORBIDDEN_BY_STATE",
    otherUser: "FORBIDDEN",
    probe: collectionState,
  },
  addCollectionsArticles: {
    call: async (c) =>
      gql(
        c,
        `mutation($c: ID!, $a: ID!) { addCollectionsArticles(input: { collections: [$c], articles: [$a] }) { id } }`,
        {
          c: await collectionGid(),
          a: await articleGid(),
        },
      ),
    visitor: "UNAUTHENTICATED",
    inactive: "FORBIDDEN_BY_STATE",
    otherUser: "FORBIDDEN",
    probe: collectionState,
  },
  deleteCollectionArticles: {
    call: async (c) =>
      gql(
        c,
        `mutation($c: ID!, $a: ID!) { deleteCollectionArticles(input: { collection: $c, articles: [$a] }) { id } }`,
        {
          c: await collectionGid(),
          a: await shelvedGid(),
        },
      ),
    visitor: "UNAUTHENTICATED",
    inactive: "FORBIDDEN_BY_STATE",
    otherUser: "FORBIDDEN",
    probe: collectionState,
  },
  reorderCollectionArticles: {
    call: async (c) =>
      gql(
        c,
        `mutation($c: ID!, $a: ID!) { reorderCollectionArticles(input: { collection: $c, moves: [{ item: $a, newPosition: 0 }] }) { id } }`,
        { c: await collectionGid(), a: await shelvedGid() },
      ),
    visitor: "UNAUTHENTICATED",
    inactive: "FORBIDDEN_BY_STATE",
    otherUser: "FORBIDDEN",
    probe: collectionState,
  },
  // any active reader may like someone's collection (tests/api/collections.test.ts)
  likeCollection: {
    call: async (c) =>
      gql(c, `mutation($id: ID!) { likeCollection(input: { id: $id }) { id } }`, { id: await collectionGid() }),
    visitor: "UNAUTHENTICATED",
    inactive: "FORBIDDEN_BY_STATE",
    probe: likesOf,
  },
  unlikeCollection: {
    call: async (c) =>
      gql(c, `mutation($id: ID!) { unlikeCollection(input: { id: $id }) { id } }`, { id: await collectionGid() }),
    visitor: "UNAUTHENTICATED",
    inactive: "FORBIDDEN_BY_STATE",
    probe: likesOf,
  },
  // uploading for someone else's draft
  singleFileUpload: {
    call: async (c) =>
      uploadFile(
        c?.client ?? new Client(),
        { type: "embed", ...(await othersDraft()) },
        {
          bytes: await png(8, 8),
          name: "a.png",
          type: "image/png",
        },
      ),
    visitor: "UNAUTHENTICATED",
    inactive: "FORBIDDEN_BY_STATE",
    otherUser: "FORBIDDEN",
    probe: (c) => assetsOf(c.userId),
  },
  // the social graph: anyone signed in and active may follow, block, bookmark, like and report
  // (tests/api/social.test.ts and its neighbours show them doing so)
  toggleFollowUser: {
    call: async (c) =>
      gql(c, `mutation($id: ID!) { toggleFollowUser(input: { id: $id, enabled: true }) { id } }`, {
        id: await userGid(),
      }),
    visitor: "UNAUTHENTICATED",
    inactive: "FORBIDDEN_BY_STATE",
    probe: (c) => rowsOf(follows, follows.followerId, c.userId),
  },
  // a reader's notices and switches are their own: only the signed-in reader's change
  markAllNoticesAsRead: {
    call: (c) => gql(c, `mutation { markAllNoticesAsRead }`),
    visitor: "UNAUTHENTICATED",
    inactive: "FORBIDDEN_BY_STATE",
    // the caller has an unread notice (made on the first look): a refused call leaves it unread
    probe: async (c) => {
      const unread = async () =>
        (await db().select({ unread: notices.unread }).from(notices).where(eq(notices.recipientId, c.userId))).map(
          (n) => n.unread,
        );
      if ((await unread()).length === 0) {
        await db().insert(notices).values({ recipientId: c.userId, type: "OfficialAnnouncement", message: "m" });
      }
      return unread();
    },
  },
  updateNotificationSetting: {
    call: (c) => gql(c, `mutation { updateNotificationSetting(input: { type: mention, enabled: false }) { id } }`),
    visitor: "UNAUTHENTICATED",
    inactive: "FORBIDDEN_BY_STATE",
    probe: (c) => rowsOf(notificationSettings, notificationSettings.userId, c.userId),
  },
  toggleBlockUser: {
    call: async (c) =>
      gql(c, `mutation($id: ID!) { toggleBlockUser(input: { id: $id, enabled: true }) { id } }`, {
        id: await userGid(),
      }),
    visitor: "UNAUTHENTICATED",
    inactive: "FORBIDDEN_BY_STATE",
    probe: (c) => rowsOf(blocks, blocks.userId, c.userId),
  },
  toggleBookmarkArticle: {
    call: async (c) =>
      gql(c, `mutation($id: ID!) { toggleBookmarkArticle(input: { id: $id, enabled: true }) { id } }`, {
        id: await articleGid(),
      }),
    visitor: "UNAUTHENTICATED",
    inactive: "FORBIDDEN_BY_STATE",
    probe: (c) => rowsOf(articleBookmarks, articleBookmarks.userId, c.userId),
  },
  toggleBookmarkTag: {
    call: async (c) =>
      gql(c, `mutation($id: ID!) { toggleBookmarkTag(input: { id: $id, enabled: true }) { id } }`, {
        id: await tagGid(),
      }),
    visitor: "UNAUTHENTICATED",
    inactive: "FORBIDDEN_BY_STATE",
    probe: (c) => rowsOf(tagBookmarks, tagBookmarks.userId, c.userId),
  },
  putCircle: {
    call: async (c) =>
      gql(c, `mutation($id: ID!) { putCircle(input: { id: $id, displayName: "Taken" }) { id } }`, {
        id: await circleGid(),
      }),
    visitor: "UNAUTHENTICATED",
    inactive: "FORBIDDEN_BY_STATE",
    otherUser: "FORBIDDEN",
    probe: circleRow,
  },
  toggleFollowCircle: {
    call: async (c) =>
      gql(c, `mutation($id: ID!) { toggleFollowCircle(input: { id: $id, enabled: true }) { id } }`, {
        id: await circleGid(),
      }),
    visitor: "UNAUTHENTICATED",
    inactive: "FORBIDDEN_BY_STATE",
    probe: (c) => rowsOf(circleFollows, circleFollows.userId, c.userId),
  },
  // writing challenges: admins put them and judge applications; anyone active applies
  putWritingChallenge: {
    call: async (c) =>
      gql(
        c,
        `mutation($id: ID!) { putWritingChallenge(input: { id: $id, link: "https://example.com/taken" }) { id } }`,
        {
          id: (await someonesChallenge()).gid,
        },
      ),
    visitor: "UNAUTHENTICATED",
    inactive: "FORBIDDEN_BY_STATE",
    otherUser: "FORBIDDEN",
    probe: async () =>
      (
        await db()
          .select()
          .from(campaigns)
          .where(eq(campaigns.id, (await someonesChallenge()).campaign.id))
      )[0]?.link,
  },
  applyCampaign: {
    call: async (c) =>
      gql(c, `mutation($id: ID!) { applyCampaign(input: { id: $id }) { id } }`, {
        id: (await someonesChallenge()).gid,
      }),
    visitor: "UNAUTHENTICATED",
    inactive: "FORBIDDEN_BY_STATE",
    probe: (c) => rowsOf(campaignParticipants, campaignParticipants.userId, c.userId),
  },
  updateCampaignApplicationState: {
    call: async (c) => {
      const { gid, applicant } = await someonesChallenge();
      return gql(
        c,
        `mutation($id: ID!, $user: ID!) { updateCampaignApplicationState(input: { campaign: $id, user: $user, state: rejected }) { id } }`,
        { id: gid, user: btoa(`User:${applicant}`) },
      );
    },
    visitor: "UNAUTHENTICATED",
    inactive: "FORBIDDEN_BY_STATE",
    otherUser: "FORBIDDEN",
    probe: async () => {
      const { campaign, applicant } = await someonesChallenge();
      const [row] = await db()
        .select({ state: campaignParticipants.state })
        .from(campaignParticipants)
        .where(and(eq(campaignParticipants.campaignId, campaign.id), eq(campaignParticipants.userId, applicant)));
      return row?.state;
    },
  },
  // the contract leaves these two without @auth: the challenge's managers and admins alone, checked in the service
  toggleWritingChallengeFeaturedArticles: {
    call: async (c) => {
      const { gid, article } = await someonesEntry();
      return gql(
        c,
        `mutation($id: ID!, $a: ID!) { toggleWritingChallengeFeaturedArticles(input: { campaign: $id, articles: [$a], enabled: true }) { id } }`,
        { id: gid, a: article },
      );
    },
    visitor: "UNAUTHENTICATED",
    inactive: "FORBIDDEN_BY_STATE",
    otherUser: "FORBIDDEN",
    probe: entryState,
  },
  banCampaignArticles: {
    call: async (c) => {
      const { gid, article } = await someonesEntry();
      return gql(
        c,
        `mutation($id: ID!, $a: ID!) { banCampaignArticles(input: { campaign: $id, articles: [$a] }) { id } }`,
        {
          id: gid,
          a: article,
        },
      );
    },
    visitor: "UNAUTHENTICATED",
    inactive: "FORBIDDEN_BY_STATE",
    otherUser: "FORBIDDEN",
    probe: entryState,
  },
  sendCampaignAnnouncement: {
    call: async (c) =>
      gql(
        c,
        `mutation($id: ID!) { sendCampaignAnnouncement(input: { campaign: $id, announcement: [{ language: en, text: "Hello" }], link: "https://example.com/", password: "correct-horse-42" }) }`,
        { id: (await someonesChallenge()).gid },
      ),
    visitor: "UNAUTHENTICATED",
    inactive: "FORBIDDEN_BY_STATE",
    otherUser: "FORBIDDEN",
    probe: async () => rowsOf(notices, notices.recipientId, (await someonesChallenge()).applicant),
  },
  // the quote wall: anyone active quotes; a quote is taken down by its poster (or the challenge's managers)
  putQuote: {
    call: async (c) =>
      gql(c, `mutation($a: ID!) { putQuote(input: { articleId: $a, content: "Fixture text" }) { id } }`, {
        a: (await someonesEntry()).article,
      }),
    visitor: "UNAUTHENTICATED",
    inactive: "FORBIDDEN_BY_STATE",
    probe: (c) => rowsOf(quotes, quotes.userId, c.userId),
  },
  deleteQuote: {
    call: async (c) =>
      gql(c, `mutation($id: ID!) { deleteQuote(input: { id: $id }) }`, { id: (await someonesQuote()).gid }),
    visitor: "UNAUTHENTICATED",
    inactive: "FORBIDDEN_BY_STATE",
    otherUser: "FORBIDDEN",
    probe: async () =>
      (
        await db()
          .select()
          .from(quotes)
          .where(eq(quotes.id, (await someonesQuote()).id))
      ).length,
  },
  // badges: admins alone give and take them
  toggleUsersBadge: {
    call: async (c) =>
      gql(c, `mutation($ids: [ID!]!) { toggleUsersBadge(input: { ids: $ids, type: seed, enabled: true }) { id } }`, {
        ids: [btoa(`User:${(await someoneElse()).userId}`)],
      }),
    visitor: "UNAUTHENTICATED",
    inactive: "FORBIDDEN_BY_STATE",
    otherUser: "FORBIDDEN",
    probe: async () =>
      (
        await db()
          .select({ badges: users.badges })
          .from(users)
          .where(eq(users.id, (await someoneElse()).userId))
      )[0]?.badges,
  },
  // people's state and role (issue 37): admins alone; a refused call leaves the person as they were
  updateUserState: {
    call: async (c) =>
      gql(c, `mutation($id: ID!) { updateUserState(input: { id: $id, state: banned, banDays: 1 }) { id } }`, {
        id: await userGid(),
      }),
    visitor: "UNAUTHENTICATED",
    inactive: "FORBIDDEN_BY_STATE",
    otherUser: "FORBIDDEN",
    probe: async () => stateAndRoleOf((await someoneElse()).userId),
  },
  updateUserRole: {
    call: async (c) =>
      gql(c, `mutation($id: ID!) { updateUserRole(input: { id: $id, role: admin }) { id } }`, { id: await userGid() }),
    visitor: "UNAUTHENTICATED",
    inactive: "FORBIDDEN_BY_STATE",
    otherUser: "FORBIDDEN",
    probe: async () => stateAndRoleOf((await someoneElse()).userId),
  },
  // seeding users, restrictions and per-person flags (issue 37): admins alone; a refused call
  // leaves the person's rows and audit log as they were
  toggleSeedingUsers: {
    call: async (c) =>
      gql(c, `mutation($id: ID!) { toggleSeedingUsers(input: { ids: [$id], enabled: true }) { id } }`, {
        id: await userGid(),
      }),
    visitor: "UNAUTHENTICATED",
    inactive: "FORBIDDEN_BY_STATE",
    otherUser: "FORBIDDEN",
    probe: async () => personSwitches((await someoneElse()).userId),
  },
  putRestrictedUsers: {
    call: async (c) =>
      gql(c, `mutation($id: ID!) { putRestrictedUsers(input: { ids: [$id], restrictions: [articleNewest] }) { id } }`, {
        id: await userGid(),
      }),
    visitor: "UNAUTHENTICATED",
    inactive: "FORBIDDEN_BY_STATE",
    otherUser: "FORBIDDEN",
    probe: async () => personSwitches((await someoneElse()).userId),
  },
  putUserFeatureFlags: {
    call: async (c) =>
      gql(c, `mutation($id: ID!) { putUserFeatureFlags(input: { ids: [$id], flags: [communityWatch] }) { id } }`, {
        id: await userGid(),
      }),
    visitor: "UNAUTHENTICATED",
    inactive: "FORBIDDEN_BY_STATE",
    otherUser: "FORBIDDEN",
    probe: async () => personSwitches((await someoneElse()).userId),
  },
  // comments' states (issue 37): admins, and the article's author folding comments on it; anyone
  // else (the comment's own author included, since the article is not theirs) is refused
  updateCommentsState: {
    call: async (c) =>
      gql(c, `mutation($ids: [ID!]!) { updateCommentsState(input: { ids: $ids, state: collapsed }) { id } }`, {
        ids: [await commentGid()],
      }),
    visitor: "UNAUTHENTICATED",
    inactive: "FORBIDDEN_BY_STATE",
    otherUser: "FORBIDDEN",
    probe: async () => (await commentState())?.state,
  },
  // closing a group of reports (issue 37): admins alone; a refused call leaves the reports open
  resolveReports: {
    call: async (c) => {
      const comment = await someonesComment();
      await db()
        .insert(reports)
        .values({ reporterId: comment.authorId, targetType: "Comment", targetId: comment.id, reason: "other" })
        .onConflictDoNothing();
      return gql(c, `mutation($id: ID!) { resolveReports(input: { targetId: $id }) }`, { id: await commentGid() });
    },
    visitor: "UNAUTHENTICATED",
    inactive: "FORBIDDEN_BY_STATE",
    otherUser: "FORBIDDEN",
    probe: async () =>
      (
        await db()
          .select({ resolvedAt: reports.resolvedAt })
          .from(reports)
          .where(eq(reports.targetId, (await someonesComment()).id))
      ).map((r) => r.resolvedAt),
  },
  // community watch (issue 37): removing takes the communityWatch flag, which plain people lack;
  // reviewing a removal is the admins'. A refused call leaves the comment and the action as they were
  communityWatchRemoveComment: {
    call: async (c) =>
      gql(c, `mutation($id: ID!) { communityWatchRemoveComment(input: { id: $id, reason: spam_ad }) { id } }`, {
        id: await commentGid(),
      }),
    visitor: "UNAUTHENTICATED",
    inactive: "FORBIDDEN_BY_STATE",
    otherUser: "FORBIDDEN",
    probe: async () => ({ comment: (await commentState())?.state, actions: await watchActionsOf() }),
  },
  updateCommunityWatchActionState: {
    call: async (c) =>
      gql(
        c,
        `mutation($uuid: ID!) { updateCommunityWatchActionState(input: { uuid: $uuid, reviewState: upheld }) { uuid } }`,
        { uuid: await someonesWatchAction() },
      ),
    visitor: "UNAUTHENTICATED",
    inactive: "FORBIDDEN_BY_STATE",
    otherUser: "FORBIDDEN",
    probe: async () => ({ comment: (await commentState())?.state, actions: await watchActionsOf() }),
  },
  restoreCommunityWatchComment: {
    call: async (c) =>
      gql(c, `mutation($uuid: ID!) { restoreCommunityWatchComment(input: { uuid: $uuid }) { uuid } }`, {
        uuid: await someonesWatchAction(),
      }),
    visitor: "UNAUTHENTICATED",
    inactive: "FORBIDDEN_BY_STATE",
    otherUser: "FORBIDDEN",
    probe: async () => ({ comment: (await commentState())?.state, actions: await watchActionsOf() }),
  },
  clearCommunityWatchOriginalContent: {
    call: async (c) =>
      gql(c, `mutation($uuid: ID!) { clearCommunityWatchOriginalContent(input: { uuid: $uuid }) { uuid } }`, {
        uuid: await someonesWatchAction(),
      }),
    visitor: "UNAUTHENTICATED",
    inactive: "FORBIDDEN_BY_STATE",
    otherUser: "FORBIDDEN",
    probe: async () => ({ comment: (await commentState())?.state, actions: await watchActionsOf() }),
  },
  // the hottest-moments feed (issue 37): people apply for themselves; admins decide
  applyMomentFeed: {
    call: (c) => gql(c, `mutation { applyMomentFeed { id } }`),
    visitor: "UNAUTHENTICATED",
    inactive: "FORBIDDEN_BY_STATE",
    probe: (c) => rowsOf(momentFeedApplications, momentFeedApplications.userId, c.userId),
  },
  updateMomentFeedApplicationState: {
    call: async (c) =>
      gql(c, `mutation($id: ID!) { updateMomentFeedApplicationState(input: { id: $id, state: approved }) { id } }`, {
        id: await userGid(),
      }),
    visitor: "UNAUTHENTICATED",
    inactive: "FORBIDDEN_BY_STATE",
    otherUser: "FORBIDDEN",
    probe: async () => rowsOf(momentFeedApplications, momentFeedApplications.userId, (await someoneElse()).userId),
  },
  // moderating articles (issue 37): admins alone; a refused call leaves the article (and the
  // editors' picks) as they were
  updateArticleState: {
    call: async (c) =>
      gql(c, `mutation($id: ID!) { updateArticleState(input: { id: $id, state: banned }) { id } }`, {
        id: await articleGid(),
      }),
    visitor: "UNAUTHENTICATED",
    inactive: "FORBIDDEN_BY_STATE",
    otherUser: "FORBIDDEN",
    probe: async () => moderatedOf(await articleRow()),
  },
  updateArticleSensitive: {
    call: async (c) =>
      gql(c, `mutation($id: ID!) { updateArticleSensitive(input: { id: $id, sensitive: true }) { id } }`, {
        id: await articleGid(),
      }),
    visitor: "UNAUTHENTICATED",
    inactive: "FORBIDDEN_BY_STATE",
    otherUser: "FORBIDDEN",
    probe: async () => moderatedOf(await articleRow()),
  },
  toggleArticleRecommend: {
    call: async (c) =>
      gql(c, `mutation($id: ID!) { toggleArticleRecommend(input: { id: $id, enabled: true, type: icymi }) { id } }`, {
        id: await articleGid(),
      }),
    visitor: "UNAUTHENTICATED",
    inactive: "FORBIDDEN_BY_STATE",
    otherUser: "FORBIDDEN",
    probe: async () => ({
      ...moderatedOf(await articleRow()),
      picked: (
        await db()
          .select()
          .from(featuredArticles)
          .where(eq(featuredArticles.articleId, (await someonesWriting()).articleId))
      ).length,
    }),
  },
  setBoost: {
    call: async (c) =>
      gql(c, `mutation($id: ID!) { setBoost(input: { id: $id, boost: 2, type: Article }) { id } }`, {
        id: await articleGid(),
      }),
    visitor: "UNAUTHENTICATED",
    inactive: "FORBIDDEN_BY_STATE",
    otherUser: "FORBIDDEN",
    probe: async () => moderatedOf(await articleRow()),
  },
  setSpamStatus: {
    call: async (c) =>
      gql(c, `mutation($id: ID!) { setSpamStatus(input: { id: $id, isSpam: true }) { __typename } }`, {
        id: await articleGid(),
      }),
    visitor: "UNAUTHENTICATED",
    inactive: "FORBIDDEN_BY_STATE",
    otherUser: "FORBIDDEN",
    probe: async () => moderatedOf(await articleRow()),
  },
  setAdStatus: {
    call: async (c) =>
      gql(c, `mutation($id: ID!) { setAdStatus(input: { id: $id, isAd: true }) { id } }`, { id: await articleGid() }),
    visitor: "UNAUTHENTICATED",
    inactive: "FORBIDDEN_BY_STATE",
    otherUser: "FORBIDDEN",
    probe: async () => moderatedOf(await articleRow()),
  },
  setWritingAdStatus: {
    call: async (c) =>
      gql(c, `mutation($id: ID!) { setWritingAdStatus(input: { id: $id, isAd: true }) { __typename } }`, {
        id: await articleGid(),
      }),
    visitor: "UNAUTHENTICATED",
    inactive: "FORBIDDEN_BY_STATE",
    otherUser: "FORBIDDEN",
    probe: async () => moderatedOf(await articleRow()),
  },
  // topic and curation channels (issue 37): admins alone; a refused call leaves every channel,
  // its articles and pins as they were
  putTopicChannel: {
    call: async (c) =>
      gql(c, `mutation($id: ID!) { putTopicChannel(input: { id: $id, enabled: false }) { id } }`, {
        id: await channelGid("topic"),
      }),
    visitor: "UNAUTHENTICATED",
    inactive: "FORBIDDEN_BY_STATE",
    otherUser: "FORBIDDEN",
    probe: channelsState,
  },
  putCurationChannel: {
    call: async (c) =>
      gql(c, `mutation($id: ID!) { putCurationChannel(input: { id: $id, pinAmount: 1 }) { id } }`, {
        id: await channelGid("curation"),
      }),
    visitor: "UNAUTHENTICATED",
    inactive: "FORBIDDEN_BY_STATE",
    otherUser: "FORBIDDEN",
    probe: channelsState,
  },
  togglePinChannelArticles: {
    call: async (c) =>
      gql(
        c,
        `mutation($c: ID!, $a: ID!) { togglePinChannelArticles(input: { channels: [$c], articles: [$a], pinned: false }) { id } }`,
        { c: await channelGid("curation"), a: await articleGid() },
      ),
    visitor: "UNAUTHENTICATED",
    inactive: "FORBIDDEN_BY_STATE",
    otherUser: "FORBIDDEN",
    probe: channelsState,
  },
  reorderChannels: {
    call: async (c) =>
      gql(c, `mutation($id: ID!) { reorderChannels(input: { ids: [$id] }) }`, { id: await channelGid("curation") }),
    visitor: "UNAUTHENTICATED",
    inactive: "FORBIDDEN_BY_STATE",
    otherUser: "FORBIDDEN",
    probe: channelsState,
  },
  setArticleTopicChannels: {
    call: async (c) =>
      gql(c, `mutation($id: ID!, $c: ID!) { setArticleTopicChannels(input: { id: $id, channels: [$c] }) { id } }`, {
        id: await articleGid(),
        c: await channelGid("topic"),
      }),
    visitor: "UNAUTHENTICATED",
    inactive: "FORBIDDEN_BY_STATE",
    otherUser: "FORBIDDEN",
    probe: channelsState,
  },
  // opting in to the fediverse: the signed-in, active account's own choice
  setViewerFederationSetting: {
    call: (c) => gql(c, `mutation { setViewerFederationSetting(input: { state: enabled }) { state } }`),
    visitor: "UNAUTHENTICATED",
    inactive: "FORBIDDEN_BY_STATE",
    probe: (c) => rowsOf(federationUserSettings, federationUserSettings.userId, c.userId),
    visitorProbe: async () => (await db().select({ n: count() }).from(federationUserSettings))[0]?.n,
  },
  // acting on the fediverse as one's own actor (and its refresh): signed-in, active accounts only
  actFediverse: {
    call: (c) =>
      gql(
        c,
        `mutation { actFediverse(input: { action: follow, remoteActorId: "https://remote.example/users/someone" }) { status } }`,
      ),
    visitor: "UNAUTHENTICATED",
    inactive: "FORBIDDEN_BY_STATE",
    probe: (c) => rowsOf(federationFollowing, federationFollowing.userId, c.userId),
  },
  refreshFediverseProfile: {
    call: (c) => gql(c, `mutation { refreshFediverseProfile }`),
    visitor: "UNAUTHENTICATED",
    inactive: "FORBIDDEN_BY_STATE",
    probe: (c) => rowsOf(federationFollowing, federationFollowing.userId, c.userId),
  },
  // an article's choice against its author's: the shared article is someone else's
  setArticleFederationSetting: {
    call: async (c) =>
      gql(c, `mutation($id: ID!) { setArticleFederationSetting(input: { id: $id, state: disabled }) { state } }`, {
        id: await articleGid(),
      }),
    visitor: "UNAUTHENTICATED",
    inactive: "FORBIDDEN_BY_STATE",
    otherUser: "FORBIDDEN",
    probe: async () =>
      db()
        .select()
        .from(federationArticleSettings)
        .where(eq(federationArticleSettings.articleId, (await someonesWriting()).articleId)),
  },
  // the fediverse gateway (issue 38): admins alone; a refused call leaves the dead letter, the
  // report, the instance blocks, the choices and the stored posts as they were
  replayFediverseDeadLetter: {
    call: async (c) => gql(c, `mutation($id: ID!) { replayFediverseDeadLetter(input: { id: $id }) }`, await letter()),
    visitor: "UNAUTHENTICATED",
    inactive: "FORBIDDEN_BY_STATE",
    otherUser: "FORBIDDEN",
    probe: letterState,
  },
  resolveFediverseDeadLetter: {
    call: async (c) =>
      gql(
        c,
        `mutation($id: ID!) { resolveFediverseDeadLetter(input: { id: $id, reason: "Gone for good" }) }`,
        await letter(),
      ),
    visitor: "UNAUTHENTICATED",
    inactive: "FORBIDDEN_BY_STATE",
    otherUser: "FORBIDDEN",
    probe: letterState,
  },
  resolveFediverseReport: {
    call: async (c) =>
      gql(c, `mutation($id: ID!) { resolveFediverseReport(input: { id: $id, resolution: "Looked at it" }) }`, {
        id: btoa(`FediverseReport:${await fediverseReport()}`),
      }),
    visitor: "UNAUTHENTICATED",
    inactive: "FORBIDDEN_BY_STATE",
    otherUser: "FORBIDDEN",
    probe: async () =>
      (
        await db()
          .select()
          .from(federationReports)
          .where(eq(federationReports.id, await fediverseReport()))
      )[0]?.status,
  },
  putFediverseDomainBlock: {
    call: async (c) =>
      gql(c, `mutation { putFediverseDomainBlock(input: { domain: "matrix.example", blocked: true }) { domain } }`),
    visitor: "UNAUTHENTICATED",
    inactive: "FORBIDDEN_BY_STATE",
    otherUser: "FORBIDDEN",
    probe: async () => db().select().from(federationDomainBlocks),
  },
  putUserFederationSetting: {
    call: async (c) =>
      gql(c, `mutation($id: ID!) { putUserFederationSetting(input: { id: $id, state: enabled }) { state } }`, {
        id: await userGid(),
      }),
    visitor: "UNAUTHENTICATED",
    inactive: "FORBIDDEN_BY_STATE",
    otherUser: "FORBIDDEN",
    probe: async () => rowsOf(federationUserSettings, federationUserSettings.userId, (await someoneElse()).userId),
  },
  putArticleFederationSetting: {
    call: async (c) =>
      gql(c, `mutation($id: ID!) { putArticleFederationSetting(input: { id: $id, state: disabled }) { state } }`, {
        id: await articleGid(),
      }),
    visitor: "UNAUTHENTICATED",
    inactive: "FORBIDDEN_BY_STATE",
    otherUser: "FORBIDDEN",
    probe: async () =>
      db()
        .select()
        .from(federationArticleSettings)
        .where(eq(federationArticleSettings.articleId, (await someonesWriting()).articleId)),
  },
  pruneFediverseSocialData: {
    call: async (c) => gql(c, `mutation { pruneFediverseSocialData }`),
    visitor: "UNAUTHENTICATED",
    inactive: "FORBIDDEN_BY_STATE",
    otherUser: "FORBIDDEN",
    probe: async () =>
      (await db().select({ n: count() }).from(adminAudit).where(eq(adminAudit.action, "pruneFediverseSocialData")))[0]
        ?.n,
  },
  submitTopicChannelFeedback: {
    // the shared article is someone else's: only its author gives feedback
    call: async (c) =>
      gql(c, `mutation($id: ID!) { submitTopicChannelFeedback(input: { article: $id, type: positive }) { id } }`, {
        id: await articleGid(),
      }),
    visitor: "UNAUTHENTICATED",
    inactive: "FORBIDDEN_BY_STATE",
    otherUser: "FORBIDDEN",
    probe: feedbackState,
  },
  reviewTopicChannelFeedback: {
    call: async (c) =>
      gql(c, `mutation($id: ID!) { reviewTopicChannelFeedback(input: { feedback: $id, action: accept }) { id } }`, {
        id: await pendingFeedbackGid(),
      }),
    visitor: "UNAUTHENTICATED",
    inactive: "FORBIDDEN_BY_STATE",
    otherUser: "FORBIDDEN",
    probe: feedbackState,
  },
  putTagChannel: {
    call: async (c) =>
      gql(c, `mutation($id: ID!) { putTagChannel(input: { id: $id, enabled: true }) { id } }`, { id: await tagGid() }),
    visitor: "UNAUTHENTICATED",
    inactive: "FORBIDDEN_BY_STATE",
    otherUser: "FORBIDDEN",
    probe: async () => tagRowOf(),
  },
  classifyArticlesChannels: {
    call: async (c) =>
      gql(c, `mutation($id: ID!) { classifyArticlesChannels(input: { ids: [$id] }) }`, { id: await articleGid() }),
    visitor: "UNAUTHENTICATED",
    inactive: "FORBIDDEN_BY_STATE",
    otherUser: "FORBIDDEN",
    probe: feedbackState,
  },
  addCurationChannelArticles: {
    call: async (c) =>
      gql(
        c,
        `mutation($c: ID!, $a: ID!) { addCurationChannelArticles(input: { channel: $c, articles: [$a] }) { id } }`,
        {
          c: await channelGid("curation"),
          a: await articleGid(),
        },
      ),
    visitor: "UNAUTHENTICATED",
    inactive: "FORBIDDEN_BY_STATE",
    otherUser: "FORBIDDEN",
    probe: channelsState,
  },
  deleteCurationChannelArticles: {
    call: async (c) =>
      gql(
        c,
        `mutation($c: ID!, $a: ID!) { deleteCurationChannelArticles(input: { channel: $c, articles: [$a] }) { id } }`,
        { c: await channelGid("curation"), a: await articleGid() },
      ),
    visitor: "UNAUTHENTICATED",
    inactive: "FORBIDDEN_BY_STATE",
    otherUser: "FORBIDDEN",
    probe: channelsState,
  },
  // looking after tags (issue 37): admins' alone, but for the two a person calls
  renameTag: {
    call: async (c) =>
      gql(c, `mutation($id: ID!) { renameTag(input: { id: $id, content: "renamed by anyone" }) { id } }`, {
        id: await tagGid(),
      }),
    visitor: "UNAUTHENTICATED",
    inactive: "FORBIDDEN_BY_STATE",
    otherUser: "FORBIDDEN",
    probe: async () => tagRowOf(),
  },
  mergeTags: {
    call: async (c) =>
      gql(c, `mutation($id: ID!) { mergeTags(input: { ids: [$id], content: "merged by anyone" }) { id } }`, {
        id: await tagGid(),
      }),
    visitor: "UNAUTHENTICATED",
    inactive: "FORBIDDEN_BY_STATE",
    otherUser: "FORBIDDEN",
    probe: async () => tagRowOf(),
  },
  deleteTags: {
    call: async (c) =>
      gql(c, `mutation($id: ID!) { deleteTags(input: { ids: [$id] }) }`, {
        id: await tagGid(),
      }),
    visitor: "UNAUTHENTICATED",
    inactive: "FORBIDDEN_BY_STATE",
    otherUser: "FORBIDDEN",
    probe: async () => tagRowOf(),
  },
  toggleFollowTag: {
    call: async (c) =>
      gql(c, `mutation($id: ID!) { toggleFollowTag(input: { id: $id, enabled: true }) { id } }`, {
        id: await tagGid(),
      }),
    visitor: "UNAUTHENTICATED",
    inactive: "FORBIDDEN_BY_STATE",
    probe: (c) => rowsOf(tagBookmarks, tagBookmarks.userId, c.userId),
  },
  putFeaturedTags: {
    call: async (c) =>
      gql(c, `mutation($id: ID!) { putFeaturedTags(input: { ids: [$id] }) { id } }`, {
        id: await tagGid(),
      }),
    visitor: "UNAUTHENTICATED",
    inactive: "FORBIDDEN_BY_STATE",
    probe: (c) => rowsOf(userFeaturedTags, userFeaturedTags.userId, c.userId),
  },
  // the editors' curation (issue 37): admins alone; a refused call makes no topic, no
  // announcement, and deletes none
  putIcymiTopic: {
    call: (c) =>
      gql(c, `mutation { putIcymiTopic(input: { title: [{ language: en, text: "Matrix topic" }] }) { id } }`),
    visitor: "UNAUTHENTICATED",
    inactive: "FORBIDDEN_BY_STATE",
    otherUser: "FORBIDDEN",
    probe: async () => (await db().select({ n: count() }).from(icymiTopics))[0]?.n,
  },
  putAnnouncement: {
    call: (c) =>
      gql(
        c,
        `mutation { putAnnouncement(input: { title: [{ language: en, text: "Matrix notice" }], type: product }) { id } }`,
      ),
    visitor: "UNAUTHENTICATED",
    inactive: "FORBIDDEN_BY_STATE",
    otherUser: "FORBIDDEN",
    probe: async () => (await db().select({ n: count() }).from(announcements))[0]?.n,
  },
  deleteAnnouncements: {
    call: async (c) =>
      gql(c, `mutation($id: ID!) { deleteAnnouncements(input: { ids: [$id] }) }`, {
        id: btoa(`Announcement:${await someAnnouncement()}`),
      }),
    visitor: "UNAUTHENTICATED",
    inactive: "FORBIDDEN_BY_STATE",
    otherUser: "FORBIDDEN",
    probe: async () => (await db().select({ n: count() }).from(announcements))[0]?.n,
  },
  // the site as an OAuth provider (issue 36): admins register apps; a person agrees to one, or
  // takes that back, for themselves alone
  putOAuthClient: {
    call: (c) =>
      gql(
        c,
        `mutation { putOAuthClient(input: { name: "Matrix App", redirectURIs: ["https://app.example/cb"] }) { id } }`,
      ),
    visitor: "UNAUTHENTICATED",
    inactive: "FORBIDDEN_BY_STATE",
    otherUser: "FORBIDDEN",
    probe: async () =>
      (await db().select({ n: count() }).from(oauthClients).where(eq(oauthClients.name, "Matrix App")))[0]?.n,
  },
  authorizeOAuthClient: {
    call: async (c) =>
      gql(c, `mutation($input: OAuthAuthorizeInput!) { authorizeOAuthClient(input: $input) }`, {
        input: {
          clientId: await matrixAppId(),
          redirectURI: "https://app.example/cb",
          responseType: "code",
          codeChallenge: "E9Melhoa2OwvFrEMTJguCHaoeK1t8URWbuGJSstw-cM",
          codeChallengeMethod: "S256",
        },
      }),
    visitor: "UNAUTHENTICATED",
    inactive: "FORBIDDEN_BY_STATE",
    probe: (c) => rowsOf(oauthGrants, oauthGrants.userId, c.userId),
  },
  revokeOAuthAuthorization: {
    call: async (c) =>
      gql(c, `mutation($id: ID!) { revokeOAuthAuthorization(input: { id: $id }) { id } }`, { id: await matrixAppId() }),
    visitor: "UNAUTHENTICATED",
    inactive: "FORBIDDEN_BY_STATE",
    probe: (c) => rowsOf(oauthGrants, oauthGrants.userId, c.userId),
  },
  // a circle's subscription is paid from the caller's own wallet, so only theirs changes
  subscribeCircle: {
    call: async (c) =>
      gql(c, `mutation($id: ID!) { subscribeCircle(input: { id: $id, password: "135790" }) { circle { id } } }`, {
        id: await circleGid(),
      }),
    visitor: "UNAUTHENTICATED",
    inactive: "FORBIDDEN_BY_STATE",
    probe: (c) => rowsOf(circleMembers, circleMembers.userId, c.userId),
  },
  unsubscribeCircle: {
    call: async (c) =>
      gql(c, `mutation($id: ID!) { unsubscribeCircle(input: { id: $id }) { id } }`, { id: await circleGid() }),
    visitor: "UNAUTHENTICATED",
    inactive: "FORBIDDEN_BY_STATE",
    probe: (c) => rowsOf(circleMembers, circleMembers.userId, c.userId),
  },
  // only the circle's owner puts work in it (the articles, the owner's own, are checked after)
  putCircleArticles: {
    call: async (c) =>
      gql(
        c,
        `mutation($id: ID!) { putCircleArticles(input: { id: $id, articles: [], type: add, accessType: paywall }) { id } }`,
        { id: await circleGid() },
      ),
    visitor: "UNAUTHENTICATED",
    inactive: "FORBIDDEN_BY_STATE",
    otherUser: "FORBIDDEN",
    probe: circleRow,
  },
  // only the owner invites; refused callers write no invitation
  invite: {
    call: async (c) =>
      gql(
        c,
        `mutation($id: ID!, $to: ID!) { invite(input: { circleId: $id, freePeriod: 30, invitees: [{ id: $to }] }) { id } }`,
        { id: await circleGid(), to: btoa(`User:${(await createUser()).id}`) },
      ),
    visitor: "UNAUTHENTICATED",
    inactive: "FORBIDDEN_BY_STATE",
    otherUser: "FORBIDDEN",
    probe: async () =>
      db()
        .select()
        .from(circleInvitations)
        .where(eq(circleInvitations.circleId, await someonesCircle())),
  },
  appreciateArticle: {
    call: async (c) =>
      gql(c, `mutation($id: ID!) { appreciateArticle(input: { id: $id, amount: 1 }) { id } }`, {
        id: await articleGid(),
      }),
    visitor: "UNAUTHENTICATED",
    inactive: "FORBIDDEN_BY_STATE",
    probe: (c) => rowsOf(appreciations, appreciations.senderId, c.userId),
  },
  payTo: {
    // someone else's money is never moved: the caller pays from their own wallet or not at all
    call: async (c) =>
      gql(
        c,
        `mutation($to: ID!) { payTo(input: { amount: 5, currency: HKD, purpose: donation, recipientId: $to, password: "135790" }) { transaction { id } } }`,
        { to: btoa(`User:${(await createUser()).id}`) },
      ),
    visitor: "UNAUTHENTICATED",
    inactive: "FORBIDDEN_BY_STATE",
    probe: (c) => rowsOf(transactions, transactions.senderId, c.userId),
  },
  withdrawLockedTokens: {
    // the vault releases only to the signed-in account's own linked wallet
    call: (c) => gql(c, `mutation { withdrawLockedTokens { transaction { id } } }`),
    visitor: "UNAUTHENTICATED",
    inactive: "FORBIDDEN_BY_STATE",
    probe: (c) => rowsOf(transactions, transactions.recipientId, c.userId),
  },
  submitReport: {
    call: async (c) =>
      gql(c, `mutation($id: ID!) { submitReport(input: { targetId: $id, reason: other }) { id } }`, {
        id: await articleGid(),
      }),
    visitor: "UNAUTHENTICATED",
    inactive: "FORBIDDEN_BY_STATE",
    probe: (c) => rowsOf(reports, reports.reporterId, c.userId),
  },
  directImageUpload: {
    call: async (c) =>
      gql(c, `mutation($input: DirectImageUploadInput!) { directImageUpload(input: $input) { id } }`, {
        input: { type: "embed", mime: "image/png", ...(await othersDraft()) },
      }),
    visitor: "UNAUTHENTICATED",
    inactive: "FORBIDDEN_BY_STATE",
    otherUser: "FORBIDDEN",
    probe: (c) => assetsOf(c.userId),
  },
  // moments: anyone active posts and likes; only the author takes one down
  putMoment: {
    call: (c) => gql(c, `mutation { putMoment(input: { content: "<p>Matrix</p>" }) { id } }`),
    visitor: "UNAUTHENTICATED",
    inactive: "FORBIDDEN_BY_STATE",
    probe: (c) => momentsOf(c.userId),
  },
  deleteMoment: {
    call: async (c) =>
      gql(c, `mutation($id: ID!) { deleteMoment(input: { id: $id }) { id } }`, { id: await someonesMomentGid() }),
    visitor: "UNAUTHENTICATED",
    inactive: "FORBIDDEN_BY_STATE",
    otherUser: "FORBIDDEN",
    probe: someonesMomentRow,
  },
  // admins take a reported moment down (issue 37): a refused call leaves it up
  updateMomentState: {
    call: async (c) =>
      gql(c, `mutation($id: ID!) { updateMomentState(input: { id: $id, state: archived }) { id } }`, {
        id: await someonesMomentGid(),
      }),
    visitor: "UNAUTHENTICATED",
    inactive: "FORBIDDEN_BY_STATE",
    otherUser: "FORBIDDEN",
    probe: someonesMomentRow,
  },
  likeMoment: {
    call: async (c) =>
      gql(c, `mutation($id: ID!) { likeMoment(input: { id: $id }) { id } }`, { id: await someonesMomentGid() }),
    visitor: "UNAUTHENTICATED",
    inactive: "FORBIDDEN_BY_STATE",
    probe: someonesMomentRow,
  },
  unlikeMoment: {
    call: async (c) =>
      gql(c, `mutation($id: ID!) { unlikeMoment(input: { id: $id }) { id } }`, { id: await someonesMomentGid() }),
    visitor: "UNAUTHENTICATED",
    inactive: "FORBIDDEN_BY_STATE",
    // the caller has a like to take back (made here, before the call), which a refusal keeps
    probe: async (c) => {
      await db()
        .insert(momentLikes)
        .values({ momentId: (await someonesMoment()).id, userId: c.userId })
        .onConflictDoNothing();
      return (await db().select().from(momentLikes).where(eq(momentLikes.userId, c.userId))).map((l) => l.momentId);
    },
  },
  // comments: anyone signed in and active may write and vote (tests/api/comment-writes.test.ts);
  // a comment is edited and deleted by its author, pinned by the author of what it is on
  putComment: {
    call: async (c) =>
      gql(c, `mutation($input: PutCommentInput!) { putComment(input: $input) { id } }`, {
        input: { id: await commentGid(), comment: { type: "article", content: "<p>Taken over</p>" } },
      }),
    visitor: "UNAUTHENTICATED",
    inactive: "FORBIDDEN_BY_STATE",
    otherUser: "FORBIDDEN",
    probe: async (c) => [await commentState(), await commentsBy(c)],
  },
  deleteComment: {
    call: async (c) =>
      gql(c, `mutation($id: ID!) { deleteComment(input: { id: $id }) { id } }`, { id: await commentGid() }),
    visitor: "UNAUTHENTICATED",
    inactive: "FORBIDDEN_BY_STATE",
    otherUser: "FORBIDDEN",
    probe: commentState,
  },
  togglePinComment: {
    call: async (c) =>
      gql(c, `mutation($id: ID!) { togglePinComment(input: { id: $id, enabled: true }) { id } }`, {
        id: await commentGid(),
      }),
    visitor: "UNAUTHENTICATED",
    inactive: "FORBIDDEN_BY_STATE",
    otherUser: "FORBIDDEN",
    probe: commentState,
  },
  pinComment: {
    call: async (c) =>
      gql(c, `mutation($id: ID!) { pinComment(input: { id: $id }) { id } }`, { id: await commentGid() }),
    visitor: "UNAUTHENTICATED",
    inactive: "FORBIDDEN_BY_STATE",
    otherUser: "FORBIDDEN",
    probe: commentState,
  },
  unpinComment: {
    call: async (c) =>
      gql(c, `mutation($id: ID!) { unpinComment(input: { id: $id }) { id } }`, { id: await commentGid() }),
    visitor: "UNAUTHENTICATED",
    inactive: "FORBIDDEN_BY_STATE",
    otherUser: "FORBIDDEN",
    // pinned (here, before the call), which a refusal keeps
    probe: async () => {
      await db()
        .update(comments)
        .set({ pinned: true })
        .where(eq(comments.id, (await someonesComment()).id));
      return commentState();
    },
  },
  voteComment: {
    call: async (c) =>
      gql(c, `mutation($id: ID!) { voteComment(input: { id: $id, vote: up }) { id } }`, { id: await commentGid() }),
    visitor: "UNAUTHENTICATED",
    inactive: "FORBIDDEN_BY_STATE",
    probe: async (c) => [await commentState(), await rowsOf(commentVotes, commentVotes.userId, c.userId)],
  },
  unvoteComment: {
    call: async (c) =>
      gql(c, `mutation($id: ID!) { unvoteComment(input: { id: $id }) { id } }`, { id: await commentGid() }),
    visitor: "UNAUTHENTICATED",
    inactive: "FORBIDDEN_BY_STATE",
    // the caller has a vote to take back (made here, before the call), which a refusal keeps
    probe: async (c) => {
      await db()
        .insert(commentVotes)
        .values({ commentId: (await someonesComment()).id, userId: c.userId, vote: "up" })
        .onConflictDoNothing();
      return rowsOf(commentVotes, commentVotes.userId, c.userId);
    },
  },
  addCredit: {
    call: async (c) => {
      // the flag is on, so a refusal is the caller's, not the feature's
      await db()
        .insert(features)
        .values({ name: "add_credit", flag: "on" })
        .onConflictDoUpdate({
          target: features.name,
          set: { flag: "on" },
        });
      return gql(c, `mutation { addCredit(input: { amount: 100 }) { client_secret } }`);
    },
    visitor: "UNAUTHENTICATED",
    inactive: "FORBIDDEN_BY_STATE",
    probe: (c) => rowsOf(transactions, transactions.recipientId, c.userId),
  },
  connectStripeAccount: {
    call: async (c) => {
      await setFlag("payout");
      return gql(c, `mutation { connectStripeAccount(input: { country: HongKong }) { redirectUrl } }`);
    },
    visitor: "UNAUTHENTICATED",
    inactive: "FORBIDDEN_BY_STATE",
    probe: (c) => rowsOf(stripeAccounts, stripeAccounts.userId, c.userId),
  },
  payout: {
    // only the caller's own wallet is paid out, to the caller's own account
    call: async (c) => {
      await setFlag("payout");
      return gql(c, `mutation { payout(input: { amount: 100, password: "135790" }) { id } }`);
    },
    visitor: "UNAUTHENTICATED",
    inactive: "FORBIDDEN_BY_STATE",
    probe: (c) => rowsOf(transactions, transactions.senderId, c.userId),
  },
};

/** A person's state and role, with the audit rows about them: what a refused admin call must leave. */
async function stateAndRoleOf(userId: number) {
  const [person] = await db().select({ state: users.state, role: users.role }).from(users).where(eq(users.id, userId));
  const audit = await db().select().from(adminAudit).where(eq(adminAudit.targetId, userId));
  return { person, audit: audit.length };
}

/** What admins switch on a person: seeding, restrictions, flags, and the audit rows of each. */
async function personSwitches(userId: number) {
  return {
    seeding: await db().select().from(seedingUsers).where(eq(seedingUsers.userId, userId)),
    restrictions: await db().select().from(userRestrictions).where(eq(userRestrictions.userId, userId)),
    flags: await db().select().from(userFeatureFlags).where(eq(userFeatureFlags.userId, userId)),
    audit: (await db().select().from(adminAudit).where(eq(adminAudit.targetId, userId))).length,
  };
}

/** The flag on, so a refusal is the caller's, not the feature's. */
async function setFlag(name: "payout") {
  await db()
    .insert(features)
    .values({ name, flag: "on" })
    .onConflictDoUpdate({ target: features.name, set: { flag: "on" } });
}

async function othersDraft() {
  const owner = await createUser();
  const [draft] = await db().insert(drafts).values({ authorId: owner.id, title: "Someone else's" }).returning();
  return { entityType: "draft", entityId: btoa(`Draft:${draft?.id}`) };
}

const assetsOf = async (userId: number) => (await db().select().from(assets).where(eq(assets.authorId, userId))).length;

const WALLET = `0x${"ab".repeat(20)}`;
const walletOwners = async () =>
  (await db().select({ id: users.id }).from(users).where(eq(users.ethAddress, WALLET.toLowerCase()))).map((u) => u.id);
/** A signature for no message of ours. */
const SIGNED = { input: { ethAddress: WALLET, signedMessage: "x", signature: "0x00", nonce: "noSuchNonce1" } };

const SEND_CODE = `mutation($email: String!) { sendVerificationCode(input: { email: $email, type: email_otp }) }`;
const CONFIRM = `mutation($input: ConfirmVerificationCodeInput!) { confirmVerificationCode(input: $input) }`;

async function caller(overrides: Parameters<typeof createUser>[0] = {}): Promise<Caller> {
  const user = await createUser(overrides);
  const email = user.email as string;
  return { client: await signIn(email), email, userId: user.id };
}

const outcomeOf = (result: GqlResult): Outcome => codeOf(result) ?? (result.errors ? "ERROR" : "ok");

describe("the authorization matrix", () => {
  it("lists every mutation of the schema", () => {
    const names = Object.keys(schema.getMutationType()?.getFields() ?? {}).sort();
    expect(names).toEqual(Object.keys(MATRIX).sort());
  });

  it("can show of every mutation that a refused call wrote nothing", () => {
    const unprobed = Object.entries(MATRIX).flatMap(([name, entry]) => {
      const refusesSignedIn = entry.inactive !== "ok" || (entry.otherUser !== undefined && entry.otherUser !== "ok");
      if (refusesSignedIn ? !entry.probe : !entry.probe && !entry.visitorProbe) return [name];
      return [];
    });
    expect(unprobed).toEqual([]);
  });

  describe.each(Object.entries(MATRIX))("%s", (_name, entry) => {
    it(`answers a visitor ${entry.visitor}`, async () => {
      const before = await entry.visitorProbe?.();
      expect(outcomeOf(await entry.call(null))).toBe(entry.visitor);
      if (entry.visitorProbe) expect(await entry.visitorProbe()).toEqual(before);
    });

    it.each(["banned", "frozen", "archived"] as const)(`answers a %s user ${entry.inactive}`, async (state) => {
      const c = await caller({ state });
      const before = await entry.probe?.(c);
      expect(outcomeOf(await entry.call(c))).toBe(entry.inactive);
      if (entry.inactive !== "ok" && entry.probe) expect(await entry.probe(c)).toEqual(before);
    });

    if (entry.otherUser) {
      const expected = entry.otherUser;
      it(`answers another user ${expected}`, async () => {
        const c = await caller();
        const before = await entry.probe?.(c);
        expect(outcomeOf(await entry.call(c))).toBe(expected);
        if (entry.probe) expect(await entry.probe(c)).toEqual(before);
      });
    }
  });

  it("lets a banned admin set no feature, and an active admin set one", async () => {
    const banned = await caller({ role: "admin", state: "banned" });
    expect(outcomeOf((await MATRIX.setFeature?.call(banned)) as GqlResult)).toBe("FORBIDDEN_BY_STATE");
    const admin = await caller({ role: "admin" });
    expect(outcomeOf((await MATRIX.setFeature?.call(admin)) as GqlResult)).toBe("ok");
  });

  it.each(["banned", "frozen", "archived"] as const)("lets a %s user change their language", async (state) => {
    const c = await caller({ state, language: "en" });
    const result = await gql(c, `mutation { updateUserInfo(input: { language: zh_hans }) { settings { language } } }`);
    expect(result.errors).toBeUndefined();
    expect(result.data).toEqual({ updateUserInfo: { settings: { language: "zh_hans" } } });
  });
});

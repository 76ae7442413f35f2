// The simulated people of the load suite. Each runs alone in a loop until the run's end, pausing
// between actions as a person reading does, and meets the site's limits as such a person would:
// from an address of their own (the per-IP limits), with an account of their own made through
// the sign-up code (the per-account limits). Readers page feeds, articles, tags and search, by
// the API and as pages; signed-in readers also follow, bookmark, appreciate and comment; authors
// save drafts and publish; supporters top up their wallets and pay one another and the seeded
// authors, and subscribe to the seeded circles from their wallets (and some leave again). What each did that the database must now show is kept in the Ledger for the
// reconciliation.

import { dbId } from "../support/global-ids.ts";
import type { Recorder, Session } from "./client.ts";
import {
  ADD_CREDIT,
  APPRECIATE,
  ARTICLE,
  BALANCE,
  BOOKMARK,
  COMMENT,
  EMAIL_LOGIN,
  FEATURED,
  FOLLOW,
  FOLLOWING_FEED,
  MAILBOX,
  NEWEST,
  PAY,
  PUBLISH,
  PUT_DRAFT,
  QUICK_SEARCH,
  SEARCH,
  SEND_CODE,
  SET_PAYMENT_PASSWORD,
  SUBSCRIBE,
  TAG,
  TAGS,
  UNSUBSCRIBE,
} from "./documents.ts";

export const PAYMENT_PASSWORD = "246813";
/** What one top-up adds, in HKD: a few dozen small supports. */
const TOP_UP_HKD = 300;

/** The refusals real people meet, by what they did: each passes the run; any other code fails it. */
export const EXPECTED = {
  limited: ["ACTION_LIMIT_EXCEEDED"],
  payment: ["PAYMENT_BALANCE_INSUFFICIENT", "PAYMENT_REACH_MAXIMUM_LIMIT"],
  // a subscription whose answer a kill took may have gone through: asking again meets it
  subscription: ["PAYMENT_BALANCE_INSUFFICIENT", "PAYMENT_REACH_MAXIMUM_LIMIT", "DUPLICATE_CIRCLE_SUBSCRIPTION"],
} as const;

export type Article = { id: number; globalId: string; shortHash: string; authorId: number; canComment: boolean };
export type Author = { id: number; globalId: string; userName: string; articles: Article[] };
export type TagRef = { id: string; slug: string };
export type CircleRef = { id: number; globalId: string };

/**
 * Where a person stands with a circle at their last answer: subscribed (a paid month), leaving
 * (unsubscribed, a member until the month ends) or unknown (the kill took the answer).
 */
export type Membership = "member" | "leaving" | "unknown";

/** What the seeded data offers to read and act on, found before the run. */
export type World = {
  articles: Article[];
  commentable: Article[];
  authors: Author[];
  tags: TagRef[];
  searchKeys: string[];
  userNames: string[];
  /** Active circles with a price, to subscribe to. */
  circles: CircleRef[];
};

/** What the run's people did that the database must show afterwards. */
export type Ledger = {
  runId: string;
  /** `${followerId}:${followeeId}` → followed at the last answer. */
  follows: Map<string, boolean>;
  /** `${userId}:${articleId}` → bookmarked at the last answer. */
  bookmarks: Map<string, boolean>;
  comments: number;
  appreciated: Set<number>;
  commented: Set<number>;
  bookmarked: Set<number>;
  followed: Set<number>;
  /** Draft ids (database) whose publishArticle answered published, with the article it became. */
  published: Map<number, number>;
  publishRefused: number;
  draftsSaved: number;
  payments: number;
  paymentsRefused: number;
  topUps: number;
  /** `${userId}:${circleId}` → where the person stood with the circle at the last answer. */
  memberships: Map<string, Membership>;
  /** Subscriptions answered (each charged its first month), and those the wallet refused. */
  subscriptions: number;
  subscriptionsRefused: number;
  /**
   * Writes whose answer the kill of a `--kill-at` run took: each may or may not have been
   * committed, so the rows may hold up to this many more than were answered.
   */
  lost: { comments: number; publishes: number; payments: number; topUps: number; subscriptions: number };
  /** Supporters ready to be paid: their global ids. */
  supporters: string[];
};

/** A run's ledger before anyone has done anything. */
export const emptyLedger = (runId: string): Ledger => ({
  runId,
  follows: new Map(),
  bookmarks: new Map(),
  comments: 0,
  appreciated: new Set(),
  commented: new Set(),
  bookmarked: new Set(),
  followed: new Set(),
  published: new Map(),
  publishRefused: 0,
  draftsSaved: 0,
  payments: 0,
  paymentsRefused: 0,
  topUps: 0,
  memberships: new Map(),
  subscriptions: 0,
  subscriptionsRefused: 0,
  lost: { comments: 0, publishes: 0, payments: 0, topUps: 0, subscriptions: 0 },
  supporters: [],
});

const pick = <T>(items: readonly T[]): T => items[Math.floor(Math.random() * items.length)] as T;
const chance = (p: number) => Math.random() < p;
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

export type Kind = "reader" | "signed-in reader" | "author" | "supporter";

/**
 * The mix of people for a run of `n`: at least one of each kind from 4 on, in the order they
 * arrive. The kinds are spread evenly over the arrival, as a crowd mixes, so that the sign-ups
 * of the people who write do not all come first.
 */
export function mix(n: number): Kind[] {
  const share: [Kind, number][] = [
    ["signed-in reader", 0.3],
    ["author", 0.15],
    ["supporter", 0.15],
  ];
  const counts = new Map<Kind, number>();
  let placed = 0;
  for (const [kind, part] of share) {
    const count = Math.min(n - placed, Math.max(n >= 4 ? 1 : 0, Math.round(n * part)));
    counts.set(kind, count);
    placed += count;
  }
  counts.set("reader", n - placed);
  // each kind's people at evenly spaced places in the arrival, ties in the order above
  const arrivals: { kind: Kind; at: number }[] = [];
  for (const [kind, count] of counts) {
    for (let i = 0; i < count; i++) arrivals.push({ kind, at: (i + 0.5) / count });
  }
  return arrivals.sort((a, b) => a.at - b.at).map((a) => a.kind);
}

type Context = {
  session: Session;
  world: World;
  ledger: Ledger;
  recorder: Recorder;
  index: number;
  /** Unix ms at which the person stops starting actions (moved on by the time a kill took). */
  until: { at: number };
  thinkMs: number;
};

export class Person {
  private readonly c: Context;
  private userId: number | null = null;
  private newestCursor: string | null = null;
  private tagCursor: { id: string; after: string | null } | null = null;

  constructor(context: Context) {
    this.c = context;
  }

  private get s() {
    return this.c.session;
  }

  private think() {
    const ms = this.c.thinkMs * (0.5 + Math.random());
    return sleep(Math.max(0, Math.min(ms, this.c.until.at - Date.now())));
  }

  private get going() {
    return Date.now() < this.c.until.at;
  }

  async run(kind: Kind) {
    if (kind !== "reader" && !(await this.signUp())) return;
    if (kind === "supporter" && !(await this.becomeSupporter())) return;
    while (this.going) {
      if (kind === "reader") await this.read();
      else if (kind === "signed-in reader") await (chance(0.5) ? this.read() : this.engage());
      else if (kind === "author") await (chance(0.3) ? this.read() : this.write());
      else await (chance(0.4) ? this.read() : this.support());
      await this.think();
    }
  }

  // -------------------------------------------------------------------------------------------
  // Accounts

  /** A new account through the sign-up code from the local mailbox, as a newcomer makes one. */
  private async signUp(): Promise<boolean> {
    const email = `load-${this.c.ledger.runId}-${this.c.index}@example.com`;
    const sent = await this.s.gql("sign up: send code", SEND_CODE, {
      input: { email, type: "register", language: "en" },
    });
    if (sent.code) return false;
    // the mailbox opens to this machine only: asked without the person's own address
    const mail = await this.s.gql("sign up: read mailbox", MAILBOX, { email }, [], { "cf-connecting-ip": "127.0.0.1" });
    const code = mail.data?.devMailbox?.[0]?.text.match(/\b(\d{6})\b/)?.[1];
    if (!code) return false;
    const login = await this.s.gql("sign up: log in with code", EMAIL_LOGIN, {
      input: { email, passwordOrCode: code, language: "en" },
    });
    const id = login.data?.emailLogin.user?.id;
    if (!id) return false;
    this.userId = dbId(id);
    return true;
  }

  /** A payment password and a first top-up, paid through the local card processor. */
  private async becomeSupporter(): Promise<boolean> {
    const set = await this.s.gql("supporter: set payment password", SET_PAYMENT_PASSWORD, {
      password: PAYMENT_PASSWORD,
    });
    if (set.code) return false;
    if (!(await this.topUp())) return false;
    if (this.userId !== null) this.c.ledger.supporters.push(Buffer.from(`User:${this.userId}`).toString("base64"));
    // every supporter joins a circle first, so that even a short run charges some months
    const { circles } = this.c.world;
    if (circles.length > 0) await this.joinOrLeave(pick(circles));
    return true;
  }

  private async topUp(): Promise<boolean> {
    const credit = await this.s.gql("supporter: top up (addCredit)", ADD_CREDIT, { amount: TOP_UP_HKD }, [
      ...EXPECTED.limited,
    ]);
    const secret = credit.data?.addCredit.client_secret;
    if (!secret) return false;
    const charged = await this.s.send(
      "supporter: top up (local charge)",
      "POST",
      "/pay/local/charge",
      new URLSearchParams({ client_secret: secret, card: "4242 4242 4242 4242" }).toString(),
      { "content-type": "application/x-www-form-urlencoded", origin: this.s.base },
    );
    if (charged.status === 0) {
      this.c.ledger.lost.topUps += 1;
      return false;
    }
    const ok = charged.status === 303 && charged.location.startsWith("/pay/local/success");
    this.c.recorder.add(
      "supporter: top up (local charge)",
      charged.ms,
      ok ? "ok" : "failed",
      String(charged.status),
      `the local charge answered ${charged.status} ${charged.location}`,
    );
    if (ok) this.c.ledger.topUps += 1;
    return ok;
  }

  // -------------------------------------------------------------------------------------------
  // Reading

  private async read() {
    const { world } = this.c;
    const roll = Math.random();
    if (roll < 0.12) {
      const answer = await this.s.gql("read: newest feed", NEWEST, { after: this.newestCursor });
      const page = answer.data?.viewer?.recommendation.newest;
      this.newestCursor = page?.pageInfo.hasNextPage && chance(0.7) ? (page.pageInfo.endCursor ?? null) : null;
    } else if (roll < 0.17) {
      await this.s.gql("read: featured feed", FEATURED, { after: null });
    } else if (roll < 0.32) {
      await this.s.gql("read: article", ARTICLE, { shortHash: pick(world.articles).shortHash });
    } else if (roll < 0.4) {
      const tag = this.tagCursor && chance(0.6) ? this.tagCursor : { id: pick(world.tags).id, after: null };
      const answer = await this.s.gql("read: tag", TAG, tag);
      const node = answer.data?.node;
      const page = node && "articles" in node ? node.articles : undefined;
      this.tagCursor = page?.pageInfo.hasNextPage ? { id: tag.id, after: page.pageInfo.endCursor ?? null } : null;
    } else if (roll < 0.44) {
      await this.s.gql("read: tag list", TAGS, { after: null });
    } else if (roll < 0.52) {
      await this.s.gql("read: search articles", SEARCH, { key: pick(world.searchKeys), type: "Article", after: null });
    } else if (roll < 0.55) {
      await this.s.gql("read: search people", SEARCH, { key: pick(world.searchKeys), type: "User", after: null });
    } else if (roll < 0.6) {
      await this.s.gql("read: quick search", QUICK_SEARCH, { key: pick(world.searchKeys) });
    } else if (roll < 0.68) {
      await this.s.page("page: home", "/");
    } else if (roll < 0.74) {
      await this.s.page("page: newest", "/newest");
    } else if (roll < 0.86) {
      await this.s.page("page: article", `/a/${pick(world.articles).shortHash}`);
    } else if (roll < 0.92) {
      const tag = pick(world.tags);
      await this.s.page("page: tag", `/tags/${tag.id}-${tag.slug}`);
    } else if (roll < 0.96) {
      await this.s.page("page: search", `/search?q=${encodeURIComponent(pick(world.searchKeys))}`);
    } else {
      await this.s.page("page: profile", `/@${pick(world.userNames)}`);
    }
  }

  // -------------------------------------------------------------------------------------------
  // Signed-in readers

  private async engage() {
    const { world, ledger } = this.c;
    const me = this.userId;
    if (me === null) return;
    const roll = Math.random();
    if (roll < 0.25) {
      const author = pick(world.authors);
      const enabled = chance(0.75);
      const answer = await this.s.gql("act: follow or unfollow", FOLLOW, { id: author.globalId, enabled });
      if (answer.data) {
        ledger.follows.set(`${me}:${author.id}`, answer.data.toggleFollowUser.isFollowee);
        ledger.followed.add(author.id);
      } else if (answer.code === "NO_ANSWER") {
        // the kill took the answer: the pair is whatever the server kept, unknown here
        ledger.follows.delete(`${me}:${author.id}`);
      }
    } else if (roll < 0.5) {
      const article = pick(world.articles);
      const enabled = chance(0.75);
      const answer = await this.s.gql("act: bookmark", BOOKMARK, { id: article.globalId, enabled });
      if (answer.data) {
        ledger.bookmarks.set(`${me}:${article.id}`, answer.data.toggleBookmarkArticle.bookmarked);
        ledger.bookmarked.add(article.id);
      } else if (answer.code === "NO_ANSWER") {
        ledger.bookmarks.delete(`${me}:${article.id}`);
      }
    } else if (roll < 0.7) {
      const article = pick(world.articles);
      const answer = await this.s.gql(
        "act: appreciate",
        APPRECIATE,
        { id: article.globalId, amount: 1 + Math.floor(Math.random() * 3) },
        EXPECTED.limited,
      );
      // a refusal by the per-article allowance still reads the article: it is checked either way
      if (answer.data || answer.code === "ACTION_LIMIT_EXCEEDED") ledger.appreciated.add(article.id);
    } else if (roll < 0.9) {
      const article = pick(world.commentable);
      const answer = await this.s.gql(
        "act: comment",
        COMMENT,
        { articleId: article.globalId, content: `<p>load ${ledger.runId}: a reader's note ${Math.random()}</p>` },
        EXPECTED.limited,
      );
      ledger.commented.add(article.id);
      if (answer.data) ledger.comments += 1;
      else if (answer.code === "NO_ANSWER") ledger.lost.comments += 1;
    } else {
      await this.s.gql("read: follow feed", FOLLOWING_FEED, {});
    }
  }

  // -------------------------------------------------------------------------------------------
  // Authors

  private draft: { id: string; saves: number } | null = null;

  private async write() {
    const { ledger, world } = this.c;
    const words = Array.from({ length: 40 }, () => pick(world.searchKeys)).join(" ");
    if (!this.draft) {
      const answer = await this.s.gql("write: new draft", PUT_DRAFT, {
        input: {
          title: `load ${ledger.runId} ${this.c.index} ${pick(world.searchKeys)}`,
          content: `<p>${words}</p>`,
          tags: [`load-${ledger.runId}`],
        },
      });
      const id = answer.data?.putDraft.id;
      if (id) {
        this.draft = { id, saves: 0 };
        ledger.draftsSaved += 1;
      }
      return;
    }
    if (this.draft.saves < 1 + Math.floor(Math.random() * 3)) {
      const answer = await this.s.gql("write: save draft", PUT_DRAFT, {
        input: { id: this.draft.id, content: `<p>${words}</p><p>${words}</p>` },
      });
      this.draft.saves += 1;
      if (answer.data) ledger.draftsSaved += 1;
      return;
    }
    const answer = await this.s.gql("write: publish", PUBLISH, { id: this.draft.id }, EXPECTED.limited);
    const published = answer.data?.publishArticle;
    if (published?.publishState === "published" && published.article) {
      ledger.published.set(dbId(published.id), dbId(published.article.id));
      world.articles.push({
        id: dbId(published.article.id),
        globalId: published.article.id,
        shortHash: published.article.shortHash,
        authorId: this.userId ?? 0,
        canComment: true,
      });
    } else if (answer.code === "ACTION_LIMIT_EXCEEDED") {
      ledger.publishRefused += 1;
    } else if (answer.code === "NO_ANSWER") {
      ledger.lost.publishes += 1;
    }
    // published or refused, the author starts another piece (a refused one stays a draft)
    this.draft = null;
  }

  // -------------------------------------------------------------------------------------------
  // Supporters

  private async support() {
    const { ledger, world } = this.c;
    const me = this.userId === null ? "" : Buffer.from(`User:${this.userId}`).toString("base64");
    if (chance(0.1)) {
      const balance = await this.s.gql("supporter: balance", BALANCE, {});
      if ((balance.data?.viewer?.wallet.balance.HKD ?? 0) < 30) await this.topUp();
      return;
    }
    if (world.circles.length > 0 && chance(0.1)) {
      await this.joinOrLeave(pick(world.circles));
      return;
    }
    const others = ledger.supporters.filter((id) => id !== me);
    let input: { recipientId: string; targetId: string | null; amount: number };
    if (others.length > 0 && chance(0.6)) {
      input = { recipientId: pick(others), targetId: null, amount: 1 + Math.floor(Math.random() * 40) };
    } else {
      const author = pick(world.authors);
      const article = pick(author.articles);
      input = { recipientId: author.globalId, targetId: article.globalId, amount: 1 + Math.floor(Math.random() * 10) };
    }
    const answer = await this.s.gql(
      "supporter: pay",
      PAY,
      {
        input: {
          ...input,
          currency: "HKD",
          purpose: "donation",
          password: PAYMENT_PASSWORD,
          message: `load ${ledger.runId}`,
        },
      },
      EXPECTED.payment,
    );
    if (answer.data) ledger.payments += 1;
    else if (answer.code === "NO_ANSWER") ledger.lost.payments += 1;
    else if (answer.code && (EXPECTED.payment as readonly string[]).includes(answer.code)) ledger.paymentsRefused += 1;
  }

  /** Subscribes to a circle from the wallet, or, a member, leaves it (a member until the month ends). */
  private async joinOrLeave(circle: CircleRef) {
    const { ledger } = this.c;
    if (this.userId === null) return;
    const pair = `${this.userId}:${circle.id}`;
    const standing = ledger.memberships.get(pair);
    if (standing === "leaving") return;
    if (standing === "member") {
      const left = await this.s.gql("supporter: unsubscribe circle", UNSUBSCRIBE, { id: circle.globalId });
      if (left.data?.unsubscribeCircle.memberUntil) ledger.memberships.set(pair, "leaving");
      else if (left.code === "NO_ANSWER") ledger.memberships.set(pair, "unknown");
      return;
    }
    const answer = await this.s.gql(
      "supporter: subscribe circle",
      SUBSCRIBE,
      { input: { id: circle.globalId, password: PAYMENT_PASSWORD } },
      EXPECTED.subscription,
    );
    if (answer.data?.subscribeCircle.circle.isMember) {
      ledger.subscriptions += 1;
      ledger.memberships.set(pair, "member");
    } else if (answer.code === "NO_ANSWER") {
      ledger.lost.subscriptions += 1;
      ledger.memberships.set(pair, "unknown");
    } else if (answer.code === "DUPLICATE_CIRCLE_SUBSCRIPTION") {
      // the subscription whose answer the kill took went through
      ledger.memberships.set(pair, "unknown");
    } else if (answer.code) {
      ledger.subscriptionsRefused += 1;
    }
  }
}

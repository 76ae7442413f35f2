import {
  articles,
  articleVersions,
  assets,
  campaignParticipants,
  campaignStages,
  campaigns,
  channels,
  circles,
  collections,
} from "@/server/db/schema";
import { Client, createUser, db, PASSWORD } from "./api";

// Rows the writing tests point drafts and articles at, straight in the database, and clients
// that keep one session while coming from many addresses and times (publishArticle is limited
// per address and per account).

let seq = 0;
const next = () => {
  seq += 1;
  return `${seq}${Math.floor(Math.random() * 1e6)}`;
};

function must<T>(row: T | undefined): T {
  if (row === undefined) throw new Error("fixture insert returned nothing");
  return row;
}

export type UserRow = Awaited<ReturnType<typeof createUser>>;

export const gid = (type: string, id: number) => btoa(`${type}:${id}`);

let ipSeq = 0;
/** A fresh address for each call, so per-IP limits of one test never reach another's. */
export function freshIp() {
  ipSeq += 1;
  return `10.${40 + Math.floor(ipSeq / 62_500)}.${Math.floor(ipSeq / 250) % 250}.${(ipSeq % 250) + 1}`;
}

/** The same session as `client`, sent from another address. */
export function fromNewIp(client: Client) {
  const moved = new Client(freshIp());
  moved.jar = client.jar;
  moved.purged = client.purged;
  return moved;
}

/** Where the publishing windows of inNewWindow start: two days back, on a window's start. */
let windowsStart = 0;
let windowSeq = 0;
/**
 * Starts the windows again, two days back: run by the API project's setup file before each test
 * file. The files share this module (vitest.config.ts), and windows counted on from earlier files
 * would reach past the real clock, where what is done after a publish is no longer newer.
 */
export function restartPublishingWindows() {
  windowsStart = Math.floor(Date.now() / 720_000) * 720_000 - 2 * 86_400_000;
  windowSeq = 0;
}
restartPublishingWindows();
/**
 * The same session as `client`, from another address and in a publishing window of its own:
 * publishArticle allows two publishes in 12 minutes per account and per address, so a test that
 * publishes more gives each publish a window of its own. The windows lie in the last two days,
 * each after the last: what is published later is newer, and what is done after it on the real
 * clock newer still.
 */
export function inNewWindow(client: Client) {
  windowSeq += 1;
  return fromNewIp(client).at(windowsStart + windowSeq * 720_000);
}

export async function writer(overrides: Parameters<typeof createUser>[0] = {}) {
  const user = await createUser(overrides);
  const client = new Client(freshIp());
  const result = await client.gql(`mutation($input: EmailLoginInput!) { emailLogin(input: $input) { auth } }`, {
    input: { email: user.email, passwordOrCode: PASSWORD },
  });
  if (result.errors) throw new Error(`sign in failed: ${JSON.stringify(result.errors)}`);
  return { user, client };
}

export async function insertAsset(authorId: number, type: typeof assets.$inferInsert.type, path: string) {
  return must((await db().insert(assets).values({ uuid: crypto.randomUUID(), authorId, type, path }).returning())[0]);
}

/** A published article with its first version, straight in the database. */
export async function insertArticle(authorId: number, state: "active" | "archived" | "banned" = "active") {
  const key = next();
  const article = must(
    (
      await db()
        .insert(articles)
        .values({ authorId, shortHash: `w${key}`, state, title: `Fixture ${key}`, summary: "In brief", wordCount: 2 })
        .returning()
    )[0],
  );
  await db()
    .insert(articleVersions)
    .values({
      articleId: article.id,
      title: article.title,
      summary: article.summary,
      content: "<p>Fixture text</p>",
      wordCount: 2,
      dataHash: `hash${key}`,
    });
  return article;
}

export async function insertCollection(authorId: number) {
  return must(
    (
      await db()
        .insert(collections)
        .values({ authorId, title: `Collection ${next()}` })
        .returning()
    )[0],
  );
}

export async function insertCircle(ownerId: number) {
  const key = next();
  return must(
    (
      await db()
        .insert(circles)
        .values({ ownerId, name: `circle${key}`, displayName: "Circle" })
        .returning()
    )[0],
  );
}

/** The periods of a challenge, in unix ms: sign-up and writing. */
export type ChallengePeriods = Partial<
  Pick<typeof campaigns.$inferInsert, "applicationStart" | "applicationEnd" | "writingStart" | "writingEnd">
>;

/** A writing challenge (a channel with its campaign, in `periods` when given) and one stage of it. */
export async function insertChallenge(
  state: "pending" | "active" | "finished" | "archived" = "active",
  periods: ChallengePeriods = {},
) {
  const channel = must(
    (
      await db()
        .insert(channels)
        .values({
          type: "writing_challenge",
          shortHash: `wc${next()}`,
          nameEn: "Challenge",
          nameZhHant: "挑戰",
          nameZhHans: "挑战",
        })
        .returning()
    )[0],
  );
  const campaign = must(
    (
      await db()
        .insert(campaigns)
        .values({ channelId: channel.id, state, ...periods })
        .returning()
    )[0],
  );
  const stage = must(
    (
      await db()
        .insert(campaignStages)
        .values({ campaignId: campaign.id, nameEn: "Week 1", nameZhHant: "第一週", nameZhHans: "第一周", order: 1 })
        .returning()
    )[0],
  );
  return { channel, campaign, stage };
}

/** Another stage of a challenge, starting at `periodStart` (unix ms) when given. */
export async function insertStage(campaignId: number, order: number, periodStart: number | null = null) {
  return must(
    (
      await db()
        .insert(campaignStages)
        .values({ campaignId, nameEn: `Week ${order}`, nameZhHant: "週", nameZhHans: "周", order, periodStart })
        .returning()
    )[0],
  );
}

/**
 * `userId`'s application to a challenge, straight in the database (applyCampaign's own rules are
 * campaign-applications.test.ts's): only someone whose application succeeded writes for it.
 */
export async function applied(
  campaignId: number,
  userId: number,
  state: typeof campaignParticipants.$inferInsert.state = "succeeded",
) {
  await db().insert(campaignParticipants).values({ campaignId, userId, state });
}

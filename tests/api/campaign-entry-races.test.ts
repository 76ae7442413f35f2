import { env } from "cloudflare:workers";
import { and, eq, inArray } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { articles, campaignArticles, drafts } from "@/server/db/schema";
import { codeOf, db, present } from "../support/api";
import { dbId } from "../support/global-ids";
import {
  applied,
  type ChallengePeriods,
  gid,
  inNewWindow,
  insertArticle,
  insertChallenge,
  writer,
} from "../support/writing-fixtures";
import { graphql } from "./generated/gql";

// Entries written while an admin closes the door (issue 35): the rules of an entry (challenge
// active, application succeeded, writing period and stage started) are judged by the entry's
// own INSERT as the batch runs, not only by the read before it. A publish or an edit that
// loses the race answers the check's code (ACTION_FAILED) and writes nothing of itself.
//
// The database's own witness: a trigger, for this file only, writes down every entry row
// written or moved while its author's application is not succeeded or its challenge not
// active. A write refused by the entry's INSERT is undone with its batch, its note too.

const DAY = 86_400_000;
const NOW = Date.now();
const OPEN: ChallengePeriods = {
  applicationStart: NOW - 10 * DAY,
  applicationEnd: NOW + 10 * DAY,
  writingStart: NOW - 5 * DAY,
  writingEnd: NOW + 20 * DAY,
};
/** Writes at once, against the admin's one. */
const RACERS = 8;

const EDIT = graphql(`
  mutation RaceEdit($input: EditArticleInput!) {
    editArticle(input: $input) {
      id
      title
    }
  }
`);
const PUT_DRAFT = graphql(`
  mutation RacePutDraft($input: PutDraftInput!) {
    putDraft(input: $input) {
      id
    }
  }
`);
const PUBLISH = graphql(`
  mutation RacePublish($id: ID!) {
    publishArticle(input: { id: $id }) {
      publishState
    }
  }
`);
const SET_STATE = graphql(`
  mutation RaceApplicationState($input: UpdateCampaignApplicationStateInput!) {
    updateCampaignApplicationState(input: $input) {
      id
    }
  }
`);
const PUT_CHALLENGE = graphql(`
  mutation RaceChallengeState($input: PutWritingChallengeInput!) {
    putWritingChallenge(input: $input) {
      state
    }
  }
`);

const CLOSED = `NOT EXISTS (SELECT 1 FROM campaign_participants p JOIN articles a ON a.author_id = p.user_id
    WHERE a.id = NEW.article_id AND p.campaign_id = NEW.campaign_id AND p.state = 'succeeded')
  OR NOT EXISTS (SELECT 1 FROM campaigns c WHERE c.id = NEW.campaign_id AND c.state = 'active')`;

beforeAll(async () => {
  await env.DB.batch([
    env.DB.prepare("CREATE TABLE test_closed_entries (campaign_id INTEGER, article_id INTEGER)"),
    env.DB.prepare(`CREATE TRIGGER test_closed_entry_in AFTER INSERT ON campaign_articles WHEN ${CLOSED}
      BEGIN INSERT INTO test_closed_entries VALUES (NEW.campaign_id, NEW.article_id); END`),
    env.DB.prepare(`CREATE TRIGGER test_closed_entry_moved AFTER UPDATE OF stage_id ON campaign_articles WHEN ${CLOSED}
      BEGIN INSERT INTO test_closed_entries VALUES (NEW.campaign_id, NEW.article_id); END`),
  ]);
});
afterAll(async () => {
  await env.DB.batch([
    env.DB.prepare("DROP TRIGGER test_closed_entry_in"),
    env.DB.prepare("DROP TRIGGER test_closed_entry_moved"),
    env.DB.prepare("DROP TABLE test_closed_entries"),
  ]);
});

const closedEntries = async (campaignId: number) =>
  (
    await env.DB.prepare("SELECT article_id FROM test_closed_entries WHERE campaign_id = ?")
      .bind(campaignId)
      .all<{ article_id: number }>()
  ).results.map((r) => r.article_id);

const entriesOf = async (campaignId: number) =>
  (
    await db()
      .select({ articleId: campaignArticles.articleId })
      .from(campaignArticles)
      .where(eq(campaignArticles.campaignId, campaignId))
  ).map((r) => r.articleId);

describe("an entry written while the admins close the door", () => {
  it("editArticle racing a rejection: each edit is whole (entry and new title) or refused (ACTION_FAILED) and absent", async () => {
    const { client: admin } = await writer({ role: "admin" });
    const { user: author, client } = await writer();
    client.at(NOW);
    const { channel, campaign, stage } = await insertChallenge("active", OPEN);
    await applied(campaign.id, author.id);
    const pieces = await Promise.all(Array.from({ length: RACERS }, () => insertArticle(author.id)));
    const entry = [{ campaign: gid("WritingChallenge", channel.id), stage: gid("CampaignStage", stage.id) }];

    const edits = pieces.map((piece) =>
      client.gql(EDIT, { input: { id: gid("Article", piece.id), title: `Entered ${piece.id}`, campaigns: entry } }),
    );
    // the admin's rejection goes in among the edits, as they are checking and writing
    const [results, rejected] = await Promise.all([
      Promise.all(edits),
      admin.gql(SET_STATE, {
        input: { campaign: gid("WritingChallenge", channel.id), user: gid("User", author.id), state: "rejected" },
      }),
    ]);
    expect(rejected.errors).toBeUndefined();

    expect(await closedEntries(campaign.id)).toEqual([]);
    const entered = new Set(await entriesOf(campaign.id));
    const titles = new Map(
      (
        await db()
          .select({ id: articles.id, title: articles.title })
          .from(articles)
          .where(
            inArray(
              articles.id,
              pieces.map((p) => p.id),
            ),
          )
      ).map((r) => [r.id, r.title]),
    );
    for (const [i, result] of results.entries()) {
      const piece = present(pieces[i]);
      if (result.errors) {
        expect(codeOf(result)).toBe("ACTION_FAILED");
        expect(entered.has(piece.id)).toBe(false);
        expect(titles.get(piece.id)).toBe(piece.title);
      } else {
        expect(entered.has(piece.id)).toBe(true);
        expect(titles.get(piece.id)).toBe(`Entered ${piece.id}`);
      }
    }
    // after the rejection, nothing more enters
    const late = await insertArticle(author.id);
    expect(codeOf(await client.gql(EDIT, { input: { id: gid("Article", late.id), campaigns: entry } }))).toBe(
      "ACTION_FAILED",
    );
  });

  it("publishArticle racing the challenge's finish: each publish is whole or refused (ACTION_FAILED) with no article", async () => {
    const { client: admin } = await writer({ role: "admin" });
    const { user: author, client } = await writer();
    const { channel, campaign, stage } = await insertChallenge("active", OPEN);
    await applied(campaign.id, author.id);
    const entry = [{ campaign: gid("WritingChallenge", channel.id), stage: gid("CampaignStage", stage.id) }];
    const draftIds: string[] = [];
    for (let i = 0; i < RACERS; i += 1) {
      const put = await client.gql(PUT_DRAFT, {
        input: { title: `Race ${i}`, content: "<p>Written against the clock</p>", campaigns: entry },
      });
      draftIds.push(present(put.data).putDraft.id);
    }

    const [results, finished] = await Promise.all([
      Promise.all(draftIds.map((id) => inNewWindow(client).gql(PUBLISH, { id }))),
      admin.gql(PUT_CHALLENGE, { input: { id: gid("WritingChallenge", channel.id), state: "finished" } }),
    ]);
    expect(finished.errors).toBeUndefined();

    expect(await closedEntries(campaign.id)).toEqual([]);
    const entered = new Set(await entriesOf(campaign.id));
    const rows = await db()
      .select({ id: drafts.id, state: drafts.publishState, articleId: drafts.articleId })
      .from(drafts)
      .where(and(inArray(drafts.id, draftIds.map(dbId)), eq(drafts.authorId, author.id)));
    const byDraft = new Map(rows.map((r) => [r.id, r]));
    const authored = await db().select({ id: articles.id }).from(articles).where(eq(articles.authorId, author.id));
    let published = 0;
    for (const [i, result] of results.entries()) {
      const draft = present(byDraft.get(dbId(present(draftIds[i]))));
      if (result.errors) {
        expect(codeOf(result)).toBe("ACTION_FAILED");
        // refused by the check (the draft untouched) or by the write (the draft marked failed)
        expect(["unpublished", "error"]).toContain(draft.state);
        expect(draft.articleId).toBeNull();
      } else {
        published += 1;
        expect(draft.state).toBe("published");
        expect(entered.has(present(draft.articleId))).toBe(true);
      }
    }
    // no article but the published ones' (a refused batch left none behind)
    expect(authored.length).toBe(published);
  });
});

// In this worker the admin's request above is served before or after the racing ones, never
// between one's check and its batch (measured: 12 edits at once, or 30 one after another, with
// the rejection sent 0 to 230 ms in). So the case that needs the entry's own INSERT is made
// exact here: a trigger (this test's own) lands the admin's word as the write's batch begins,
// after every read of the check.

/** A trigger of the test's that runs `admin` when the batch's first write does; dropped after `body`. */
async function withAdminBetween(on: string, when: string, admin: string, body: () => Promise<void>) {
  await env.DB.prepare(
    `CREATE TRIGGER test_admin_between AFTER INSERT ON ${on} WHEN ${when} BEGIN ${admin}; END`,
  ).run();
  try {
    await body();
  } finally {
    await env.DB.prepare("DROP TRIGGER test_admin_between").run();
  }
}

describe("the admins' word landing between the check and the write", () => {
  it("an edit entering the challenge as the application is rejected answers ACTION_FAILED and changes nothing", async () => {
    const { user: author, client } = await writer();
    client.at(NOW);
    const { channel, campaign, stage } = await insertChallenge("active", OPEN);
    await applied(campaign.id, author.id);
    const piece = await insertArticle(author.id);
    const entry = [{ campaign: gid("WritingChallenge", channel.id), stage: gid("CampaignStage", stage.id) }];
    const edit = () =>
      client.gql(EDIT, { input: { id: gid("Article", piece.id), title: "Entered late", campaigns: entry } });

    await withAdminBetween(
      "article_versions",
      `NEW.article_id = ${piece.id}`,
      `UPDATE campaign_participants SET state = 'rejected' WHERE campaign_id = ${campaign.id} AND user_id = ${author.id}`,
      async () => {
        expect(codeOf(await edit())).toBe("ACTION_FAILED");
      },
    );
    expect(await closedEntries(campaign.id)).toEqual([]);
    expect(await entriesOf(campaign.id)).toEqual([]);
    const [row] = await db().select({ title: articles.title }).from(articles).where(eq(articles.id, piece.id));
    expect(row?.title).toBe(piece.title);
    // the whole batch was undone, the trigger's rejection with it: the same edit now goes through
    const again = await edit();
    expect(again.errors).toBeUndefined();
    expect(await entriesOf(campaign.id)).toEqual([piece.id]);
  });

  it("a publish into the challenge as it is finished answers ACTION_FAILED and leaves no article", async () => {
    const { user: author, client } = await writer();
    const { channel, campaign, stage } = await insertChallenge("active", OPEN);
    await applied(campaign.id, author.id);
    const entry = [{ campaign: gid("WritingChallenge", channel.id), stage: gid("CampaignStage", stage.id) }];
    const put = await client.gql(PUT_DRAFT, {
      input: { title: "Last minute", content: "<p>Written as the bell rang</p>", campaigns: entry },
    });
    const draftId = present(put.data).putDraft.id;

    await withAdminBetween(
      "articles",
      `NEW.author_id = ${author.id}`,
      `UPDATE campaigns SET state = 'finished' WHERE id = ${campaign.id}`,
      async () => {
        expect(codeOf(await inNewWindow(client).gql(PUBLISH, { id: draftId }))).toBe("ACTION_FAILED");
      },
    );
    expect(await closedEntries(campaign.id)).toEqual([]);
    expect(await db().select().from(articles).where(eq(articles.authorId, author.id))).toEqual([]);
    const [draft] = await db()
      .select({ state: drafts.publishState, articleId: drafts.articleId })
      .from(drafts)
      .where(eq(drafts.id, dbId(draftId)));
    expect(draft).toEqual({ state: "error", articleId: null });
    // kept to be published again, which goes through while the challenge is open
    const again = await inNewWindow(client).gql(PUBLISH, { id: draftId });
    expect(again.data?.publishArticle.publishState).toBe("published");
    expect(await entriesOf(campaign.id)).toHaveLength(1);
  });
});

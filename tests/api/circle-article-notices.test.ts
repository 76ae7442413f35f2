import { beforeAll, describe, expect, it } from "vitest";
import { circleMembers, circlePrices, circles } from "@/server/db/schema";
import { type Client, db, present } from "../support/api";
import { gid, inNewWindow, insertArticle, type UserRow, writer } from "../support/writing-fixtures";
import { graphql } from "./generated/gql";

// CircleNewArticle (issue 34): an article paywalled for a circle, when published so or changed
// to it (putCircleArticles, editArticle), is told to the circle's members (active or in a
// trial) through the notice queue, once per article and member, under `inCircleNewArticle`.

const NOTICES = graphql(`
  query CircleArticleNotices {
    viewer {
      notices(input: { first: 20 }) {
        edges {
          node {
            __typename
            ... on ArticleNotice {
              type
              actors {
                userName
              }
              target {
                shortHash
              }
            }
          }
        }
      }
    }
  }
`);

const PUT_DRAFT = graphql(`
  mutation CircleArticleNoticesDraft($input: PutDraftInput!) {
    putDraft(input: $input) {
      id
    }
  }
`);

const PUBLISH = graphql(`
  mutation CircleArticleNoticesPublish($id: ID!) {
    publishArticle(input: { id: $id }) {
      article {
        shortHash
      }
    }
  }
`);

const CIRCLE_ARTICLES = graphql(`
  mutation CircleArticleNoticesPut($input: PutCircleArticlesInput!) {
    putCircleArticles(input: $input) {
      id
    }
  }
`);

const EDIT = graphql(`
  mutation CircleArticleNoticesEdit($input: EditArticleInput!) {
    editArticle(input: $input) {
      id
    }
  }
`);

const SETTING = graphql(`
  mutation CircleArticleNoticesSetting($type: NotificationSettingType!, $enabled: Boolean!) {
    updateNotificationSetting(input: { type: $type, enabled: $enabled }) {
      id
    }
  }
`);

type Person = { user: UserRow; client: Client };

let owner: Person;
let active: Person;
let trialing: Person;
let lapsed: Person;
let quiet: Person;
let stranger: Person;
let circle: { id: number; gid: string };

/** The person's CircleNewArticle notices: who told, and which article (by short hash). */
async function told(who: Person) {
  const result = await who.client.gql(NOTICES);
  expect(result.errors).toBeUndefined();
  return present(present(result.data).viewer).notices.edges?.flatMap(({ node }) =>
    node.__typename === "ArticleNotice" && node.type === "CircleNewArticle"
      ? [{ actors: (node.actors ?? []).map((a) => a.userName), article: node.target.shortHash }]
      : [],
  );
}

/** Waits for the queue's consumer (Miniflare batches for up to a second). */
async function eventually<T>(read: () => Promise<T>, ready: (value: T) => boolean, ms = 8_000): Promise<T> {
  const end = Date.now() + ms;
  for (;;) {
    const value = await read();
    if (ready(value) || Date.now() > end) return value;
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
}

/** Waits until the active member was told of `count` articles: the fan-out's slice told every member at once. */
const settled = (count: number) =>
  eventually(
    () => told(active),
    (list) => (list?.length ?? 0) >= count,
  );

/** Lets a queued message that should change nothing have its chance to (it would land within this wait). */
const quietly = () => new Promise((resolve) => setTimeout(resolve, 2_500));

beforeAll(async () => {
  [owner, active, trialing, lapsed, quiet, stranger] = await Promise.all([
    writer(),
    writer(),
    writer(),
    writer(),
    writer(),
    writer(),
  ]);
  const name = `cna${Date.now().toString(36)}${Math.floor(Math.random() * 1e4)}`.slice(0, 20);
  const [row] = await db().insert(circles).values({ ownerId: owner.user.id, name, displayName: "News" }).returning();
  const id = present(row).id;
  await db().insert(circlePrices).values({ circleId: id, amount: 20, currency: "HKD" });
  const future = Date.now() + 30 * 86_400_000;
  await db()
    .insert(circleMembers)
    .values([
      { circleId: id, userId: active.user.id, state: "active", periodEnd: future },
      { circleId: id, userId: trialing.user.id, state: "trialing", periodEnd: future },
      { circleId: id, userId: lapsed.user.id, state: "past_due", periodEnd: Date.now() - 1000 },
      { circleId: id, userId: quiet.user.id, state: "active", periodEnd: future },
    ]);
  circle = { id, gid: gid("Circle", id) };
  const off = await quiet.client.gql(SETTING, { type: "inCircleNewArticle", enabled: false });
  expect(off.errors).toBeUndefined();
});

async function publish(accessType: "paywall" | "public") {
  const draft = await owner.client.gql(PUT_DRAFT, {
    input: {
      title: `For members ${accessType}`,
      content: "<p>Words for the members.</p>",
      circle: circle.gid,
      accessType,
    },
  });
  expect(draft.errors).toBeUndefined();
  const published = await inNewWindow(owner.client).gql(PUBLISH, { id: present(draft.data).putDraft.id });
  expect(published.errors).toBeUndefined();
  return present(present(published.data).publishArticle.article).shortHash;
}

describe("CircleNewArticle", () => {
  it("tells the active and trial members of a paywalled article published for them, linking it; no one else", async () => {
    const before = (await told(active))?.length ?? 0;
    await publish("public");
    const shortHash = await publish("paywall");
    const list = await settled(before + 1);
    const expected = { actors: [owner.user.userName], article: shortHash };
    expect(list?.[0]).toEqual(expected);
    // the public article told no one
    expect(list).toHaveLength(before + 1);
    expect((await told(trialing))?.at(0)).toEqual(expected);
    for (const left of [lapsed, quiet, stranger, owner]) {
      expect((await told(left))?.filter((n) => n.article === shortHash)).toEqual([]);
    }
  }, 20_000);

  it("tells once per article when putCircleArticles or an edit paywalls it, again or anew", async () => {
    const before = (await told(active))?.length ?? 0;
    const [first, second] = [await insertArticle(owner.user.id), await insertArticle(owner.user.id)];
    const add = {
      input: {
        id: circle.gid,
        articles: [gid("Article", first.id)],
        type: "add" as const,
        accessType: "paywall" as const,
      },
    };
    expect((await owner.client.gql(CIRCLE_ARTICLES, add)).errors).toBeUndefined();
    expect((await settled(before + 1))?.[0]).toEqual({ actors: [owner.user.userName], article: first.shortHash });

    // an edit paywalls the second for the circle
    const edit = await owner.client.gql(EDIT, {
      input: { id: gid("Article", second.id), circle: circle.gid, accessType: "paywall" },
    });
    expect(edit.errors).toBeUndefined();
    expect((await settled(before + 2))?.[0]).toEqual({ actors: [owner.user.userName], article: second.shortHash });
    expect((await told(trialing))?.map((n) => n.article).slice(0, 2)).toEqual([second.shortHash, first.shortHash]);

    // made public, then paywalled again, both ways: the members were told already
    const remove = { input: { ...add.input, type: "remove" as const } };
    expect((await owner.client.gql(CIRCLE_ARTICLES, remove)).errors).toBeUndefined();
    expect((await owner.client.gql(CIRCLE_ARTICLES, add)).errors).toBeUndefined();
    const opened = await owner.client.gql(EDIT, { input: { id: gid("Article", second.id), accessType: "public" } });
    expect(opened.errors).toBeUndefined();
    const closed = await owner.client.gql(EDIT, { input: { id: gid("Article", second.id), accessType: "paywall" } });
    expect(closed.errors).toBeUndefined();
    await quietly();
    expect(await told(active)).toHaveLength(before + 2);
    expect((await told(quiet))?.filter((n) => [first.shortHash, second.shortHash].includes(n.article))).toEqual([]);
  }, 30_000);
});

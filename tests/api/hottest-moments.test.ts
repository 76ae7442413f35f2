import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { moments, users } from "@/server/db/schema";
import { Client, createUser, db, present } from "../support/api";
import { gid } from "../support/writing-fixtures";
import { graphql } from "./generated/gql";

// Recommendation.hottestMoments: the last 14 days' active moments by likes (2) and comments (3).
// The counts here are far above anything else the shared database holds, so these lead.

const HOT_MOMENTS = graphql(`
  query HottestMoments($first: Int, $after: String) {
    viewer {
      recommendation {
        hottestMoments(input: { first: $first, after: $after }) {
          pageInfo {
            hasNextPage
            endCursor
          }
          edges {
            node {
              id
            }
          }
        }
      }
    }
  }
`);

const DAY = 86_400_000;
let seq = 0;

describe("Recommendation.hottestMoments", () => {
  it("ranks the window's moments by likes and comments across pages, leaving out old, removed and banned authors' ones", async () => {
    const base = 10_000_000 + Math.floor(Math.random() * 1_000_000);
    const author = await createUser();
    const banned = await createUser();
    const moment = async (authorId: number, likeCount: number, commentCount: number, age: number, state = "active") => {
      seq += 1;
      const [row] = await db()
        .insert(moments)
        .values({
          authorId,
          shortHash: `hm${seq}${Math.floor(Math.random() * 1e9)}`,
          content: "<p>Hot</p>",
          likeCount,
          commentCount,
          state: state as "active" | "archived",
          createdAt: Date.now() - age,
        })
        .returning();
      return present(row);
    };
    // scores: liked 2 × (base + 10) = 2 base + 20; discussed 3 × (base + 1) = 3 base + 3; both ahead of quiet
    const liked = await moment(author.id, base + 10, 0, DAY);
    const discussed = await moment(author.id, 0, base + 1, 2 * DAY);
    const quiet = await moment(author.id, base, 0, 3 * DAY);
    await moment(author.id, 10 * base, 0, 15 * DAY);
    await moment(author.id, 10 * base, 0, DAY, "archived");
    await moment(banned.id, 10 * base, 0, DAY);
    await db().update(users).set({ state: "banned" }).where(eq(users.id, banned.id));

    const client = new Client();
    const page1 = await client.gql(HOT_MOMENTS, { first: 2 });
    expect(page1.errors).toBeUndefined();
    const list1 = present(page1.data?.viewer).recommendation.hottestMoments;
    expect(list1.edges?.map((e) => e.node.id)).toEqual([gid("Moment", discussed.id), gid("Moment", liked.id)]);
    expect(list1.pageInfo.hasNextPage).toBe(true);
    const page2 = await client.gql(HOT_MOMENTS, { first: 1, after: list1.pageInfo.endCursor });
    expect(page2.errors).toBeUndefined();
    expect(page2.data?.viewer?.recommendation.hottestMoments.edges?.map((e) => e.node.id)).toEqual([
      gid("Moment", quiet.id),
    ]);
  });
});

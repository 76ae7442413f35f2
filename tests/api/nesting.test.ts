import { describe, expect, it } from "vitest";
import { NESTING_LIMIT } from "@/lib/text/sanitize-html";
import { Client, nextMidnight, present } from "../support/api";
import { nestingDepth } from "../support/nesting";
import { fromNewIp, gid, insertArticle, writer } from "../support/writing-fixtures";
import { graphql } from "./generated/gql";

// Issue 31: an article of 10,000 nested quotes was stored as it came and drew a page 12,930 px
// wide. Whatever is written (a draft, an article published or revised, a comment, a moment),
// what is stored nests at most NESTING_LIMIT elements deep, and the text below is kept.

const PUT_DRAFT = graphql(`
  mutation NestingDraft($input: PutDraftInput!) {
    putDraft(input: $input) {
      id
      content
    }
  }
`);

const PUBLISH = graphql(`
  mutation NestingPublish($id: ID!) {
    publishArticle(input: { id: $id }) {
      article {
        id
        contents {
          html
        }
      }
    }
  }
`);

const EDIT = graphql(`
  mutation NestingEdit($input: EditArticleInput!) {
    editArticle(input: $input) {
      contents {
        html
      }
    }
  }
`);

const COMMENT = graphql(`
  mutation NestingComment($input: PutCommentInput!) {
    putComment(input: $input) {
      content
    }
  }
`);

const MOMENT = graphql(`
  mutation NestingMoment($input: PutMomentInput!) {
    putMoment(input: $input) {
      content
    }
  }
`);

const deep = (open: string, close: string, levels = 10_000) =>
  `${open.repeat(levels)}<p>at the bottom</p>${close.repeat(levels)}`;
const QUOTES = deep("<blockquote>", "</blockquote>");
const LISTS = deep("<ul><li>", "</li></ul>", 5_000);

let windows = 0;
/** The same session on an API clock in a rate-limit window no other call of this file used. */
function later(client: Client) {
  windows += 1;
  const moved = new Client(client.ip);
  moved.jar = client.jar;
  return moved.at(nextMidnight() + windows * 60_000);
}

function expectBounded(html: string | null | undefined) {
  expect(nestingDepth(html ?? "")).toBeLessThanOrEqual(NESTING_LIMIT);
  expect(html).toContain("at the bottom");
}

describe("what is stored nests at most NESTING_LIMIT deep", () => {
  it("a draft, the article published from it, and a revision of it", async () => {
    const { client } = await writer();
    const draft = present((await client.gql(PUT_DRAFT, { input: { title: "Deep", content: QUOTES } })).data?.putDraft);
    expectBounded(draft.content);
    expect(nestingDepth(draft.content ?? "")).toBe(NESTING_LIMIT);

    const published = await fromNewIp(client).gql(PUBLISH, { id: draft.id });
    expect(published.errors).toBeUndefined();
    const article = present(published.data?.publishArticle.article);
    expectBounded(article.contents.html);

    const revised = await client.gql(EDIT, { input: { id: article.id, content: LISTS } });
    expect(revised.errors).toBeUndefined();
    expectBounded(revised.data?.editArticle.contents.html);
  });

  it("a comment and a moment", async () => {
    const author = await writer();
    const reader = await writer();
    const article = await insertArticle(author.user.id);
    for (const content of [QUOTES, deep("<p>", "</p>"), deep('<a href="/@alice">', "</a>", 3_000)]) {
      const comment = await later(reader.client).gql(COMMENT, {
        input: { comment: { type: "article", articleId: gid("Article", article.id), content } },
      });
      expect(comment.errors).toBeUndefined();
      expectBounded(comment.data?.putComment.content);
    }
    // a moment's markup is at most 20,000 characters
    for (const content of [deep("<blockquote>", "</blockquote>", 700), deep("<p>", "</p>", 2_000)]) {
      const moment = await later(reader.client).gql(MOMENT, { input: { content } });
      expect(moment.errors).toBeUndefined();
      expectBounded(moment.data?.putMoment.content);
    }
  });
});

import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { articleVersions } from "@/server/db/schema";
import { Client, createUser, db, present } from "../support/api";
import { insertArticle } from "../support/writing-fixtures";
import { graphql } from "./generated/gql";

// ArticleContents.markdown: the body the html field gives, as Markdown.

const CONTENTS = graphql(`
  query ArticleMarkdown($shortHash: String!) {
    article(input: { shortHash: $shortHash }) {
      contents {
        html
        markdown
      }
      versions(input: { first: 1 }) {
        edges {
          node {
            contents {
              markdown
            }
          }
        }
      }
    }
  }
`);

describe("ArticleContents.markdown", () => {
  it("is the article's html as Markdown, on the article and on its versions", async () => {
    const author = await createUser();
    const article = await insertArticle(author.id);
    const html =
      '<h2>Part</h2><p>A <strong>bold</strong> <a href="https://example.com/">link</a></p><ul><li>x</li></ul>';
    await db().update(articleVersions).set({ content: html }).where(eq(articleVersions.articleId, article.id));

    const result = await new Client().gql(CONTENTS, { shortHash: article.shortHash });
    expect(result.errors).toBeUndefined();
    const read = present(result.data?.article);
    const markdown = "## Part\n\nA **bold** [link](https://example.com/)\n\n- x";
    expect(read.contents).toEqual({ html, markdown });
    expect(read.versions.edges?.[0]?.node.contents.markdown).toBe(markdown);
  });
});

// What the page benchmarks time, found in the data being served: the newest article and the
// biggest of its tags (bench:pages, bench:lighthouse).
import type { Document } from "../../lib/graphql/document.ts";
import { graphql } from "./generated/gql.ts";

const NEWEST = graphql(`
  query BenchNewestArticle {
    viewer {
      recommendation {
        newest(input: { first: 1 }) {
          edges {
            node {
              shortHash
              tags {
                id
                slug
                numArticles
              }
            }
          }
        }
      }
    }
  }
`);

/** A typed document's data from the served API, as a visitor (the page benchmarks' own reads). */
export async function gql<Data, Variables>(
  base: string,
  query: Document<Data, Variables>,
  variables?: Variables,
  headers: Record<string, string> = {},
): Promise<Data> {
  const response = await fetch(`${base}/graphql`, {
    method: "POST",
    headers: { ...headers, "content-type": "application/json", "apollo-require-preflight": "true" },
    body: JSON.stringify({ query: String(query), variables: variables ?? {} }),
  });
  const body = (await response.json()) as { data?: Data; errors?: { message: string }[] };
  if (!body.data || body.errors) throw new Error(`graphql: ${JSON.stringify(body.errors ?? response.status)}`);
  return body.data;
}

export type BenchTag = { id: string; slug: string; numArticles: number };

/** The newest article's address and its biggest tag (undefined when it has none). */
export async function newestArticle(base: string): Promise<{ path: string; tag: BenchTag | undefined }> {
  const article = (await gql(base, NEWEST)).viewer?.recommendation.newest.edges?.[0]?.node;
  if (!article) throw new Error(`no article in the Latest feed of ${base}: is it serving the data you meant?`);
  const tag = [...(article.tags ?? [])].sort((a, b) => b.numArticles - a.numArticles)[0];
  return { path: `/a/${article.shortHash}`, tag };
}

export const tagPath = (tag: BenchTag) => `/tags/${tag.id}-${encodeURIComponent(tag.slug)}`;

import { expect, test } from "@playwright/test";
import { graphql } from "./generated/gql";
import { gql, ORIGIN } from "./support";

// Every reading page with seeded content, in each of the three languages: it answers 200,
// says which language it is in, has its heading, and the site around it speaks that language.

const SeededPages = graphql(`
  query LanguagesSeededPages {
    viewer {
      recommendation {
        newest(input: { first: 50 }) {
          edges {
            node {
              shortHash
              revisionCount
            }
          }
        }
      }
    }
    channels {
      __typename
      shortHash
    }
    tags: viewer {
      recommendation {
        tags(input: { first: 1 }) {
          edges {
            node {
              id
              slug
            }
          }
        }
      }
    }
    user(input: { userName: "alice" }) {
      collections(input: { first: 1 }) {
        edges {
          node {
            id
          }
        }
      }
      moments(input: { first: 1 }) {
        edges {
          node {
            shortHash
          }
        }
      }
    }
  }
`);

const LANGUAGES = [
  { cookie: "en", lang: "en", search: "Search" },
  { cookie: "zh_hant", lang: "zh-Hant", search: "搜尋" },
  { cookie: "zh_hans", lang: "zh-Hans", search: "搜索" },
] as const;

test("every reading page answers in English, Traditional and Simplified Chinese", async ({ page }) => {
  test.setTimeout(180_000);
  const { data } = await gql(page.request, SeededPages);
  const articles = (data?.viewer?.recommendation.newest.edges ?? []).map((e) => e.node);
  const revised = articles.find((a) => a.revisionCount > 0);
  const tag = data?.tags?.recommendation.tags.edges?.[0]?.node;
  const topic = data?.channels.find((c) => c.__typename !== "WritingChallenge");
  const challenge = data?.channels.find((c) => c.__typename === "WritingChallenge");
  const moment = data?.user?.moments.edges?.[0]?.node;
  const collection = data?.user?.collections.edges?.[0]?.node;
  // every page below must exist: a lookup that found nothing fails here, never as /c/undefined
  expect(articles[0], "an article").toBeDefined();
  expect(revised, "a revised article").toBeDefined();
  expect(tag, "a recommended tag").toBeDefined();
  expect(topic, "a topic channel").toBeDefined();
  expect(challenge, "a writing challenge").toBeDefined();
  expect(moment, "a moment of alice's").toBeDefined();
  expect(collection, "a collection of alice's").toBeDefined();
  // standalone pages (section 2.4: no top bar) carry no search box; every other page has one
  const standalone = [`/m/${moment?.shortHash}`, "/about", "/migration"];
  const paths = [
    "/",
    "/featured",
    "/newest",
    "/follow",
    `/c/${topic?.shortHash}`,
    `/e/${challenge?.shortHash}`,
    "/recommendation",
    "/tags",
    `/tags/${tag?.id}-${tag?.slug}`,
    `/a/${articles[0]?.shortHash}`,
    `/a/${revised?.shortHash}/history`,
    "/@alice",
    "/@alice?type=moments",
    "/@alice/collections",
    `/@alice/collections/${collection?.id}`,
    "/guide",
    "/community",
    "/tos",
    ...standalone,
  ];
  for (const { cookie, lang, search } of LANGUAGES) {
    await page.context().addCookies([{ name: "__language", value: cookie, url: ORIGIN }]);
    for (const path of paths) {
      const response = await page.goto(path);
      expect(response?.status(), `${path} in ${lang}`).toBe(200);
      await expect(page.locator("html"), path).toHaveAttribute("lang", lang);
      await expect(page.getByRole("heading", { level: 1 }).first(), path).not.toBeEmpty();
      // pages under the top bar carry its search box, in the page's language
      const searchBox = page.getByRole("search").getByRole("combobox");
      if (standalone.includes(path)) await expect(searchBox, path).toHaveCount(0);
      else await expect(searchBox, path).toHaveAttribute("placeholder", search);
    }
  }
});

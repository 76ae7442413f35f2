import { type APIRequestContext, expect, test } from "@playwright/test";
import { CID } from "multiformats/cid";
import * as raw from "multiformats/codecs/raw";
import { sha256 } from "multiformats/hashes/sha2";
import { graphql } from "./generated/gql";
import { axeOn, gql } from "./support";

// "Also on IPFS" on a seeded public article and its history page (the seed gives every public
// version its CID), and what /ipfs/<cid> answers the browser's own HTTP client: bytes whose
// CID, recomputed here, is the one the page shows.

const Works = graphql(`
  query IpfsWorks($userName: String!) {
    user(input: { userName: $userName }) {
      articles(input: { first: 50 }) {
        edges {
          node {
            shortHash
            title
            revisionCount
            dataHash
            access {
              type
            }
          }
        }
      }
    }
  }
`);

/** A seeded public article of Alice's with more than one version. */
async function publicRevised(request: APIRequestContext) {
  const result = await gql(request, Works, { userName: "alice" });
  const found = (result.data?.user?.articles.edges ?? [])
    .map((e) => e.node)
    .find((a) => a.access.type === "public" && a.revisionCount > 0);
  if (!found) throw new Error("no public revised article of alice's");
  return found;
}

const serious = (violations: { impact?: string | null; id: string }[]) =>
  violations.filter((v) => v.impact === "serious" || v.impact === "critical").map((v) => v.id);

test("the article page shows its CID and gateway links, and the block hashes to the CID", async ({ page }) => {
  const article = await publicRevised(page.request);
  expect(article.dataHash).toMatch(/^bafkrei/);
  const cid = article.dataHash;
  await page.goto(`/a/${article.shortHash}`);
  const section = page.getByRole("region", { name: "Also on IPFS" });
  await expect(section).toBeVisible();
  await expect(section.getByText(cid)).toBeVisible();
  await expect(section.getByRole("link", { name: "On this site" })).toHaveAttribute("href", `/ipfs/${cid}`);
  for (const gateway of ["ipfs.io", "dweb.link", "w3s.link", "gateway.pinata.cloud"]) {
    await expect(section.getByRole("link", { name: gateway, exact: true })).toHaveAttribute("href", new RegExp(cid));
  }
  expect(serious((await axeOn(page).analyze()).violations)).toEqual([]);

  const block = await page.request.get(`/ipfs/${cid}`, { headers: { accept: "application/vnd.ipld.raw" } });
  expect(block.status()).toBe(200);
  expect(block.headers()["content-type"]).toBe("application/vnd.ipld.raw");
  const digest = await sha256.digest(new Uint8Array(await block.body()));
  expect(CID.create(1, raw.code, digest).toString()).toBe(cid);

  // followed as a link, the document itself, its title as the page's heading
  await section.getByRole("link", { name: "On this site" }).click();
  await expect(page.getByRole("heading", { level: 1, name: article.title })).toBeVisible();
});

test("the history page shows the shown version's CID and links every version to IPFS", async ({ page }) => {
  const article = await publicRevised(page.request);
  await page.goto(`/a/${article.shortHash}/history`);
  const section = page.getByRole("region", { name: "Also on IPFS" });
  // the newest version is shown first, and it is the article's own
  await expect(section.getByText(article.dataHash, { exact: true }).first()).toBeVisible();
  // every listed version is public here, so each has its CID (revisions, and edits that made a
  // version without counting as one)
  const listed = await page
    .getByRole("region", { name: /versions$/ })
    .getByRole("listitem")
    .count();
  const links = section.getByRole("listitem").getByRole("link", { name: /^bafkrei/ });
  expect(listed).toBeGreaterThan(article.revisionCount);
  await expect(links).toHaveCount(listed);
  await expect(links.first()).toHaveAttribute("href", `/ipfs/${article.dataHash}`);
  expect(serious((await axeOn(page).analyze()).violations)).toEqual([]);
});

import { expect, test } from "@playwright/test";
import { gql, signUpFresh } from "./support";

// Pages read through cached, tagged reads (lib/graphql/reads); a mutation purges the tags of
// what it changed (lib/cache/tags.ts). So a profile page shows an edit on the very next
// request, an old name stops leading anywhere and a new one starts, though both were cached.

const UPDATE = "mutation($input: UpdateUserInfoInput!) { updateUserInfo(input: $input) { displayName } }";
const RENAME = "mutation($input: SetUserNameInput!) { setUserName(input: $input) { userName } }";

test("a profile page changes on the next request after updateUserInfo and setUserName", async ({ page }) => {
  await signUpFresh(page, "purge");
  const me = await gql<{ viewer: { userName: string; displayName: string } }>(
    page.request,
    "{ viewer { userName displayName } }",
  );
  const oldName = me.data?.viewer.userName as string;
  const newName = `moved${Date.now() % 1_000_000_000}`;
  const card = page.locator("aside");

  // both addresses read once, so both answers are in the cache: the person, and a 404
  await page.goto(`/@${oldName}`);
  await expect(card).toContainText(me.data?.viewer.displayName as string);
  expect((await page.goto(`/@${newName}`))?.status()).toBe(404);

  const displayName = `Renamed ${Date.now() % 100_000}`;
  expect((await gql(page.request, UPDATE, { input: { displayName } })).errors).toBeUndefined();
  await page.goto(`/@${oldName}`);
  await expect(card).toContainText(displayName);
  await expect(page).toHaveTitle(new RegExp(displayName));

  expect((await gql(page.request, RENAME, { input: { userName: newName } })).errors).toBeUndefined();
  expect((await page.goto(`/@${oldName}`))?.status()).toBe(404);
  expect((await page.goto(`/@${newName}`))?.status()).toBe(200);
  await expect(card).toContainText(`@${newName}`);
  await expect(card).toContainText(displayName);
});

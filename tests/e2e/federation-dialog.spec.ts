import { expect, test } from "@playwright/test";
import { gql, hydrated, signUpFresh } from "./support";

// An author decides, from the article's own page, whether one article goes out to the
// fediverse (the "Fediverse" dialog among their tools): it says why an article stays here,
// keeps the choice, and the choice is what a fediverse server then finds at the article's URI.

const AS = { accept: "application/activity+json" };
const DRAFT = "mutation($input: PutDraftInput!) { putDraft(input: $input) { id } }";
const PUBLISH = "mutation($id: ID!) { publishArticle(input: { id: $id }) { article { id shortHash } } }";
const ARCHIVE = "mutation($id: ID!) { editArticle(input: { id: $id, state: archived }) { state } }";

test("the Fediverse dialog says why an article stays here and keeps the author's choice", async ({ page }) => {
  test.setTimeout(90_000);
  await signUpFresh(page, "fediverse-dialog");
  const title = `Lantern festival ${Date.now().toString(36)}`;
  const draft = (await gql(page.request, DRAFT, { input: { title, content: "<p>Paper and candlelight.</p>" } })).data
    ?.putDraft as { id: string };
  const published = await page.request.post("/graphql", {
    headers: {
      "apollo-require-preflight": "true",
      "cf-connecting-ip": `198.51.100.${Math.floor(Math.random() * 250) + 1}`,
    },
    data: { query: PUBLISH, variables: { id: draft.id } },
  });
  const article = (await published.json()).data?.publishArticle.article as { id: string; shortHash: string };
  try {
    const open = async () => {
      await page.goto(`/a/${article.shortHash}`);
      const button = page.getByRole("region", { name: "Your article" }).getByRole("button", { name: "Fediverse" });
      await hydrated(button);
      await button.click();
      return { button, dialog: page.getByRole("dialog", { name: "On the fediverse" }) };
    };

    // not opted in: the dialog says so, and Escape gives focus back to the button that opened it
    let { button, dialog } = await open();
    await expect(dialog.getByText("you have not opted in to the fediverse")).toBeVisible();
    await expect(dialog.getByRole("radio", { name: "As my settings say" })).toBeChecked();
    await page.keyboard.press("Escape");
    await expect(dialog).toBeHidden();
    await expect(button).toBeFocused();

    await page.goto("/me/settings/misc");
    const choice = page.getByRole("radio", { name: "Followable from the fediverse" });
    await hydrated(choice);
    await choice.check();
    await expect(page.getByRole("status").filter({ hasText: "Saved" }).first()).toBeVisible();
    const object = `/ap/articles/${article.shortHash}`;
    await expect.poll(async () => (await page.request.get(object, { headers: AS })).status()).toBe(200);

    // opted in, the article goes out; kept here, a fediverse server no longer finds it
    ({ dialog } = await open());
    await expect(dialog.getByText("It goes out to your fediverse followers.")).toBeVisible();
    await dialog.getByRole("radio", { name: "Keep it here" }).check();
    await dialog.getByRole("button", { name: "Save" }).click();
    await expect(dialog).toBeHidden();
    expect((await page.request.get(object, { headers: AS })).status()).toBe(404);

    ({ dialog } = await open());
    await expect(dialog.getByText("It stays here: you opted it out.")).toBeVisible();
    await expect(dialog.getByRole("radio", { name: "Keep it here" })).toBeChecked();
    await dialog.getByRole("radio", { name: "As my settings say" }).check();
    await dialog.getByRole("button", { name: "Save" }).click();
    await expect(dialog).toBeHidden();
    expect((await page.request.get(object, { headers: AS })).status()).toBe(200);
  } finally {
    await gql(page.request, ARCHIVE, { id: article.id });
  }
});

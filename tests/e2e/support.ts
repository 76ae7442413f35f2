import AxeBuilder from "@axe-core/playwright";
import { type APIRequestContext, expect, type Locator, type Page } from "@playwright/test";
import type { Document } from "@/lib/graphql/document";

export const DEMO_PASSWORD = "margins-demo-2026";
/** The served worker's origin; PORT lets several checkouts each run their own preview. */
export const ORIGIN = `http://127.0.0.1:${process.env.PORT ?? 8787}`;
/** Matches the page's whole address, so `/login?target=/@bob` never passes for `/@bob`. */
export const at = (path: string) => new RegExp(`^${(ORIGIN + path).replace(/[.*+?^${}()|[\]\\]/g, "\\$&")}$`);
const HEADERS = { "content-type": "application/json", "apollo-require-preflight": "true" };

/**
 * Resolves once the page has run the tasks already queued: after `page.clock` fired a timer,
 * the render it caused (React schedules renders through MessageChannel, which the clock
 * leaves alone) is on screen before the next assertion reads it.
 */
export function settled(page: Page): Promise<void> {
  return page.evaluate(
    () =>
      new Promise<void>((resolve) => {
        const channel = new MessageChannel();
        channel.port1.onmessage = () => resolve();
        channel.port2.postMessage(null);
      }),
  );
}

/**
 * Resolves once React has hydrated the element (it keeps its props on the elements it owns):
 * before that, a form submits natively and an island's handlers have not run. Asked often:
 * hydration takes 100-250 ms here, and expect.poll's own steps (0, 100, 350, 850 ms) left about
 * 170 ms of each wait idle.
 */
export async function hydrated(element: Locator): Promise<void> {
  await expect
    .poll(() => element.evaluate((el) => Object.keys(el).some((key) => key.startsWith("__reactProps$"))), {
      intervals: [20, 50, 100],
    })
    .toBe(true);
}

/**
 * axe on `page`, run in the page itself (its same-origin frames too; a cross-origin one, such as
 * an embedded video, is another site's), reporting every node of each violation but only the
 * rule of each pass. AxeBuilder's default runs each frame apart and merges the results in a new
 * blank page, into which it injects axe again; with every passing node written out too, a scan
 * of /newest took 2.7-3.7 s here, this one 0.9 s, with the same violations and passes.
 */
export const axeOn = (page: Page) => new AxeBuilder({ page }).setLegacyMode().options({ resultTypes: ["violations"] });

type Answer<T> = { data?: T; errors?: { message: string; extensions?: { code?: string } }[] };

/**
 * A GraphQL call with the given request context's cookies (a page's `page.request` shares the
 * page's): a document from `graphql()` (./generated, typed from the schema), or a query's text.
 */
export async function gql<Data, Variables>(
  request: APIRequestContext,
  query: Document<Data, Variables>,
  variables?: Variables,
): Promise<Answer<Data>>;
export async function gql<T = Record<string, unknown>>(
  request: APIRequestContext,
  query: string,
  variables?: Record<string, unknown>,
): Promise<Answer<T>>;
export async function gql(request: APIRequestContext, query: unknown, variables: unknown = {}) {
  const response = await request.post("/graphql", { headers: HEADERS, data: { query: String(query), variables } });
  return response.json();
}

const PUT_DRAFT = "mutation($input: PutDraftInput!) { putDraft(input: $input) { id } }";
const PUBLISH =
  "mutation($id: ID!) { publishArticle(input: { id: $id }) { article { id shortHash tags { id slug content } } } }";

/**
 * An article published for a test by the signed-in account behind `request` (the caller
 * archives it), in `tags` where given: a draft, then its publication from an address of its
 * own, as publishing is limited per address.
 */
export async function publishedForTest(request: APIRequestContext, title: string, content: string, tags?: string[]) {
  const draft = (await gql<{ putDraft: { id: string } }>(request, PUT_DRAFT, { input: { title, content, tags } })).data
    ?.putDraft.id;
  const published = await request.post("/graphql", {
    headers: { ...HEADERS, "cf-connecting-ip": `198.51.100.${Math.floor(Math.random() * 250) + 1}` },
    data: { query: PUBLISH, variables: { id: draft } },
  });
  const article = (await published.json()).data?.publishArticle.article as
    | { id: string; shortHash: string; tags: { id: string; slug: string; content: string }[] }
    | undefined;
  if (!article) throw new Error(`"${title}" was not published`);
  return { ...article, path: `/a/${article.shortHash}` };
}

/**
 * Signs `page` in. Signing in switches the site to the account's saved language; tests read
 * English unless they ask to keep it.
 */
export async function signIn(page: Page, email: string, options: { password?: string; keepLanguage?: boolean } = {}) {
  const result = await gql(page.request, "mutation($input: EmailLoginInput!) { emailLogin(input: $input) { auth } }", {
    input: { email, passwordOrCode: options.password ?? DEMO_PASSWORD },
  });
  expect(result.errors).toBeUndefined();
  if (!options.keepLanguage) {
    await page.context().addCookies([{ name: "__language", value: "en", url: ORIGIN }]);
  }
}

/**
 * The newest code mailed to `email`, from the local outbox. Ask once the page shows the code went
 * out: until the send has answered, the newest is an older code (the sign-up's, say).
 */
export async function mailedCode(request: APIRequestContext, email: string): Promise<string> {
  const result = await gql<{ devMailbox: { to: string; text: string }[] }>(
    request,
    "query($email: String) { devMailbox(input: { email: $email, first: 1 }) { to text } }",
    { email },
  );
  const code = result.data?.devMailbox[0]?.text.match(/\b(\d{6})\b/)?.[1];
  if (!code) throw new Error(`no code mailed to ${email}`);
  return code;
}

export const uniqueEmail = (label: string) =>
  `e2e-${label}-${Date.now()}-${Math.floor(Math.random() * 1e6)}@example.com`;

let signUps = 0;

/**
 * A new account made through the sign-up code, signed in on `page`. Each newcomer asks for the
 * code from an address of its own (TEST-NET-2), as people signing up do: from one address the
 * run would meet sendVerificationCode's 30-per-10-minutes limit halfway through.
 */
export async function signUpFresh(page: Page, label: string) {
  const email = uniqueEmail(label);
  signUps += 1;
  const sent = await page.request.post("/graphql", {
    headers: { ...HEADERS, "cf-connecting-ip": `198.51.100.${((process.pid + signUps) % 254) + 1}` },
    data: {
      query: "mutation($input: SendVerificationCodeInput!) { sendVerificationCode(input: $input) }",
      variables: { input: { email, type: "register", language: "en" } },
    },
  });
  expect((await sent.json()).errors).toBeUndefined();
  const code = await mailedCode(page.request, email);
  const result = await gql(page.request, "mutation($input: EmailLoginInput!) { emailLogin(input: $input) { type } }", {
    input: { email, passwordOrCode: code, language: "en" },
  });
  expect(result.data).toEqual({ emailLogin: { type: "Signup" } });
  return email;
}

/** The text a reader sees of some stored HTML (a moment's content): markup dropped, entities read. */
export function htmlText(html: string | null | undefined): string {
  return (html ?? "")
    .replace(/<br\s*\/?>|<\/p>(?=.)/g, "\n")
    .replace(/<[^>]*>/g, "")
    .replaceAll("&lt;", "<")
    .replaceAll("&gt;", ">")
    .replaceAll("&quot;", '"')
    .replaceAll("&#39;", "'")
    .replaceAll("&amp;", "&");
}

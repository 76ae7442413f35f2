import { type APIRequestContext, expect, type Page, test } from "@playwright/test";
import { graphql } from "./generated/gql";
import { axeOn, gql } from "./support";

// How the site looks, on a phone, a tablet and a desktop, in both themes: screenshots compared
// with the committed baselines (tests/e2e/appearance.spec.ts-snapshots), axe in each theme,
// and a focus ring that can be seen. After a deliberate change of look, remake the baselines
// with `npm run test:e2e -- tests/e2e/appearance.spec.ts --update-snapshots` and look at them.

const WIDTHS = [390, 768, 1440] as const;
const THEMES = ["light", "dark"] as const;

const SeededPaths = graphql(`
  query AppearanceSeededPaths {
    user(input: { userName: "alice" }) {
      articles(input: { first: 1 }) {
        edges {
          node {
            shortHash
            tags {
              id
              slug
            }
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
    channels {
      __typename
      shortHash
    }
  }
`);

/** The main routes, by name (the screenshots' names) and address, found in the seeded data. */
async function mainRoutes(request: APIRequestContext): Promise<[string, string][]> {
  const { data } = await gql(request, SeededPaths);
  const article = data?.user?.articles.edges?.[0]?.node;
  const tag = article?.tags?.[0];
  const moment = data?.user?.moments.edges?.[0]?.node;
  const challenge = data?.channels.find((c) => c.__typename === "WritingChallenge");
  if (!article || !tag || !moment || !challenge) throw new Error("the seed lacks a route's content");
  return [
    ["home", "/"],
    ["newest", "/newest"],
    ["challenge", `/e/${challenge.shortHash}`],
    ["article", `/a/${article.shortHash}`],
    // Latest, not Hottest: Hottest ranks by the last three weeks' activity, which ages daily
    ["tag", `/tags/${tag.id}-${tag.slug}?type=latest`],
    ["tags", "/tags"],
    ["profile", "/@alice"],
    ["moment", `/m/${moment.shortHash}`],
    ["search", "/search?q=city"],
    ["login", "/login"],
  ];
}

async function open(page: Page, path: string, theme: (typeof THEMES)[number], width: number) {
  await page.emulateMedia({ colorScheme: theme, reducedMotion: "reduce" });
  await page.setViewportSize({ width, height: 900 });
  await page.goto(path);
  await page.evaluate(() => document.fonts.ready);
  // lazy images below the fold need not have arrived; those in view must
  await expect
    .poll(() => page.evaluate(() => [...document.images].every((img) => img.loading === "lazy" || img.complete)))
    .toBe(true);
}

const serious = (violations: { impact?: string | null; id: string }[]) =>
  violations.filter((v) => v.impact === "serious" || v.impact === "critical").map((v) => v.id);

test.describe("appearance", () => {
  let routes: [string, string][] = [];
  test.beforeAll(async ({ request }) => {
    routes = await mainRoutes(request);
  });

  for (const theme of THEMES) {
    for (const width of WIDTHS) {
      test(`main routes at ${width} px in the ${theme} theme look as designed`, async ({ page }) => {
        for (const [name, path] of routes) {
          await open(page, path, theme, width);
          await expect(page, `${path} at ${width} px, ${theme}`).toHaveScreenshot(`${name}-${width}-${theme}.png`, {
            animations: "disabled",
            caret: "hide",
            // home's recommendations are reshuffled every minute (section 3's random key)
            mask: name === "home" ? [page.getByRole("complementary")] : [],
            maxDiffPixelRatio: 0.01,
          });
        }
      });
    }

    test(`axe finds nothing serious on the main routes in the ${theme} theme`, async ({ page }) => {
      // ten routes, each loaded and scanned: a busy machine needs more than one test's 30 s
      test.slow();
      for (const [, path] of routes) {
        await open(page, path, theme, 1440);
        const { violations } = await axeOn(page).analyze();
        expect(serious(violations), path).toEqual([]);
      }
    });

    test(`focus is visible in the ${theme} theme`, async ({ page }) => {
      await open(page, "/newest", theme, 1440);
      // the skip link first, then the logo, then on into the page
      for (let i = 0; i < 3; i++) {
        await page.keyboard.press("Tab");
        const ring = await page.evaluate(() => {
          const el = document.activeElement as HTMLElement;
          const style = getComputedStyle(el);
          return {
            tag: el.tagName,
            style: style.outlineStyle,
            width: Number.parseFloat(style.outlineWidth),
            ring: style.outlineColor,
            page: getComputedStyle(document.documentElement).backgroundColor,
          };
        });
        expect(ring.tag).not.toBe("BODY");
        expect(ring.style).not.toBe("none");
        expect(ring.width).toBeGreaterThanOrEqual(2);
        expect(contrast(ring.ring, ring.page), `${ring.ring} on ${ring.page}`).toBeGreaterThanOrEqual(3);
      }
    });
  }
});

/** WCAG contrast ratio of two computed rgb() colours. */
function contrast(a: string, b: string): number {
  const luminance = (rgb: string) => {
    const [r = 0, g = 0, bl = 0] = (rgb.match(/[\d.]+/g) ?? []).map(Number).map((c) => {
      const s = c / 255;
      return s <= 0.03928 ? s / 12.92 : ((s + 0.055) / 1.055) ** 2.4;
    });
    return 0.2126 * r + 0.7152 * g + 0.0722 * bl;
  };
  const [hi, lo] = [luminance(a), luminance(b)].sort((x, y) => y - x) as [number, number];
  return (hi + 0.05) / (lo + 0.05);
}

import { expect, type Page, test } from "@playwright/test";
import { gql, signUpFresh } from "./support";

// Uploads against the built worker, from Chromium as an editor would send them: an image drawn
// on a canvas and encoded by the browser, posted as a GraphQL multipart request or PUT to a
// directImageUpload address, then shown through the image route at the page's policy.

const SINGLE = `mutation($input: SingleFileUploadInput!) { singleFileUpload(input: $input) { id path } }`;
const DIRECT = `mutation($input: DirectImageUploadInput!) { directImageUpload(input: $input) { id path uploadURL } }`;

type Drawing = { width: number; height: number; type: "image/jpeg" | "image/png" };

/**
 * Draws a picture with grain in the page, has Chromium encode it, and uploads it with
 * singleFileUpload from the page (its cookies); answers the asset's path.
 */
async function uploadDrawn(page: Page, { width, height, type }: Drawing, assetType: string): Promise<string> {
  return page.evaluate(
    async ({ width, height, type, assetType, query }) => {
      const canvas = new OffscreenCanvas(width, height);
      const g = canvas.getContext("2d") as OffscreenCanvasRenderingContext2D;
      const gradient = g.createLinearGradient(0, 0, width, height);
      gradient.addColorStop(0, "#0d3b66");
      gradient.addColorStop(1, "#f4d35e");
      g.fillStyle = gradient;
      g.fillRect(0, 0, width, height);
      for (let i = 0; i < 4000; i++) {
        g.fillStyle = `hsl(${i % 360} 60% 50% / 0.3)`;
        g.fillRect((i * 7919) % width, (i * 104729) % height, 6, 6);
      }
      const blob = await canvas.convertToBlob({ type, quality: 0.9 });
      const form = new FormData();
      form.set(
        "operations",
        JSON.stringify({ query, variables: { input: { type: assetType, entityType: "user", file: null } } }),
      );
      form.set("map", JSON.stringify({ 0: ["variables.input.file"] }));
      form.set("0", new File([blob], "drawing.bin"));
      const response = await fetch("/graphql", {
        method: "POST",
        headers: { "apollo-require-preflight": "true" },
        body: form,
      });
      const answer = (await response.json()) as { data?: { singleFileUpload: { path: string } }; errors?: unknown };
      if (answer.errors) throw new Error(JSON.stringify(answer.errors));
      return answer.data?.singleFileUpload.path ?? "";
    },
    { width, height, type, assetType, query: SINGLE },
  );
}

/** Shows `src` in an <img> on the page; its natural size once loaded, or the policy that blocked it. */
function shown(page: Page, src: string) {
  return page.evaluate(
    (src) =>
      new Promise<{ width: number; height: number } | string>((resolve) => {
        const blocked = (e: SecurityPolicyViolationEvent) => resolve(`blocked by ${e.violatedDirective}`);
        document.addEventListener("securitypolicyviolation", blocked, { once: true });
        const img = document.createElement("img");
        img.onload = () => resolve({ width: img.naturalWidth, height: img.naturalHeight });
        img.onerror = () => resolve("failed to load");
        img.src = src;
        document.body.appendChild(img);
      }),
    src,
  );
}

test.describe("uploads and the image route", () => {
  test.beforeEach(async ({ page }) => {
    await signUpFresh(page, "uploads");
    await page.goto("/");
  });

  test("a JPEG from the browser is served resized as WebP, cached, and shown under the page's policy", async ({
    page,
  }) => {
    const path = await uploadDrawn(page, { width: 1600, height: 1000, type: "image/jpeg" }, "cover");
    expect(path).toMatch(/^\/assets\/cover\/[0-9a-f-]{36}$/);

    const accept = { accept: "image/avif,image/webp,image/*,*/*;q=0.8" };
    const first = await page.request.get(`${path}?w=800`, { headers: accept });
    expect(first.status()).toBe(200);
    expect(first.headers()["content-type"]).toBe("image/webp");
    expect(first.headers()["cache-control"]).toBe("public, max-age=31536000, immutable");
    expect(first.headers()["x-variant"]).toBe("made");
    const etag = first.headers().etag as string;
    const again = await page.request.get(`${path}?w=800`, { headers: accept });
    expect(again.headers()["x-variant"]).toBe("stored");
    const revalidated = await page.request.get(`${path}?w=800`, { headers: { ...accept, "if-none-match": etag } });
    expect(revalidated.status()).toBe(304);

    // Chromium decodes what it is given: 800 wide, the picture's proportions kept
    expect(await shown(page, `${path}?w=800`)).toEqual({ width: 800, height: 500 });
    expect(await shown(page, `${path}?w=320`)).toEqual({ width: 320, height: 200 });
  });

  test("an avatar is cropped square, and a PNG sent to a directImageUpload address is served", async ({ page }) => {
    const avatar = await uploadDrawn(page, { width: 300, height: 200, type: "image/png" }, "avatar");
    expect(await shown(page, `${avatar}?w=96`)).toEqual({ width: 96, height: 96 });

    const started = await gql<{ directImageUpload: { path: string; uploadURL: string } }>(page.request, DIRECT, {
      input: { type: "embed", mime: "image/png", entityType: "user" },
    });
    const { path, uploadURL } = started.data?.directImageUpload ?? { path: "", uploadURL: "" };
    expect(uploadURL).toMatch(/^\/uploads\//);
    const status = await page.evaluate(async (uploadURL) => {
      const canvas = new OffscreenCanvas(640, 480);
      const g = canvas.getContext("2d") as OffscreenCanvasRenderingContext2D;
      g.fillStyle = "#457b9d";
      g.fillRect(0, 0, 640, 480);
      const response = await fetch(uploadURL, {
        method: "PUT",
        body: await canvas.convertToBlob({ type: "image/png" }),
      });
      return response.status;
    }, uploadURL);
    expect(status).toBe(200);
    expect(await shown(page, `${path}?w=320`)).toEqual({ width: 320, height: 240 });
  });

  test("unknown keys answer 404, and the seeded demo images pass through unchanged", async ({ page }) => {
    const missing = await page.request.get("/assets/cover/00000000-0000-4000-8000-000000000000?w=320");
    expect(missing.status()).toBe(404);
    const seeded = await page.request.get("/seed/avatars/a01.svg");
    const through = await page.request.get("/assets/seed/avatars/a01.svg?w=96");
    expect(through.status()).toBe(200);
    expect(through.headers()["content-type"]).toContain("image/svg+xml");
    expect(await through.body()).toEqual(await seeded.body());
  });

  test("resizes a 2000 px JPEG to an 800 px WebP in the served worker", async ({ page }) => {
    const path = await uploadDrawn(page, { width: 2000, height: 1333, type: "image/jpeg" }, "cover");
    const timings: number[] = [];
    for (const w of [800, 1080, 640]) {
      const response = await page.request.get(`${path}?w=${w}`, { headers: { accept: "image/webp" } });
      expect(response.headers()["x-variant"]).toBe("made");
      timings.push(Number(response.headers()["server-timing"]?.match(/dur=(\d+)/)?.[1]));
    }
    console.log(`served worker, 2000x1333 JPEG to WebP at 800, 1080, 640 px: ${timings.join(", ")} ms`);
  });
});

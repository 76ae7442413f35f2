import { env } from "cloudflare:workers";
import { describe, expect, it } from "vitest";
import { serveAsset } from "@/server/media/image-route";
import { createUser, present, signIn } from "../support/api";
import { dimensions, GIF, jpeg, png, uploadFile, wav } from "../support/media";

// The image route inside workerd, as worker.ts mounts it: uploads served from R2, resized by
// photon and encoded as WebP when the browser takes it, each variant made once and kept.

const WEBP = "image/avif,image/webp,image/apng,image/*,*/*;q=0.8";
const NO_WEBP = "image/png,image/*;q=0.8";

async function upload(type: string, file: { bytes: Uint8Array; name?: string }) {
  const user = await createUser();
  const client = await signIn(user.email as string);
  const result = await uploadFile(client, { type, entityType: "user" }, { name: "f", type: "", ...file });
  if (result.errors) throw new Error(JSON.stringify(result.errors));
  return present(result.data?.singleFileUpload).path;
}

function get(path: string, headers: Record<string, string> = {}, method = "GET") {
  return serveAsset(new Request(`http://127.0.0.1:8787${path}`, { method, headers }), env);
}

async function image(response: Response) {
  return { type: response.headers.get("content-type"), ...dimensions(new Uint8Array(await response.arrayBuffer())) };
}

describe("the image route", () => {
  it("resizes a JPEG to the width asked for, as WebP for a browser that takes it, made once and kept", async () => {
    const path = await upload("cover", { bytes: jpeg(1200, 800) });
    const first = await get(`${path}?w=800`, { accept: WEBP });
    expect(first.status).toBe(200);
    expect(first.headers.get("x-variant")).toBe("made");
    expect(first.headers.get("cache-control")).toBe("public, max-age=31536000, immutable");
    expect(first.headers.get("vary")).toBe("Accept");
    const etag = present(first.headers.get("etag"));
    expect(await image(first)).toEqual({ type: "image/webp", width: 800, height: 533 });

    const again = await get(`${path}?w=800`, { accept: WEBP });
    expect(again.headers.get("x-variant")).toBe("stored");
    expect(again.headers.get("etag")).toBe(etag);
    expect(await image(again)).toEqual({ type: "image/webp", width: 800, height: 533 });

    const unchanged = await get(`${path}?w=800`, { accept: WEBP, "if-none-match": etag });
    expect(unchanged.status).toBe(304);
    expect(unchanged.body).toBeNull();
  });

  it("answers JPEG for a JPEG and PNG for a PNG where WebP is not accepted, or the format asked for", async () => {
    const photo = await upload("cover", { bytes: jpeg(400, 300) });
    expect(await image(await get(`${photo}?w=320`, { accept: NO_WEBP }))).toEqual({
      type: "image/jpeg",
      width: 320,
      height: 240,
    });
    const drawing = await upload("embed", { bytes: await png(400, 300) });
    expect(await image(await get(`${drawing}?w=320`, { accept: NO_WEBP }))).toEqual({
      type: "image/png",
      width: 320,
      height: 240,
    });
    const named = await get(`${drawing}?w=320&format=jpeg`, { accept: WEBP });
    expect(named.headers.get("vary")).toBeNull();
    expect((await image(named)).type).toBe("image/jpeg");
  });

  it("crops avatars square (section 7), or to the height asked for", async () => {
    const avatar = await upload("avatar", { bytes: await png(300, 200) });
    expect(await image(await get(`${avatar}?w=96`, { accept: WEBP }))).toEqual({
      type: "image/webp",
      width: 96,
      height: 96,
    });
    expect(await image(await get(`${avatar}?w=96&h=144`, { accept: WEBP }))).toMatchObject({ width: 96, height: 144 });
  });

  it("scales other pictures to the width within 4 times its height, and a cover crop on request", async () => {
    const tall = await upload("moment", { bytes: await png(100, 1000) });
    // 64 wide would be 640 high: held to 256, so 26 wide
    expect(await image(await get(`${tall}?w=64`, { accept: WEBP }))).toMatchObject({ width: 26, height: 256 });
    expect(await image(await get(`${tall}?w=64&h=64&fit=cover`, { accept: WEBP }))).toMatchObject({
      width: 64,
      height: 64,
    });
  });

  it("renders only the fixed widths: another is served at the next one up, never larger than the original", async () => {
    const path = await upload("cover", { bytes: jpeg(1000, 500) });
    const snapped = await get(`${path}?w=500`, { accept: WEBP });
    expect(await image(snapped)).toMatchObject({ width: 640, height: 320 });
    const huge = await get(`${path}?w=99999`, { accept: WEBP });
    expect(await image(huge)).toMatchObject({ width: 1000, height: 500 });
    expect((await get(`${path}?w=640`, { accept: WEBP })).headers.get("x-variant")).toBe("stored");
  });

  it("serves the original without a size, and keeps a GIF animated unless asked for a still", async () => {
    const bytes = jpeg(50, 40);
    const path = await upload("embed", { bytes });
    const original = await get(path);
    expect(original.headers.get("content-type")).toBe("image/jpeg");
    expect(new Uint8Array(await original.arrayBuffer())).toEqual(bytes);
    const gif = await upload("embed", { bytes: GIF });
    const animated = await get(`${gif}?w=32`, { accept: WEBP });
    expect(animated.headers.get("content-type")).toBe("image/gif");
    expect(new Uint8Array(await animated.arrayBuffer())).toEqual(GIF);
    expect((await get(`${gif}?w=32&anim=false`, { accept: WEBP })).headers.get("content-type")).toBe("image/webp");
  });

  it("serves audio as uploaded, in ranges for players that seek", async () => {
    const bytes = wav();
    const path = await upload("embedaudio", { bytes });
    const whole = await get(`${path}?w=320`);
    expect(whole.headers.get("content-type")).toBe("audio/wav");
    expect(whole.headers.get("accept-ranges")).toBe("bytes");
    expect((await whole.arrayBuffer()).byteLength).toBe(bytes.length);
    const part = await get(path, { range: "bytes=0-99" });
    expect(part.status).toBe(206);
    expect(part.headers.get("content-range")).toBe(`bytes 0-99/${bytes.length}`);
    expect(new Uint8Array(await part.arrayBuffer())).toEqual(bytes.slice(0, 100));
  });

  it("answers 404 for unknown keys and 400 for a malformed query", async () => {
    const unknown = await get(`/assets/cover/${crypto.randomUUID()}?w=320`);
    expect(unknown.status).toBe(404);
    expect(unknown.headers.get("cache-control")).toBe("no-store");
    for (const path of [
      "/assets/cover/not-a-uuid",
      "/assets/nothing/00000000-0000-4000-8000-000000000000",
      "/assets/_variants/cover",
      "/assets/",
    ]) {
      expect((await get(path)).status).toBe(404);
    }
    const path = await upload("cover", { bytes: jpeg(40, 40) });
    for (const query of ["w=0", "w=-5", "w=abc", "w=1e3", "h=1.5", "fit=stretch", "format=avif"]) {
      expect((await get(`${path}?${query}`)).status).toBe(400);
    }
    expect((await get(path, {}, "POST")).status).toBe(405);
  });

  it("resizes a 2000 px JPEG to an 800 px WebP in the worker (the figure in README.md)", async () => {
    const path = await upload("cover", { bytes: jpeg(2000, 1333) });
    const times: number[] = [];
    for (const w of [800, 1080, 640]) {
      const started = performance.now();
      const response = await get(`${path}?w=${w}`, { accept: WEBP });
      await response.arrayBuffer();
      times.push(performance.now() - started);
      expect(response.headers.get("x-variant")).toBe("made");
    }
    console.log(`2000x1333 JPEG to WebP at 800, 1080, 640 px: ${times.map((t) => `${Math.round(t)} ms`).join(", ")}`);
  });
});

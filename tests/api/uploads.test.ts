import { env } from "cloudflare:workers";
import { and, eq } from "drizzle-orm";
import { describe, expect, inject, it } from "vitest";
import { READ_BOOKMARK_COOKIE } from "@/lib/cookies/names";
import { SIZE_LIMITS } from "@/lib/media/limits";
import { handleDirectUpload } from "@/server/api/direct-upload";
import { assetMap, assets, drafts, users } from "@/server/db/schema";
import { Client, codeOf, createUser, db, nextMidnight, present, signIn } from "../support/api";
import { GIF, jpeg, png, type UploadedAsset, uploadFile, wav, webp } from "../support/media";

// Uploads: singleFileUpload (a multipart file or a url) and directImageUpload (an address the
// client sends the bytes to). Files are told apart by their bytes, limited in size per asset
// type, stored in R2 and recorded with what they were uploaded for.

async function signedIn() {
  const user = await createUser();
  return { user, client: await signIn(user.email as string) };
}

const asPng = async () => ({ bytes: await png(40, 30), name: "pixel.png", type: "image/png" });

/** What R2 holds for an asset's path, and the row and links the database keeps. */
async function stored(asset: UploadedAsset) {
  const key = asset.path.replace(/^\/assets\//, "");
  const object = await env.UPLOADS.get(key);
  const [row] = await db().select().from(assets).where(eq(assets.path, key));
  const links = row ? await db().select().from(assetMap).where(eq(assetMap.assetId, row.id)) : [];
  return { object, row, links, bytes: object ? new Uint8Array(await object.arrayBuffer()) : null };
}

async function objectCount() {
  let count = 0;
  let cursor: string | undefined;
  do {
    const page = await env.UPLOADS.list({ cursor });
    count += page.objects.length;
    cursor = page.truncated ? page.cursor : undefined;
  } while (cursor);
  return count;
}

async function assetCount(authorId: number) {
  return (await db().select().from(assets).where(eq(assets.authorId, authorId))).length;
}

describe("singleFileUpload", () => {
  it("stores a PNG in R2 and records it for the viewer", async () => {
    const { user, client } = await signedIn();
    const file = await asPng();
    const result = await uploadFile(client, { type: "avatar", entityType: "user" }, file);
    expect(result.errors).toBeUndefined();
    const asset = present(result.data?.singleFileUpload);
    expect(asset).toMatchObject({ type: "avatar", draft: false, uploadURL: null });
    expect(asset.path).toMatch(/^\/assets\/avatar\/[0-9a-f-]{36}$/);
    expect(Date.parse(asset.createdAt)).toBeGreaterThan(Date.now() - 60_000);
    const { object, row, links, bytes } = await stored(asset);
    expect(object?.httpMetadata?.contentType).toBe("image/png");
    expect(bytes).toEqual(file.bytes);
    expect(row).toMatchObject({
      authorId: user.id,
      type: "avatar",
      mime: "image/png",
      size: file.bytes.length,
      width: 40,
      height: 30,
    });
    expect(links.map((l) => [l.entityType, l.entityId])).toEqual([["user", user.id]]);
  });

  it.each([
    ["JPEG", () => jpeg(64, 48), "image/jpeg"],
    ["GIF", () => GIF, "image/gif"],
    ["WebP", () => webp(64, 48), "image/webp"],
  ])("takes a %s", async (_name, make, mime) => {
    const { client } = await signedIn();
    const result = await uploadFile(
      client,
      { type: "cover", entityType: "user" },
      { bytes: make(), name: "x", type: "" },
    );
    expect(result.errors).toBeUndefined();
    const { row } = await stored(present(result.data?.singleFileUpload));
    expect(row?.mime).toBe(mime);
    expect([row?.width, row?.height]).toEqual(mime === "image/gif" ? [1, 1] : [64, 48]);
  });

  it("tells a file by its bytes: a PNG named .jpg is a PNG", async () => {
    const { client } = await signedIn();
    const bytes = await png(8, 8);
    const result = await uploadFile(
      client,
      { type: "embed", entityType: "user" },
      { bytes, name: "photo.jpg", type: "image/jpeg" },
    );
    const { object, row } = await stored(present(result.data?.singleFileUpload));
    expect(object?.httpMetadata?.contentType).toBe("image/png");
    expect(row?.mime).toBe("image/png");
  });

  it("refuses a text file named .png with FILE_TYPE_INVALID, storing nothing", async () => {
    const { user, client } = await signedIn();
    const before = await objectCount();
    const bytes = new TextEncoder().encode("<svg onload=alert(1)>not an image</svg>");
    const result = await uploadFile(
      client,
      { type: "avatar", entityType: "user" },
      { bytes, name: "a.png", type: "image/png" },
    );
    expect(codeOf(result)).toBe("FILE_TYPE_INVALID");
    expect(result.errors?.[0]?.extensions?.accepted).toEqual(["image/jpeg", "image/png", "image/gif", "image/webp"]);
    expect(await objectCount()).toBe(before);
    expect(await assetCount(user.id)).toBe(0);
  });

  it("takes audio for embedaudio only, and no audio as an image", async () => {
    const { client } = await signedIn();
    const audio = await uploadFile(
      client,
      { type: "embedaudio", entityType: "user" },
      { bytes: wav(), name: "a.wav", type: "" },
    );
    expect((await stored(present(audio.data?.singleFileUpload))).row?.mime).toBe("audio/wav");
    const imageAsAudio = await uploadFile(client, { type: "embedaudio", entityType: "user" }, await asPng());
    expect(codeOf(imageAsAudio)).toBe("FILE_TYPE_INVALID");
    const audioAsImage = await uploadFile(
      client,
      { type: "cover", entityType: "user" },
      { bytes: wav(), name: "a.png", type: "" },
    );
    expect(codeOf(audioAsImage)).toBe("FILE_TYPE_INVALID");
  });

  it("refuses a file over its type's size with FILE_SIZE_REACH_LIMIT", async () => {
    const { user, client } = await signedIn();
    const head = await png(4, 4);
    const bytes = new Uint8Array(SIZE_LIMITS.avatar + 1);
    bytes.set(head);
    const result = await uploadFile(
      client,
      { type: "avatar", entityType: "user" },
      { bytes, name: "big.png", type: "image/png" },
    );
    expect(codeOf(result)).toBe("FILE_SIZE_REACH_LIMIT");
    expect(result.errors?.[0]?.extensions?.limit).toBe(5 * 1024 * 1024);
    // the same bytes are within a cover's 10 MB
    const cover = await uploadFile(
      client,
      { type: "cover", entityType: "user" },
      { bytes, name: "big.png", type: "image/png" },
    );
    expect(cover.errors).toBeUndefined();
    expect(await assetCount(user.id)).toBe(1);
  });

  it("refuses an image whose header claims too many pixels (a decompression bomb)", async () => {
    const { client } = await signedIn();
    const bytes = await png(2, 2, { width: 30_000, height: 30_000 });
    const result = await uploadFile(
      client,
      { type: "cover", entityType: "user" },
      { bytes, name: "bomb.png", type: "image/png" },
    );
    expect(codeOf(result)).toBe("FILE_SIZE_REACH_LIMIT");
  });

  it("needs exactly one of file and url", async () => {
    const { client } = await signedIn();
    const neither = await client.gql(`mutation { singleFileUpload(input: { type: cover, entityType: user }) { id } }`);
    expect(codeOf(neither)).toBe("BAD_USER_INPUT");
    const both = await uploadFile(
      client,
      { type: "cover", entityType: "user", url: "https://example.com/a.png" },
      await asPng(),
    );
    expect(codeOf(both)).toBe("BAD_USER_INPUT");
  });

  describe("for an entity", () => {
    async function draftOf(authorId: number) {
      const [draft] = await db().insert(drafts).values({ authorId, title: "A draft" }).returning();
      return present(draft);
    }

    it("links the asset to the viewer's own draft", async () => {
      const { user, client } = await signedIn();
      const draft = await draftOf(user.id);
      const result = await uploadFile(
        client,
        { type: "embed", entityType: "draft", entityId: btoa(`Draft:${draft.id}`) },
        await asPng(),
      );
      const { links } = await stored(present(result.data?.singleFileUpload));
      expect(links.map((l) => [l.entityType, l.entityId])).toEqual([["draft", draft.id]]);
    });

    it("refuses another user's draft with FORBIDDEN, a missing one with ENTITY_NOT_FOUND", async () => {
      const { user, client } = await signedIn();
      const other = await createUser();
      const theirs = await draftOf(other.id);
      const forbidden = await uploadFile(
        client,
        { type: "embed", entityType: "draft", entityId: btoa(`Draft:${theirs.id}`) },
        await asPng(),
      );
      expect(codeOf(forbidden)).toBe("FORBIDDEN");
      const missing = await uploadFile(
        client,
        { type: "embed", entityType: "draft", entityId: btoa("Draft:999999999") },
        await asPng(),
      );
      expect(codeOf(missing)).toBe("ENTITY_NOT_FOUND");
      const noId = await uploadFile(client, { type: "embed", entityType: "draft" }, await asPng());
      expect(codeOf(noId)).toBe("BAD_USER_INPUT");
      const wrongType = await uploadFile(
        client,
        { type: "embed", entityType: "draft", entityId: btoa(`Article:1`) },
        await asPng(),
      );
      expect(codeOf(wrongType)).toBe("BAD_USER_INPUT");
      expect(await assetCount(user.id)).toBe(0);
    });
  });

  it("answers a visitor UNAUTHENTICATED and an inactive user FORBIDDEN_BY_STATE", async () => {
    const visitor = await uploadFile(new Client(), { type: "avatar", entityType: "user" }, await asPng());
    expect(codeOf(visitor)).toBe("UNAUTHENTICATED");
    const banned = await createUser({ state: "banned" });
    const result = await uploadFile(
      await signIn(banned.email as string),
      { type: "avatar", entityType: "user" },
      await asPng(),
    );
    expect(codeOf(result)).toBe("FORBIDDEN_BY_STATE");
    expect(await assetCount(banned.id)).toBe(0);
  });

  it("allows 40 uploads in 12 minutes, then ACTION_LIMIT_EXCEEDED", async () => {
    const { client } = await signedIn();
    client.at(nextMidnight());
    const text = { bytes: new TextEncoder().encode("plain text"), name: "t.png", type: "image/png" };
    for (let i = 0; i < 40; i++) {
      // refused for what they are, but counted: the limit is on calls
      expect(codeOf(await uploadFile(client, { type: "cover", entityType: "user" }, text))).toBe("FILE_TYPE_INVALID");
    }
    const over = await uploadFile(client, { type: "cover", entityType: "user" }, await asPng());
    expect(codeOf(over)).toBe("ACTION_LIMIT_EXCEEDED");
    expect(over.errors?.[0]?.extensions?.retryAfter).toBe(720);
    // the next window takes uploads again
    client.at(nextMidnight() + 720_000);
    expect((await uploadFile(client, { type: "cover", entityType: "user" }, await asPng())).errors).toBeUndefined();
  });
});

describe("singleFileUpload from a url", () => {
  const server = inject("fileServer");
  const URL_UPLOAD = `mutation($input: SingleFileUploadInput!) { singleFileUpload(input: $input) { id path } }`;
  const fromUrl = (client: Client, url: string, type = "cover") =>
    client.gql<{ singleFileUpload: UploadedAsset }>(URL_UPLOAD, { input: { type, url, entityType: "user" } });
  async function serve(name: string, bytes: Uint8Array, type: string) {
    await fetch(`${server}/files/${name}`, {
      method: "PUT",
      body: bytes as Uint8Array<ArrayBuffer>,
      headers: { "content-type": type },
    });
    return `${server}/files/${name}`;
  }
  const hits = async () => (await (await fetch(`${server}/hits`)).json()) as Record<string, number>;

  it("refuses a server on this machine as not public, without asking it anything", async () => {
    const { user, client } = await signedIn();
    const name = `private-${crypto.randomUUID()}.png`;
    const url = await serve(name, await png(8, 8), "image/png");
    // the server is there and answers
    expect((await fetch(url)).status).toBe(200);
    const before = (await hits())[`/files/${name}`];
    const result = await fromUrl(client, url);
    expect(codeOf(result)).toBe("UNABLE_TO_UPLOAD_FROM_URL");
    expect((await hits())[`/files/${name}`]).toBe(before);
    expect(await assetCount(user.id)).toBe(0);
  });

  it.each([
    "http://localhost/a.png",
    "http://127.1/a.png",
    "http://2130706433/a.png",
    "http://[::1]/a.png",
    "http://[::ffff:127.0.0.1]/a.png",
    "http://10.1.2.3/a.png",
    "http://172.20.0.1/a.png",
    "http://192.168.1.1/a.png",
    "http://169.254.169.254/latest/meta-data/",
    "http://100.64.0.1/a.png",
    "http://[fd00::1]/a.png",
    "http://[fe80::1]/a.png",
    "http://metadata/computeMetadata/v1/",
    "http://printer.local/a.png",
    "http://user:secret@example.com/a.png",
  ])("refuses %s with UNABLE_TO_UPLOAD_FROM_URL", async (url) => {
    const { client } = await signedIn();
    expect(codeOf(await fromUrl(client, url))).toBe("UNABLE_TO_UPLOAD_FROM_URL");
  });

  it("refuses an address that is not http(s) before anything runs", async () => {
    const { client } = await signedIn();
    expect(codeOf(await fromUrl(client, "file:///etc/passwd"))).toBe("BAD_USER_INPUT");
  });

  describe("with loopback allowed (UPLOAD_FETCH_LOOPBACK, as a test on a loopback site may)", () => {
    async function allowed() {
      const { user, client } = await signedIn();
      client.vars = { UPLOAD_FETCH_LOOPBACK: "on" };
      return { user, client };
    }

    it("fetches, checks and stores the file", async () => {
      const { client } = await allowed();
      const bytes = jpeg(120, 80);
      // declared as PNG by the server: the bytes say JPEG
      const url = await serve(`ok-${crypto.randomUUID()}`, bytes, "image/png");
      const result = await fromUrl(client, url);
      expect(result.errors).toBeUndefined();
      const asset = await stored(present(result.data?.singleFileUpload));
      expect(asset.bytes).toEqual(bytes);
      expect(asset.row?.mime).toBe("image/jpeg");
    });

    it("checks every redirect's target: one to a private address is refused", async () => {
      const { client } = await allowed();
      const url = `${server}/redirect?to=${encodeURIComponent("http://169.254.169.254/latest/meta-data/")}`;
      expect(codeOf(await fromUrl(client, url))).toBe("UNABLE_TO_UPLOAD_FROM_URL");
      // one to a file it may fetch is followed
      const file = await serve(`moved-${crypto.randomUUID()}.png`, await png(8, 8), "image/png");
      const moved = await fromUrl(client, `${server}/redirect?to=${encodeURIComponent(file)}`);
      expect(moved.errors).toBeUndefined();
    });

    it("refuses a missing file, a text file and one that says it is too large", async () => {
      const { user, client } = await allowed();
      expect(codeOf(await fromUrl(client, `${server}/files/missing.png`))).toBe("UNABLE_TO_UPLOAD_FROM_URL");
      const text = await serve(`text-${crypto.randomUUID()}.png`, new TextEncoder().encode("hello"), "image/png");
      expect(codeOf(await fromUrl(client, text))).toBe("FILE_TYPE_INVALID");
      expect(codeOf(await fromUrl(client, `${server}/huge`))).toBe("FILE_SIZE_REACH_LIMIT");
      expect(await assetCount(user.id)).toBe(0);
    });

    it("stays off on a site that is not loopback", async () => {
      const { client } = await allowed();
      client.vars = { UPLOAD_FETCH_LOOPBACK: "on", SITE_URL: "https://margins.example" };
      const url = await serve(`public-site-${crypto.randomUUID()}.png`, await png(8, 8), "image/png");
      expect(codeOf(await fromUrl(client, url))).toBe("UNABLE_TO_UPLOAD_FROM_URL");
    });
  });
});

describe("directImageUpload", () => {
  const DIRECT = `mutation($input: DirectImageUploadInput!) {
    directImageUpload(input: $input) { id type path draft uploadURL createdAt }
  }`;
  const start = (client: Client, input: Record<string, unknown> = {}) =>
    client.gql<{ directImageUpload: UploadedAsset }>(DIRECT, {
      input: { type: "cover", mime: "image/png", entityType: "user", ...input },
    });

  /** Sends bytes to an uploadURL as the client's browser would, with its cookies. */
  function send(client: Client, uploadURL: string, body: BodyInit, method = "PUT", now?: number) {
    const headers = new Headers();
    if (client.jar.size) headers.set("cookie", client.cookieHeader);
    return handleDirectUpload(new Request(`http://127.0.0.1:8787${uploadURL}`, { method, body, headers }), env, now);
  }

  it("answers a draft asset and an address that takes its bytes once", async () => {
    const { user, client } = await signedIn();
    const started = present((await start(client)).data?.directImageUpload);
    expect(started).toMatchObject({ type: "cover", draft: true });
    const uuid = started.path.split("/").pop();
    expect(started.uploadURL).toBe(`/uploads/${uuid}`);
    const uploadURL = present(started.uploadURL);
    // nothing is served before the bytes come
    expect(await env.UPLOADS.head(started.path.replace("/assets/", ""))).toBeNull();

    const bytes = await png(50, 20);
    const response = await send(client, uploadURL, bytes as Uint8Array<ArrayBuffer>);
    expect(response.status).toBe(200);
    // the uploader's next read waits for a replica that has the upload (docs/scale.md, "Read replicas")
    expect(response.headers.getSetCookie()).toEqual([
      expect.stringMatching(new RegExp(`^${READ_BOOKMARK_COOKIE}=[0-9a-f-]{59};.*HttpOnly`)),
    ]);
    expect(await response.json()).toEqual({
      asset: { id: started.id, type: "cover", path: started.path, draft: false },
    });
    const { row, bytes: kept, links } = await stored(started);
    expect(kept).toEqual(bytes);
    expect(row).toMatchObject({ draft: false, mime: "image/png", size: bytes.length, width: 50, height: 20 });
    expect(links.map((l) => [l.entityType, l.entityId])).toEqual([["user", user.id]]);

    // once only
    const again = await send(client, uploadURL, (await png(10, 10)) as Uint8Array<ArrayBuffer>);
    expect(again.status).toBe(404);
    expect(((await again.json()) as { errors: { extensions: { code: string } }[] }).errors[0]?.extensions.code).toBe(
      "ASSET_NOT_FOUND",
    );
    expect((await stored(started)).bytes).toEqual(bytes);

    // the contract's confirming call: the asset by its address, its bytes arrived
    const confirmed = await start(client, { url: `http://127.0.0.1:8787${started.path}`, draft: false });
    expect(confirmed.data?.directImageUpload).toMatchObject({ id: started.id, draft: false, uploadURL: null });
  });

  it("takes the file as the form field `file` of a POST", async () => {
    const { client } = await signedIn();
    const started = present((await start(client)).data?.directImageUpload);
    const form = new FormData();
    form.set("file", new File([jpeg(30, 30) as Uint8Array<ArrayBuffer>], "photo.png", { type: "image/png" }));
    const response = await send(client, present(started.uploadURL), form, "POST");
    expect(response.status).toBe(200);
    expect((await stored(started)).row?.mime).toBe("image/jpeg");
  });

  it("checks the bytes as any upload: a refused file leaves the address open for another try", async () => {
    const { client } = await signedIn();
    const started = present((await start(client, { type: "avatar" })).data?.directImageUpload);
    const uploadURL = present(started.uploadURL);
    const text = await send(client, uploadURL, "just text");
    expect(text.status).toBe(415);
    const big = new Uint8Array(SIZE_LIMITS.avatar + 1);
    big.set(await png(2, 2));
    expect((await send(client, uploadURL, big as Uint8Array<ArrayBuffer>)).status).toBe(413);
    expect((await stored(started)).row?.draft).toBe(true);
    expect((await send(client, uploadURL, GIF as Uint8Array<ArrayBuffer>)).status).toBe(200);
  });

  it("takes the bytes only from the user who asked, within an hour", async () => {
    const { client } = await signedIn();
    const started = present((await start(client)).data?.directImageUpload);
    const uploadURL = present(started.uploadURL);
    const bytes = (await png(4, 4)) as Uint8Array<ArrayBuffer>;
    expect((await send(new Client(), uploadURL, bytes)).status).toBe(401);
    const stranger = (await signedIn()).client;
    expect((await send(stranger, uploadURL, bytes)).status).toBe(404);
    const [row] = await db()
      .select()
      .from(assets)
      .where(eq(assets.path, started.path.replace("/assets/", "")));
    expect((await send(client, uploadURL, bytes, "PUT", present(row).createdAt + 61 * 60 * 1000)).status).toBe(404);
    expect((await send(client, uploadURL, bytes)).status).toBe(200);
  });

  it("refuses audio, a mime that is no image, and an inactive user's bytes", async () => {
    const { client } = await signedIn();
    expect(codeOf(await start(client, { type: "embedaudio", mime: "audio/mpeg" }))).toBe("BAD_USER_INPUT");
    expect(codeOf(await start(client, { mime: "text/html" }))).toBe("FILE_TYPE_INVALID");
    const user = await createUser();
    const frozen = await signIn(user.email as string);
    const started = present((await start(frozen)).data?.directImageUpload);
    // frozen after asking for the address: the bytes are refused too
    await db().update(users).set({ state: "frozen" }).where(eq(users.id, user.id));
    expect((await send(frozen, present(started.uploadURL), (await png(4, 4)) as Uint8Array<ArrayBuffer>)).status).toBe(
      403,
    );
  });

  it("confirms only the viewer's own assets: another's address is ASSET_NOT_FOUND", async () => {
    const { client } = await signedIn();
    const started = present((await start(client)).data?.directImageUpload);
    const stranger = (await signedIn()).client;
    expect(codeOf(await start(stranger, { url: `http://127.0.0.1:8787${started.path}` }))).toBe("ASSET_NOT_FOUND");
  });

  it("lets an uploaded avatar become the user's avatar, and not one still waiting for its bytes", async () => {
    const { user, client } = await signedIn();
    const waiting = present((await start(client, { type: "avatar" })).data?.directImageUpload);
    const UPDATE = `mutation($avatar: ID) { updateUserInfo(input: { avatar: $avatar }) { avatar } }`;
    expect(codeOf(await client.gql(UPDATE, { avatar: waiting.id }))).toBe("ASSET_NOT_FOUND");
    await send(client, present(waiting.uploadURL), (await png(64, 64)) as Uint8Array<ArrayBuffer>);
    const set = await client.gql<{ updateUserInfo: { avatar: string } }>(UPDATE, { avatar: waiting.id });
    expect(set.data?.updateUserInfo.avatar).toBe(waiting.path);
    const [link] = await db()
      .select()
      .from(assetMap)
      .where(and(eq(assetMap.entityType, "user"), eq(assetMap.entityId, user.id)));
    expect(link).toBeDefined();
  });
});

describe("a draft's uploads", () => {
  it("an uploaded cover and image stand in the draft and the article at the address they are served at", async () => {
    const { client } = await signedIn();
    const PUT = `mutation($input: PutDraftInput!) {
      putDraft(input: $input) { id cover assets { id type path } }
    }`;
    type Put = { putDraft: { id: string; cover: string | null; assets: { id: string; type: string; path: string }[] } };
    const draft = present((await client.gql<Put>(PUT, { input: { title: "With a cover" } })).data?.putDraft);
    const upload = async (type: string) =>
      present(
        (await uploadFile(client, { type, entityType: "draft", entityId: draft.id }, await asPng())).data
          ?.singleFileUpload,
      );
    const cover = await upload("cover");
    const image = await upload("embed");

    const saved = await client.gql<Put>(PUT, {
      input: { id: draft.id, cover: cover.id, content: `<p>Look.</p><img src="${image.path}?w=800">` },
    });
    expect(saved.errors).toBeUndefined();
    const stored = present(saved.data?.putDraft);
    expect(stored.cover).toBe(cover.path);
    expect(stored.assets.map((a) => a.path).sort()).toEqual([cover.path, image.path].sort());

    const published = await client.gql<{ publishArticle: { article: { cover: string; displayCover: string } } }>(
      `mutation($id: ID!) { publishArticle(input: { id: $id }) { article { cover displayCover } } }`,
      { id: draft.id },
    );
    expect(published.errors).toBeUndefined();
    expect(published.data?.publishArticle.article).toEqual({ cover: cover.path, displayCover: cover.path });
  });
});

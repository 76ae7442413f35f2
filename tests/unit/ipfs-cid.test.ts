import { base58btc } from "multiformats/bases/base58";
import { CID } from "multiformats/cid";
import { describe, expect, it } from "vitest";
import { isRawCid, parseRawCid, rawCid } from "@/lib/ipfs/cid";
import { versionDocument, versionDocumentBytes } from "@/lib/ipfs/document";
import { gatewayLinks, IPFS_GATEWAYS } from "@/lib/ipfs/gateways";

// The version's address: a canonical CIDv1 (raw, sha2-256, base32) of a document that comes
// out byte for byte the same for the same version.

const version = {
  title: 'A "quoted" <title>',
  authorName: "Ada & co",
  userName: "ada",
  createdAt: Date.UTC(2026, 0, 2, 3, 4, 5),
  language: "en",
  license: "cc_by_nc_nd_4",
  content: "<p>Body</p>",
};

describe("rawCid and parseRawCid", () => {
  it("makes the CID of the empty raw block that every IPFS implementation makes", async () => {
    // the well-known CIDv1 of zero bytes, raw codec, sha2-256
    expect(await rawCid(new Uint8Array())).toBe("bafkreihdwdcefgh4dqkjv67uzcmw7ojee6xedzdetojuzjevtenxquvyku");
  });

  it("accepts only canonical raw sha2-256 CIDv1 strings", async () => {
    const cid = await rawCid(new TextEncoder().encode("hello"));
    expect(parseRawCid(cid)?.toString()).toBe(cid);
    expect(isRawCid(cid)).toBe(true);
    // the same CID in base58btc: a real CID, but not the form we serve under
    expect(parseRawCid(CID.parse(cid).toString(base58btc))).toBeNull();
    // CIDv0 (dag-pb), a bare SHA-256 from before CIDs, nonsense
    expect(parseRawCid("QmdfTbBqBPQ7VNxZEYEj14VmRuZBkqFbiwReogJgS1zR1n")).toBeNull();
    expect(isRawCid("a".repeat(64))).toBe(false);
    expect(isRawCid("bafk-not")).toBe(false);
    expect(isRawCid(null)).toBe(false);
  });
});

describe("versionDocument", () => {
  it("is the same bytes for the same version, and another CID for another date", async () => {
    expect(versionDocument(version)).toBe(versionDocument({ ...version }));
    const one = await rawCid(versionDocumentBytes(version));
    expect(await rawCid(versionDocumentBytes(version))).toBe(one);
    expect(await rawCid(versionDocumentBytes({ ...version, createdAt: version.createdAt + 1 }))).not.toBe(one);
  });

  it("escapes what the version names and keeps the body as published", () => {
    const html = versionDocument(version);
    expect(html).toContain("<title>A &quot;quoted&quot; &lt;title&gt;</title>");
    expect(html).toContain('<meta name="author" content="Ada &amp; co (@ada)">');
    expect(html).toContain('<time datetime="2026-01-02T03:04:05.000Z">');
    expect(html).toContain("\n<p>Body</p>\n");
    expect(html).not.toMatch(/<script|<style|https?:/);
  });
});

describe("gatewayLinks", () => {
  it("fills each of the four templates with the CID", () => {
    const links = gatewayLinks("bafkreiexample");
    expect(links).toHaveLength(IPFS_GATEWAYS.length);
    expect(links.map((l) => l.name)).toEqual(["ipfs.io", "dweb.link", "w3s.link", "gateway.pinata.cloud"]);
    for (const link of links) expect(link.href).toContain("bafkreiexample");
  });
});

import { describe, expect, it } from "vitest";
import { isPublicHost, mayFetchHost } from "@/server/api/rules/public-address";

// Which hosts an upload by url may fetch, as the URL parser leaves them.

const host = (url: string) => new URL(url).hostname;

describe("isPublicHost", () => {
  it.each([
    "https://example.com/a.png",
    "https://images.example.co.uk/a.png",
    "http://8.8.8.8/a.png",
    "http://1.1.1.1/",
    "http://172.32.0.1/",
    "http://100.128.0.1/",
    "http://[2606:4700:4700::1111]/",
    "http://[::ffff:8.8.8.8]/",
  ])("takes %s", (url) => {
    expect(isPublicHost(host(url))).toBe(true);
  });

  it.each([
    "http://localhost/",
    "http://LOCALHOST./",
    "http://app.localhost/",
    "http://127.0.0.1/",
    "http://127.1/",
    "http://0x7f000001/",
    "http://017700000001/",
    "http://2130706433/",
    "http://0.0.0.0/",
    "http://10.0.0.1/",
    "http://172.16.0.1/",
    "http://172.31.255.255/",
    "http://192.168.0.1/",
    "http://169.254.169.254/",
    "http://100.64.0.1/",
    "http://198.18.0.1/",
    "http://224.0.0.1/",
    "http://255.255.255.255/",
    "http://[::1]/",
    "http://[::]/",
    "http://[::ffff:10.0.0.1]/",
    "http://[::ffff:7f00:1]/",
    "http://[64:ff9b::a9fe:a9fe]/",
    "http://[fc00::1]/",
    "http://[fe80::1]/",
    "http://[ff02::1]/",
    "http://[2001:db8::1]/",
    "http://metadata/",
    "http://nas.local/",
    "http://db.internal/",
    "http://router.home.arpa/",
  ])("refuses %s", (url) => {
    expect(isPublicHost(host(url))).toBe(false);
  });
});

describe("mayFetchHost", () => {
  const LOCAL = "http://127.0.0.1:8787";
  it("allows loopback only when asked for on a loopback site, and never private networks", () => {
    expect(mayFetchHost("127.0.0.1", { SITE_URL: LOCAL })).toBe(false);
    expect(mayFetchHost("127.0.0.1", { SITE_URL: LOCAL, UPLOAD_FETCH_LOOPBACK: "on" })).toBe(true);
    expect(mayFetchHost("localhost", { SITE_URL: LOCAL, UPLOAD_FETCH_LOOPBACK: "on" })).toBe(true);
    expect(mayFetchHost("10.0.0.1", { SITE_URL: LOCAL, UPLOAD_FETCH_LOOPBACK: "on" })).toBe(false);
    expect(mayFetchHost("127.0.0.1", { SITE_URL: "https://margins.example", UPLOAD_FETCH_LOOPBACK: "on" })).toBe(false);
    expect(mayFetchHost("127.0.0.1", { SITE_URL: LOCAL, UPLOAD_FETCH_LOOPBACK: "true" })).toBe(false);
  });
});

// Which hosts an upload by `url` may fetch: the public internet only. Without this check a user
// could make the worker fetch addresses only it can reach (this machine, a private network, a
// cloud metadata service) and read the answer back as an "image". The check is on the host as
// written, after the URL parser has normalised it (`http://2130706433/` is 127.0.0.1 by then).
import { isLoopbackHost } from "@/lib/url/loopback";

/** IPv4 ranges that are not the public internet (RFC 6890 and friends), as [first octets, prefix bits]. */
const PRIVATE_V4: readonly [number[], number][] = [
  [[0], 8], // "this" network
  [[10], 8], // private
  [[100, 64], 10], // carrier-grade NAT
  [[127], 8], // loopback
  [[169, 254], 16], // link-local, cloud metadata
  [[172, 16], 12], // private
  [[192, 0, 0], 24], // IETF protocol assignments
  [[192, 0, 2], 24], // documentation
  [[192, 88, 99], 24], // 6to4 relay
  [[192, 168], 16], // private
  [[198, 18], 15], // benchmarking
  [[198, 51, 100], 24], // documentation
  [[203, 0, 113], 24], // documentation
  [[224], 4], // multicast
  [[240], 4], // reserved, broadcast
];

function v4Number(parts: number[]) {
  return parts.reduce((n, part) => n * 256 + part, 0);
}

function isPrivateV4(address: string): boolean {
  const parts = address.split(".").map(Number);
  const n = v4Number(parts);
  return PRIVATE_V4.some(([start, bits]) => {
    const base = v4Number([...start, 0, 0, 0].slice(0, 4));
    return Math.floor(n / 2 ** (32 - bits)) === Math.floor(base / 2 ** (32 - bits));
  });
}

/** The IPv4 address an IPv6 one embeds (mapped ::ffff:a.b.c.d, NAT64 64:ff9b::), if any. */
function embeddedV4(v6: string): string | null {
  const dotted = v6.match(/^(?:::ffff:|64:ff9b::)(\d+\.\d+\.\d+\.\d+)$/);
  if (dotted?.[1]) return dotted[1];
  const hex = v6.match(/^(?:::ffff:|64:ff9b::)([0-9a-f]{1,4}):([0-9a-f]{1,4})$/);
  if (!hex?.[1] || !hex[2]) return null;
  const [high, low] = [Number.parseInt(hex[1], 16), Number.parseInt(hex[2], 16)];
  return [high >> 8, high & 255, low >> 8, low & 255].join(".");
}

function isPrivateV6(v6: string): boolean {
  const v4 = embeddedV4(v6);
  if (v4) return isPrivateV4(v4);
  if (v6 === "::" || v6 === "::1") return true;
  // only 2000::/3 is global unicast; ULA (fc00::/7), link-local (fe80::/10), multicast (ff00::/8)
  // and the rest are not the public internet
  const first = Number.parseInt(v6.split(":")[0] || "0", 16);
  if (first >> 13 !== 0b001) return true;
  // documentation 2001:db8::/32
  return v6.startsWith("2001:db8:");
}

/** Names that resolve inside a network by convention, never on the public internet. */
const LOCAL_SUFFIXES = [".localhost", ".local", ".internal", ".intranet", ".lan", ".home.arpa", ".corp"];

/**
 * Whether `hostname` (as `new URL(…).hostname` gives it) names the public internet. A name
 * without a dot (`intranet`, `metadata`) is taken as local too.
 */
export function isPublicHost(hostname: string): boolean {
  const host = hostname.toLowerCase().replace(/\.$/, "");
  if (host.startsWith("[")) return !isPrivateV6(host.slice(1, -1));
  if (/^\d+\.\d+\.\d+\.\d+$/.test(host)) return !isPrivateV4(host);
  if (!host.includes(".") || host === "localhost") return false;
  return !LOCAL_SUFFIXES.some((suffix) => host.endsWith(suffix));
}

/** Loopback, when a test asks for it on a loopback site (UPLOAD_FETCH_LOOPBACK). */
export function mayFetchHost(hostname: string, env: { UPLOAD_FETCH_LOOPBACK?: string; SITE_URL?: string }) {
  if (isPublicHost(hostname)) return true;
  const siteHost = env.SITE_URL && URL.canParse(env.SITE_URL) ? new URL(env.SITE_URL).hostname : "";
  return env.UPLOAD_FETCH_LOOPBACK === "on" && isLoopbackHost(siteHost) && isLoopbackHost(hostname);
}

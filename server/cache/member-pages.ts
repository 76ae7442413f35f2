// Signed-in readers' pages from one shared copy (DESIGN.md, "Visitors' pages"; the pages are
// listed in lib/cache/member-pages.ts). A signed-in reader's article was rendered for them
// alone, about 35 ms of Next's render for a page that differs from every other reader's only
// in the top bar's menu and a few buttons. Those parts are islands now, and the page is kept
// as a visitor's is: rendered once per purge without a session (MEMBER_SHELL_HEADER), under
// its own key. Each answer is that copy with the reader's state written into its head, read
// while the copy is looked up (member-state.ts).
//
// Where the state says no (the session ended, a language to take up, the reader's own or a
// paywalled article), or the page cannot be kept, the page is rendered for the reader as before.
import { isMemberPage, MEMBER_STATE_ELEMENT_ID } from "@/lib/cache/member-pages";
import { SESSION_COOKIE } from "@/lib/cookies/names";
import type { MemberState } from "@/lib/graphql/member-state";
import { takesEncoding } from "@/lib/http/compression";
import { MEMBER_SHELL_HEADER } from "@/lib/security/headers";
import type { KeptPage } from "./kept-pages";
import { readMemberState } from "./member-state";
import { gzipWith, type SplicedGzip, splicedGzip } from "./spliced-gzip";
import { cookieJar, visitorPageKey } from "./visitor-page-key";
import { CACHE_STATUS_HEADER, notKeptNow, type Render, type Served, sharedPage } from "./visitor-pages";

/**
 * The page's answer for a signed-in reader from the kept member copy; null where it is to be
 * rendered for them alone (not a member page, or the route or the page said no).
 */
export async function serveMemberPage(
  request: Request,
  env: CloudflareEnv,
  ctx: ExecutionContext,
  render: Render,
): Promise<Response | null> {
  if (request.method !== "GET") return null;
  const url = new URL(request.url);
  const cookie = request.headers.get("cookie") ?? "";
  const cookies = cookieJar(cookie);
  if (!isMemberPage(url.pathname) || !cookies.has(SESSION_COOKIE)) return null;
  const shell = shellRequest(request, cookie);
  const visitorKey = visitorPageKey(shell);
  if (!visitorKey) return null;
  const key = `member ${visitorKey}`;
  if (notKeptNow(key)) return null;

  const asked = readerState(env, ctx, url.pathname, cookie, cookies);
  const served = sharedPage(key, shell, env, ctx, render, prepareSplice);
  const state = await asked;
  if (state === null) {
    // the copy, if it is being rendered, is still kept for the readers after this one
    ctx.waitUntil(served);
    return null;
  }
  const page = await served;
  if (!("page" in page)) return null;
  return withState(request, page, state);
}

/** The request as every signed-in reader's copy is rendered from: no session, marked as the member shell. */
function shellRequest(request: Request, cookie: string): Request {
  const shell = new Request(request);
  const others = cookie
    .split(";")
    .filter((part) => part.split("=")[0]?.trim() !== SESSION_COOKIE)
    .join(";");
  if (others.trim()) shell.headers.set("cookie", others);
  else shell.headers.delete("cookie");
  shell.headers.set(MEMBER_SHELL_HEADER, "1");
  return shell;
}

/** The reader's state for the page, as JSON text; null where it is to be rendered for them alone. */
async function readerState(
  env: CloudflareEnv,
  ctx: ExecutionContext,
  pathname: string,
  cookie: string,
  cookies: ReadonlyMap<string, string>,
): Promise<string | null> {
  try {
    const state: MemberState | null = await readMemberState(env, ctx, pathname, cookie, cookies);
    return state && JSON.stringify(state);
  } catch (error) {
    console.error("The reader's state for a member page could not be read.", error);
    return null;
  }
}

/**
 * The kept copy with the reader's state at the end of its head, for them alone: there before
 * the body is parsed, for the top bar's first frames (components/layout/signed-in-controls.tsx).
 * Spliced, never decoded: as bytes, and for a client that takes gzip into the copy compressed
 * once (spliced-gzip.ts), so that an answer compresses the state alone.
 */
function withState(request: Request, served: Extract<Served, { page: unknown }>, state: string): Response {
  const { page, status } = served;
  const copy = new Uint8Array(page.body);
  const prepared = preparedCopy(page.body);
  // a data block, never run: the policy's script hashes stay the copy's; `<` escaped, so the
  // text cannot close the element
  const block = new TextEncoder().encode(
    `<script type="application/json" id="${MEMBER_STATE_ELEMENT_ID}">${state.replaceAll("<", "\\u003c")}</script>`,
  );
  const headers = new Headers(page.headers);
  headers.set("cache-control", "private, no-store");
  headers.set(CACHE_STATUS_HEADER, status);
  // until the copy is prepared (just after it is kept), the runtime compresses the whole
  // answer (lib/http/compression.ts)
  if (prepared.gzip && takesEncoding(request.headers.get("accept-encoding"), "gzip")) {
    headers.set("content-encoding", "gzip");
    const vary = headers.get("vary");
    if (!vary?.toLowerCase().includes("accept-encoding"))
      headers.set("vary", vary ? `${vary}, Accept-Encoding` : "Accept-Encoding");
    // the bytes go out as they are (the runtime would otherwise compress them again)
    return new Response(gzipWith(prepared.gzip, copy, block), { status: 200, headers, encodeBody: "manual" });
  }
  const body = new Uint8Array(copy.byteLength + block.byteLength);
  body.set(copy.subarray(0, prepared.at));
  body.set(block, prepared.at);
  body.set(copy.subarray(prepared.at), prepared.at + block.byteLength);
  return new Response(body, { status: 200, headers });
}

/** A kept copy's point for the state (where its `</head>` starts, else its end) and its spliced gzip once made. */
type PreparedCopy = { at: number; gzip?: SplicedGzip };

const HEAD_END = new TextEncoder().encode("</head>");
/** Each kept copy's preparation, made once per copy (a purge keeps another copy). */
const preparations = new WeakMap<ArrayBuffer, PreparedCopy>();

/**
 * A kept member copy readied for its answers (visitor-pages.ts's Prepare): compressed around
 * the state's place, in place of the whole-page encodings a visitor's page gets, which no
 * member answer could use.
 */
function prepareSplice(page: KeptPage): void {
  const prepared = preparedCopy(page.body);
  prepared.gzip ??= splicedGzip(new Uint8Array(page.body), prepared.at);
}

function preparedCopy(copy: ArrayBuffer): PreparedCopy {
  let made = preparations.get(copy);
  if (!made) {
    made = { at: indexOf(new Uint8Array(copy), HEAD_END) ?? copy.byteLength };
    preparations.set(copy, made);
  }
  return made;
}

function indexOf(bytes: Uint8Array, part: Uint8Array): number | null {
  const first = part[0] as number;
  for (
    let at = bytes.indexOf(first);
    at !== -1 && at + part.length <= bytes.length;
    at = bytes.indexOf(first, at + 1)
  ) {
    if (part.every((byte, i) => bytes[at + i] === byte)) return at;
  }
  return null;
}

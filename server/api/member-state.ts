import "server-only";
import { articlePageOf } from "@/lib/cache/member-pages";
import { LANGUAGE_COOKIE, SAVED_LANGUAGE_COOKIE } from "@/lib/cookies/names";
import { MemberShellQuery } from "@/lib/graphql/documents/worker/member-shell";
import type { MemberShellQuery as MemberShellData } from "@/lib/graphql/generated/worker/graphql";
import { type MemberState, memberStateOf } from "@/lib/graphql/member-state";
import { executeInContext, openCallerContext } from "./in-process";

// The worker's own read of a signed-in reader's state for a kept member page
// (server/cache/member-pages.ts), made in the worker, beside the copy's lookup, without Next's
// router: the same schema and rules as every other read as the viewer.

/**
 * The reader's state for the member page at `pathname`, in one read as the viewer behind
 * `cookie` (`cookies`: the same header, parsed); null where the page must be rendered for them
 * alone (lib/graphql/member-state.ts).
 */
export async function readMemberState(
  env: Cloudflare.Env,
  pathname: string,
  cookie: string,
  cookies: ReadonlyMap<string, string>,
): Promise<MemberState | null> {
  const shortHash = articlePageOf(pathname);
  const viewer = await openCallerContext(env, { cookie, nearest: true });
  const data = (await executeInContext(viewer, String(MemberShellQuery), {
    shortHash: shortHash ?? "",
    article: shortHash !== null,
  })) as MemberShellData;
  return memberStateOf(pathname, data, cookies.get(SAVED_LANGUAGE_COOKIE) ?? cookies.get(LANGUAGE_COOKIE));
}

import { isMemberPage } from "@/lib/cache/member-pages";
import { memberShellState } from "@/lib/graphql/reads/member-shell";

// Asked by the worker (server/cache/member-pages.ts) with the reader's cookies: their state for
// the kept member page at `?path=`, or null when that page must be rendered for them alone.
// Anyone may ask it; it answers only the asker's own state, as /graphql's viewer does.
export async function GET(request: Request) {
  const path = new URL(request.url).searchParams.get("path") ?? "";
  const state = isMemberPage(path) ? await memberShellState(path) : null;
  return Response.json(state, { headers: { "cache-control": "private, no-store" } });
}

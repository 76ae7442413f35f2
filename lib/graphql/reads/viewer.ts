import "server-only";
import { cookies } from "next/headers";
import { cache } from "react";
import { SESSION_COOKIE } from "@/lib/cookies/names";
import { ViewerSummaryQuery } from "../documents/viewer";
import { executeAsViewer } from "../execute";
import { VISITOR_SUMMARY } from "../visitor-summary";

/**
 * The viewer's summary (top bar, menus), read once per request however many parts of the page
 * ask. A visitor's is the same empty one for every visitor, so a visitor's page may be kept
 * whole with it; it is not asked of the API at all, so that a page whose other reads all come
 * from the cache renders without loading the API (lib/graphql/execute.ts).
 */
export const getViewerSummary = cache(async () => {
  if (!(await cookies()).has(SESSION_COOKIE)) return VISITOR_SUMMARY;
  return (await executeAsViewer(ViewerSummaryQuery, {})).viewer;
});

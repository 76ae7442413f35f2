import "server-only";
import { cache } from "react";
import { ViewerSummaryQuery } from "../documents/viewer";
import { executeAsViewer } from "../execute";

/**
 * The viewer's summary (top bar, menus), read once per request however many parts of the page
 * ask. A visitor's is the same empty one for every visitor, so a visitor's page may be kept
 * whole with it.
 */
export const getViewerSummary = cache(
  async () => (await executeAsViewer(ViewerSummaryQuery, {}, { sameForEveryVisitor: true })).viewer,
);

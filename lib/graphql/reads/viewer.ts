import "server-only";
import { cache } from "react";
import { ViewerSummaryQuery } from "../documents/viewer";
import { executeAsViewer } from "../execute";

/** The viewer's summary (top bar, menus), read once per request however many parts of the page ask. */
export const getViewerSummary = cache(async () => (await executeAsViewer(ViewerSummaryQuery, {})).viewer);

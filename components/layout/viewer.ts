import "server-only";
import { cache } from "react";
import { ViewerSummaryQuery } from "@/lib/graphql/documents/viewer";
import { executeAsViewer } from "@/lib/graphql/execute";

/** The viewer's summary, read once per request however many parts of the page ask. */
export const getViewer = cache(async () => (await executeAsViewer(ViewerSummaryQuery, {})).viewer);

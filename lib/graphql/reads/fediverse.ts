import "server-only";
import { cache } from "react";
import { ViewerFediverseQuery } from "../documents/fediverse";
import { executeAsViewer, InProcessError } from "../execute";

// The reader's fediverse pages read their own side per request, as the viewer: nothing shared.

/** The viewer's fediverse side, or "not_opted_in" when they never turned it on. */
export const getViewerFediverse = cache(async () => {
  try {
    return (await executeAsViewer(ViewerFediverseQuery, {})).viewerFediverse;
  } catch (error) {
    if (
      error instanceof InProcessError &&
      error.code === "FORBIDDEN_BY_STATE" &&
      error.extensions.reason === "not_opted_in"
    )
      return "not_opted_in" as const;
    throw error;
  }
});

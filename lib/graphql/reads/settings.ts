import "server-only";
import { cache } from "react";
import { ViewerAuthorizedAppsQuery, ViewerSessionsQuery, ViewerSettingsQuery } from "../documents/settings";
import { executeAsViewer } from "../execute";

// The settings pages read the viewer's own account per request, as the viewer: none of it is
// cached or shared (email, devices, preferences).

export const getViewerSettings = cache(async () => (await executeAsViewer(ViewerSettingsQuery, {})).viewer);

export const getViewerSessions = cache(
  async () => (await executeAsViewer(ViewerSessionsQuery, {})).viewer?.sessions ?? [],
);

export const getViewerAuthorizedApps = cache(
  async () => (await executeAsViewer(ViewerAuthorizedAppsQuery, {})).viewer?.oauthAuthorizations ?? [],
);

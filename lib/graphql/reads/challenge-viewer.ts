import "server-only";
import { cache } from "react";
import { ChallengeViewerStateQuery } from "../documents/challenge-viewer";
import { executeAsViewer } from "../execute";
import type { CampaignApplicationState } from "../generated/graphql";
import { getViewerKind } from "./social";

/**
 * The state of the viewer's application to a challenge; null for a visitor or someone who has
 * not applied. Per request, as the viewer: a shared page never holds one reader's application.
 */
export const getChallengeApplication = cache(async (shortHash: string): Promise<CampaignApplicationState | null> => {
  if ((await getViewerKind()).kind === "visitor") return null;
  const { channel } = await executeAsViewer(ChallengeViewerStateQuery, { shortHash });
  return channel?.__typename === "WritingChallenge" ? (channel.application?.state ?? null) : null;
});

import "server-only";
import { cache } from "react";
import { ChallengeViewerStateQuery } from "../documents/challenge-viewer";
import { executeAsViewer } from "../execute";
import type { CampaignApplicationState } from "../generated/graphql";
import { getViewerKind } from "./social";

type ChallengeViewer = { application: CampaignApplicationState | null; isManager: boolean };

const NOBODY: ChallengeViewer = { application: null, isManager: false };

/**
 * What the viewer is to a challenge: their application's state (null for a visitor or someone
 * who has not applied) and whether they manage its entries. Per request, as the viewer, asked
 * once however many parts of the page want it: a shared page never holds one reader's answer.
 */
export const getChallengeViewer = cache(async (shortHash: string): Promise<ChallengeViewer> => {
  if ((await getViewerKind()).kind === "visitor") return NOBODY;
  const { channel } = await executeAsViewer(ChallengeViewerStateQuery, { shortHash });
  if (channel?.__typename !== "WritingChallenge") return NOBODY;
  return { application: channel.application?.state ?? null, isManager: channel.isManager };
});

/** The state of the viewer's application to a challenge; null for a visitor or someone who has not applied. */
export async function getChallengeApplication(shortHash: string): Promise<CampaignApplicationState | null> {
  return (await getChallengeViewer(shortHash)).application;
}

import "server-only";
import { AdminMomentFeedQuery } from "../documents/admin-moments";
import { executeAsViewer } from "../execute";
import type { MomentFeedUserState } from "../generated/graphql";

/** A page of the people whose application to the hottest-moments feed is in `state`; null when `after` no longer leads anywhere. */
export async function getAdminMomentFeed(state: MomentFeedUserState, after: string | null) {
  try {
    const { oss } = await executeAsViewer(AdminMomentFeedQuery, { states: [state], after });
    return oss.momentFeedUsers;
  } catch (error) {
    if (after) return null;
    throw error;
  }
}

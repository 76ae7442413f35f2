import "server-only";
import { AdminFeedbackQuery } from "../documents/admin-feedback";
import { executeAsViewer } from "../execute";
import type { TopicChannelFeedbackState, TopicChannelFeedbackType, UserLanguage } from "../generated/graphql";

export type FeedbackFilter = { state: TopicChannelFeedbackState | null; type: TopicChannelFeedbackType | null };

/** A page of authors' topic-channel feedback, newest first; null when `after` no longer leads anywhere. */
export async function getAdminFeedback(filter: FeedbackFilter, language: UserLanguage, after: string | null) {
  try {
    const { oss } = await executeAsViewer(AdminFeedbackQuery, { ...filter, language, after });
    return oss.topicChannelFeedbacks;
  } catch (error) {
    if (after) return null;
    throw error;
  }
}

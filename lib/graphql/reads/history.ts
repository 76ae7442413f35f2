import "server-only";
import {
  ViewerAnalyticsQuery,
  ViewerCommentHistoryQuery,
  ViewerLikesReceivedQuery,
  ViewerLikesSentQuery,
  ViewerReadHistoryQuery,
} from "../documents/history";
import { executeAsViewer } from "../execute";

// The viewer's history and analytics, read as the viewer on every request (nobody else's page
// shows them, so nothing here is cached). Each answers null for a visitor.

export async function getViewerReadHistory(after: string | null) {
  const { viewer } = await executeAsViewer(ViewerReadHistoryQuery, { after });
  return viewer?.id ? viewer.activity.history : null;
}

export async function getViewerCommentHistory(after: string | null) {
  const { viewer } = await executeAsViewer(ViewerCommentHistoryQuery, { after });
  return viewer?.id ? viewer.activity.comments : null;
}

export async function getViewerLikes(side: "sent" | "received", after: string | null) {
  if (side === "sent") {
    const { viewer } = await executeAsViewer(ViewerLikesSentQuery, { after });
    return viewer?.id
      ? { total: viewer.activity.appreciationsSentTotal, page: viewer.activity.appreciationsSent }
      : null;
  }
  const { viewer } = await executeAsViewer(ViewerLikesReceivedQuery, { after });
  return viewer?.id
    ? { total: viewer.activity.appreciationsReceivedTotal, page: viewer.activity.appreciationsReceived }
    : null;
}

/** The viewer's analytics over the last `days` days, with their user name. */
export async function getViewerAnalytics(days: number) {
  const { viewer } = await executeAsViewer(ViewerAnalyticsQuery, { days });
  return viewer?.id ? { userName: viewer.userName, summary: viewer.analytics.summary } : null;
}

export type AnalyticsSummary = NonNullable<Awaited<ReturnType<typeof getViewerAnalytics>>>["summary"];

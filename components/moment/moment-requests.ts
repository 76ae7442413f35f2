import { toastApiError } from "@/components/ui/api-error-toast";
import { toast } from "@/components/ui/toast-store";
import { request } from "@/lib/graphql/client";
import {
  DeleteMoment,
  LikeMoment,
  MomentViewerState,
  UnlikeMoment,
} from "@/lib/graphql/documents/islands/moment-actions/actions";
import type { LikeState } from "./moments-provider";

// The moment controls' requests and their errors' toasts, loaded after the page
// (moments-provider.tsx asks for the viewer's state at once; the rest on a press), so no page's
// first load carries the documents or the error catalogue.

/** Who the viewer is ("" for a visitor) and what they hold of each of the moments. */
export async function momentViewerState(ids: string[]) {
  const data = await request(MomentViewerState, { ids });
  const states = new Map<string, LikeState>(
    (data.nodes ?? []).flatMap((node) =>
      node.__typename === "Moment" ? [[node.id, { liked: node.liked, count: node.likeCount }]] : [],
    ),
  );
  return { viewer: data.viewer?.id ?? "", states };
}

/** Likes or unlikes; answers what the API then holds. */
export async function setLike(id: string, liked: boolean): Promise<LikeState> {
  const answer = liked
    ? (await request(LikeMoment, { id })).likeMoment
    : (await request(UnlikeMoment, { id })).unlikeMoment;
  return { liked: answer.liked, count: answer.likeCount };
}

export async function deleteMoment(id: string) {
  await request(DeleteMoment, { id });
}

/** The toast for a refused request. `t` translates from the root of the messages. */
export function toastFailure(error: unknown, t: (key: string, values?: Record<string, string | number>) => string) {
  if (!toastApiError(error, t)) toast.error(t("apiErrors.UNKNOWN_ERROR"));
}

import { getTagBookmarked, getViewerKind } from "@/lib/graphql/reads/social";
import { TagBookmarkButton } from "./tag-bookmark-button";

/** The tag page's bookmark button, from whether the viewer bookmarked it: render it inside <Suspense>. */
export async function TagBookmark({ tagId, content }: { tagId: string; content: string }) {
  const [{ kind }, bookmarked] = await Promise.all([getViewerKind(), getTagBookmarked(tagId)]);
  return <TagBookmarkButton tagId={tagId} content={content} viewer={kind} initial={bookmarked} />;
}

import { isMemberShell } from "@/components/layout/member-shell";
import { getTagBookmarked, getViewerKind } from "@/lib/graphql/reads/social";
import { TagBookmarkIsland } from "./tag-bookmark-island";

/**
 * The tag page's bookmark button, from whether the viewer bookmarked it: render it inside
 * <Suspense>. On the copy kept for every signed-in reader nothing is read here: the button
 * takes the reader's state from the answer (tag-bookmark-island.tsx).
 */
export async function TagBookmark({ tagId, content }: { tagId: string; content: string }) {
  if (await isMemberShell()) return <TagBookmarkIsland tagId={tagId} content={content} />;
  const [{ kind }, bookmarked] = await Promise.all([getViewerKind(), getTagBookmarked(tagId)]);
  return <TagBookmarkIsland tagId={tagId} content={content} reader={{ kind, bookmarked }} />;
}

import "server-only";
import { redirect } from "next/navigation";
import { getViewerSummary } from "@/lib/graphql/reads/viewer";

/**
 * The signed-in viewer of a page that is theirs alone (section 2.2); a visitor is sent to log
 * in, with the page as the target to come back to (section 2.3).
 */
export async function requireViewer(target: string) {
  const viewer = await getViewerSummary();
  if (!viewer?.id) redirect(`/login?${new URLSearchParams({ target })}`);
  return viewer;
}

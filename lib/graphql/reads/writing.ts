import "server-only";
import { DraftEditorQuery, NewDraftEditorQuery } from "../documents/islands/editor/writing";
import { ArticleForEditQuery, ViewerDraftsQuery, ViewerWorksQuery } from "../documents/writing";
import { executeAsViewer } from "../execute";
import type { DraftEditorQuery as DraftEditorData } from "../generated/editor/graphql";
import type { ArticleState } from "../generated/graphql";

// The author's own pages read as the viewer, per request: drafts and the works of each state
// are never in a shared cache. The pages send a visitor to log in before they read.

/** The viewer's drafts not yet published, last saved first; null for a visitor. */
export async function getViewerDrafts(after: string | null) {
  const { viewer } = await executeAsViewer(ViewerDraftsQuery, { after });
  return viewer?.id ? viewer.drafts : null;
}

/** The viewer's articles in a state (active: published, archived), newest first; null for a visitor. */
export async function getViewerWorks(state: ArticleState, after: string | null) {
  const { viewer } = await executeAsViewer(ViewerWorksQuery, { state, after });
  return viewer?.id ? viewer.articles : null;
}

/** Codes that mean "no such thing of yours": the page answers not found. */
const NOT_YOURS = new Set(["DRAFT_NOT_FOUND", "ENTITY_NOT_FOUND", "FORBIDDEN", "BAD_USER_INPUT"]);

const notYours = (error: unknown) =>
  typeof error === "object" && error !== null && "code" in error && NOT_YOURS.has(String(error.code));

/**
 * A draft of the signed-in viewer's for the editor, with their collections and the writing
 * challenges they joined (with the one it is in, even when that has closed since it was chosen,
 * so the form shows it and may leave it); null when the id names no draft of theirs (another
 * person's answers FORBIDDEN, a malformed id BAD_USER_INPUT: both are not found to this page).
 * The API answers each challenge's state as it is at this request.
 */
export async function getDraftForEditor(id: string) {
  let data: DraftEditorData;
  try {
    data = await executeAsViewer(DraftEditorQuery, { id });
  } catch (error) {
    if (notYours(error)) return null;
    throw error;
  }
  const draft = data.node?.__typename === "Draft" ? data.node : null;
  if (!data.viewer?.id || !draft) return null;
  const current = draft.campaigns.map((c) => c.campaign);
  return { viewer: data.viewer, draft, challenges: challengesToOffer(data.viewer.campaigns, current) };
}

/** What a new draft's options offer (the viewer's collections, the challenges they joined); null for a visitor. */
export async function getNewDraftChoices() {
  const data = await executeAsViewer(NewDraftEditorQuery, {});
  if (!data.viewer?.id) return null;
  return { viewer: data.viewer, challenges: challengesToOffer(data.viewer.campaigns, []) };
}

type OfferedChallenge = { id: string; name: string; state: string; stages: { id: string; name: string }[] };
type Joined = { edges?: readonly { node: Partial<OfferedChallenge> }[] | null } | null | undefined;

const complete = <T extends Partial<OfferedChallenge>>(c: T): c is T & OfferedChallenge =>
  c.id !== undefined && c.name !== undefined && c.state !== undefined && c.stages !== undefined;

/**
 * The challenges a work may enter: those under way that the author joined (User.campaigns),
 * and those the work already entered (kept, so it can leave them, even when they have closed
 * since or the author's application was withdrawn).
 */
function challengesToOffer(joined: Joined, entered: readonly Partial<OfferedChallenge>[]): OfferedChallenge[] {
  const open = (joined?.edges ?? []).map((e) => e.node).filter(complete);
  const kept = entered.filter(complete).filter((c) => !open.some((o) => o.id === c.id));
  return [...open, ...kept];
}

/**
 * A published article of the viewer's, with what the revision form needs: its images to take
 * a cover from, and the writing challenges the author joined (with the one it is in, even when
 * that has closed, so the form shows it); null when it is not theirs.
 */
export async function getArticleForEdit(shortHash: string) {
  const { viewer, article } = await executeAsViewer(ArticleForEditQuery, { shortHash });
  if (!viewer?.id || article?.author.id !== viewer.id) return null;
  return {
    viewer,
    article,
    challenges: challengesToOffer(
      viewer.campaigns,
      article.campaigns.map((c) => c.campaign),
    ),
  };
}

import type { Metadata } from "next";
import { notFound } from "next/navigation";
import { getTranslations, setRequestLocale } from "next-intl/server";
import { requireViewer } from "@/components/auth/require-viewer";
import { DraftEditorIsland } from "@/components/editor/editor-islands";
import { WritingMessages } from "@/components/editor/writing-messages";
import { metadataFor } from "@/components/layout/site-meta";
import { getDraftForEditor } from "@/lib/graphql/reads/writing";
import { articlePath } from "@/lib/url/entity-paths";
import { decodePathText } from "@/lib/url/path-text";

type Props = { params: Promise<{ locale: string; draftId: string }> };

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const { locale, draftId } = await params;
  const t = await getTranslations({ locale, namespace: "editor" });
  return metadataFor({ title: t("editDraft"), path: `/me/drafts/${draftId}`, noindex: true });
}

/** The editor of one of the viewer's drafts; anyone else's, or none, is not found. */
export default async function DraftPage({ params }: Props) {
  const { locale, draftId } = await params;
  setRequestLocale(locale);
  const id = decodePathText(draftId) ?? notFound();
  const viewer = await requireViewer(`/me/drafts/${draftId}`);
  const found = (await getDraftForEditor(id)) ?? notFound();
  const t = await getTranslations("editor");
  const { draft } = found;

  // published, or being published: the article is where it is changed now
  if (draft.publishState === "published" || draft.publishState === "pending") {
    return (
      <div>
        <h1>{draft.title ?? t("editDraft")}</h1>
        <p>{draft.publishState === "published" ? t("alreadyPublished") : t("publish.pending")}</p>
        {draft.article ? (
          <p>
            <a href={articlePath(draft.article.shortHash)}>{t("readArticle")}</a>
            {" · "}
            <a href={`${articlePath(draft.article.shortHash)}/edit`}>{t("reviseArticle")}</a>
          </p>
        ) : null}
      </div>
    );
  }

  return (
    <WritingMessages>
      <h1 className="visually-hidden">{t("editDraft")}</h1>
      <DraftEditorIsland
        authorId={viewer.id}
        draft={draft}
        collections={(found.viewer.collections.edges ?? []).map((edge) => edge.node)}
        challenges={found.challenges}
        circles={found.viewer.ownCircles ?? []}
      />
    </WritingMessages>
  );
}

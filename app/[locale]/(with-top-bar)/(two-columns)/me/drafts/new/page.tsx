import type { Metadata } from "next";
import { getTranslations, setRequestLocale } from "next-intl/server";
import { requireViewer } from "@/components/auth/require-viewer";
import { DraftEditorIsland } from "@/components/editor/editor-islands";
import { WritingMessages } from "@/components/editor/writing-messages";
import { metadataFor } from "@/components/layout/site-meta";
import { getNewDraftChoices } from "@/lib/graphql/reads/writing";

type Props = { params: Promise<{ locale: string }> };

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const { locale } = await params;
  const t = await getTranslations({ locale, namespace: "editor" });
  return metadataFor({ title: t("newDraft"), path: "/me/drafts/new", noindex: true });
}

/**
 * The Create menu's Article: the editor of a draft not yet made. The first change makes it (a
 * POST from the editor, never the GET that opened the page), so opening and leaving makes none.
 */
export default async function NewDraftPage({ params }: Props) {
  setRequestLocale((await params).locale);
  const viewer = await requireViewer("/me/drafts/new");
  const choices = await getNewDraftChoices();
  const t = await getTranslations("editor");
  return (
    <WritingMessages>
      <h1 className="visually-hidden">{t("newDraft")}</h1>
      <DraftEditorIsland
        authorId={viewer.id}
        draft={null}
        collections={(choices?.viewer.collections.edges ?? []).map((edge) => edge.node)}
        challenges={choices?.challenges ?? []}
        circles={choices?.viewer.ownCircles ?? []}
      />
    </WritingMessages>
  );
}

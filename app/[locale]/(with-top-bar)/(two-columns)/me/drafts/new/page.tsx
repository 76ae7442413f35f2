import type { Metadata } from "next";
import { getTranslations, setRequestLocale } from "next-intl/server";
import { requireViewer } from "@/components/auth/require-viewer";
import { NewDraft } from "@/components/editor/new-draft";
import { WritingMessages } from "@/components/editor/writing-messages";
import { metadataFor } from "@/components/layout/site-meta";

type Props = { params: Promise<{ locale: string }> };

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const { locale } = await params;
  const t = await getTranslations({ locale, namespace: "editor" });
  return metadataFor({ title: t("newDraft"), path: "/me/drafts/new", noindex: true });
}

/** The Create menu's Article: a new draft, opened in the editor. */
export default async function NewDraftPage({ params }: Props) {
  setRequestLocale((await params).locale);
  await requireViewer("/me/drafts/new");
  const t = await getTranslations("editor");
  return (
    <WritingMessages>
      <h1 className="visually-hidden">{t("newDraft")}</h1>
      <NewDraft />
    </WritingMessages>
  );
}

import type { Metadata } from "next";
import { notFound } from "next/navigation";
import { getTranslations, setRequestLocale } from "next-intl/server";
import { requireViewer } from "@/components/auth/require-viewer";
import { collectionChoices, coverChoices, formOfArticle, REVISIONS_MAX } from "@/components/editor/draft-form";
import { ArticleEditorIsland } from "@/components/editor/editor-islands";
import { WritingMessages } from "@/components/editor/writing-messages";
import { metadataFor } from "@/components/layout/site-meta";
import { getArticleForEdit } from "@/lib/graphql/reads/writing";
import { articlePath } from "@/lib/url/entity-paths";

type Props = { params: Promise<{ locale: string; shortHash: string }> };

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const { locale, shortHash } = await params;
  const t = await getTranslations({ locale, namespace: "editor" });
  return metadataFor({ title: t("revise.heading"), path: `${articlePath(shortHash)}/edit`, noindex: true });
}

/** Revising a published article of the viewer's; anyone else's is not found. */
export default async function ArticleEditPage({ params }: Props) {
  const { locale, shortHash } = await params;
  setRequestLocale(locale);
  const viewer = await requireViewer(`${articlePath(shortHash)}/edit`);
  const found = (await getArticleForEdit(shortHash)) ?? notFound();
  const t = await getTranslations("editor");
  const { article } = found;

  if (article.state !== "active") {
    return (
      <div>
        <h1>{article.title}</h1>
        <p>{t("revise.archived")}</p>
        <p>
          <a href="/me/archived">{t("revise.toArchived")}</a>
        </p>
      </div>
    );
  }

  return (
    <WritingMessages>
      <h1 className="visually-hidden">{t("revise.heading")}</h1>
      <ArticleEditorIsland
        authorId={viewer.id}
        articleId={article.id}
        shortHash={article.shortHash}
        form={formOfArticle(article)}
        revisedAt={article.revisedAt ?? article.createdAt}
        revisionsLeft={Math.max(0, REVISIONS_MAX - article.revisionCount)}
        covers={coverChoices(article.assets)}
        challenges={found.challenges}
        collections={collectionChoices(found.viewer, article)}
        circles={found.viewer.ownCircles ?? []}
      />
    </WritingMessages>
  );
}

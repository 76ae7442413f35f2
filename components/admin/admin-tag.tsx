import { getTranslations } from "next-intl/server";
import type { AdminTagQuery } from "@/lib/graphql/generated/graphql";
import { tagPath } from "@/lib/url/entity-paths";
import styles from "./admin.module.css";
import { TagModeration } from "./tag-moderation";

export type AdminTagView = Extract<NonNullable<AdminTagQuery["node"]>, { content: string }>;

/** One tag in the admin area: its name, counts and boost, and the admin's actions on it. */
export async function AdminTag({ tag }: { tag: AdminTagView }) {
  const t = await getTranslations("admin.tags");
  return (
    <section className={styles.section} aria-labelledby="admin-heading">
      <h1 id="admin-heading">{tag.content}</h1>
      <p>
        <a href="/admin/tags">{t("back")}</a>
        {" · "}
        <a href={tagPath(tag.id, tag.slug)}>{t("read")}</a>
      </p>
      <dl className={styles.details}>
        <dt>{t("articles")}</dt>
        <dd>{tag.numArticles}</dd>
        <dt>{t("authors")}</dt>
        <dd>{tag.numAuthors}</dd>
        <dt>{t("followers")}</dt>
        <dd>{tag.numFollowers}</dd>
        <dt>{t("boost")}</dt>
        <dd data-testid="tag-boost">{tag.oss.boost}</dd>
      </dl>
      <h2>{t("actions")}</h2>
      <TagModeration id={tag.id} name={tag.content} boost={tag.oss.boost} />
    </section>
  );
}

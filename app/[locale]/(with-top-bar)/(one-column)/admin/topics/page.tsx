import type { Metadata } from "next";
import { getTranslations, setRequestLocale } from "next-intl/server";
import styles from "@/components/admin/admin.module.css";
import { IcymiTopicActions } from "@/components/admin/icymi-topic-actions";
import { IcymiTopicForm, type TopicDraft } from "@/components/admin/icymi-topic-form";
import { metadataFor } from "@/components/layout/site-meta";
import { getAdminIcymiTopics } from "@/lib/graphql/reads/admin-curation";
import { articlePath } from "@/lib/url/entity-paths";
import { queryParam } from "@/lib/url/query-param";

type Props = {
  params: Promise<{ locale: string }>;
  searchParams: Promise<{ edit?: string | string[] }>;
};

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const { locale } = await params;
  const t = await getTranslations({ locale, namespace: "admin" });
  return metadataFor({ title: t("curation.topics.title"), path: "/admin/topics", noindex: true });
}

const EMPTY = { en: "", zh_hant: "", zh_hans: "" };

/**
 * /admin/topics: the editors' ICYMI topics, newest first, each published, archived or being
 * edited; the form makes one, or edits the one `?edit=` names.
 */
export default async function AdminTopicsPage({ params, searchParams }: Props) {
  const { locale } = await params;
  setRequestLocale(locale);
  const t = await getTranslations("admin.curation.topics");
  const format = new Intl.DateTimeFormat(locale, { dateStyle: "medium", timeStyle: "short", timeZone: "Asia/Taipei" });
  const topics = (await getAdminIcymiTopics()).edges.map((e) => e.node);
  const editId = queryParam((await searchParams).edit);
  const editing = topics.find((topic) => topic.id === editId);
  const draft: TopicDraft = editing
    ? {
        id: editing.id,
        title: { en: editing.titleEn, zh_hant: editing.titleZhHant, zh_hans: editing.titleZhHans },
        note: { en: editing.noteEn ?? "", zh_hant: editing.noteZhHant ?? "", zh_hans: editing.noteZhHans ?? "" },
        pinAmount: editing.pinAmount === 6 ? 6 : 3,
        links: editing.articles.map((a) => a.shortHash).join("\n"),
      }
    : { id: null, title: EMPTY, note: EMPTY, pinAmount: 3, links: "" };
  return (
    <section className={styles.section} aria-labelledby="admin-heading">
      <h1 id="admin-heading">{t("heading")}</h1>
      <p>{t("intro")}</p>
      {topics.length === 0 ? (
        <p>{t("empty")}</p>
      ) : (
        <table className={styles.table}>
          <caption>{t("caption", { count: topics.length })}</caption>
          <thead>
            <tr>
              <th scope="col">{t("columns.title")}</th>
              <th scope="col">{t("columns.state")}</th>
              <th scope="col">{t("columns.articles")}</th>
              <th scope="col">{t("columns.publishedAt")}</th>
              <th scope="col">{t("columns.actions")}</th>
            </tr>
          </thead>
          <tbody>
            {topics.map((topic) => {
              const title =
                locale === "en" ? topic.titleEn : locale === "zh-Hans" ? topic.titleZhHans : topic.titleZhHant;
              return (
                <tr key={topic.id}>
                  <th scope="row">{title}</th>
                  <td>{t(`states.${topic.state}`)}</td>
                  <td>
                    {t("pinned", { count: topic.articles.length, amount: topic.pinAmount })}
                    <ol>
                      {topic.articles.map((a) => (
                        <li key={a.id}>
                          <a href={articlePath(a.shortHash)}>{a.title}</a>
                        </li>
                      ))}
                    </ol>
                  </td>
                  <td>{topic.publishedAt ? format.format(new Date(topic.publishedAt)) : "—"}</td>
                  <td>
                    {topic.state !== "archived" ? (
                      <a
                        href={`/admin/topics?edit=${encodeURIComponent(topic.id)}`}
                        aria-label={t("editLabel", { title })}
                      >
                        {t("edit")}
                      </a>
                    ) : null}{" "}
                    <IcymiTopicActions id={topic.id} state={topic.state} title={title} />
                  </td>
                </tr>
              );
            })}
          </tbody>
        </table>
      )}
      <h2>{editing ? t("editHeading") : t("newHeading")}</h2>
      {editing ? (
        <p>
          <a href="/admin/topics">{t("newLink")}</a>
        </p>
      ) : null}
      <IcymiTopicForm key={draft.id ?? "new"} initial={draft} />
    </section>
  );
}

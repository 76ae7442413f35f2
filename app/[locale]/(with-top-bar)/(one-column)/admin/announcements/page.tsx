import type { Metadata } from "next";
import { getTranslations, setRequestLocale } from "next-intl/server";
import styles from "@/components/admin/admin.module.css";
import { AnnouncementDelete } from "@/components/admin/announcement-delete";
import { type AnnouncementDraft, AnnouncementForm } from "@/components/admin/announcement-form";
import { toLocalInput } from "@/components/admin/challenge-input";
import { metadataFor } from "@/components/layout/site-meta";
import { getAdminAnnouncements } from "@/lib/graphql/reads/admin-curation";
import { queryParam } from "@/lib/url/query-param";

type Props = {
  params: Promise<{ locale: string }>;
  searchParams: Promise<{ edit?: string | string[] }>;
};

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const { locale } = await params;
  const t = await getTranslations({ locale, namespace: "admin" });
  return metadataFor({ title: t("curation.announcements.title"), path: "/admin/announcements", noindex: true });
}

type Listed = Awaited<ReturnType<typeof getAdminAnnouncements>>[number];

/** A listed announcement's texts in the three languages, for the form. */
function textsOf(a: Listed, field: "title" | "content" | "link") {
  const own = (language: string) => a.translations?.find((w) => w.language === language)?.[field] ?? "";
  return { en: own("en"), zh_hant: own("zh_hant"), zh_hans: own("zh_hans") };
}

/**
 * /admin/announcements: every announcement (drafts and expired ones too), in the home page's
 * order; the form makes one, or edits the one `?edit=` names, with a preview.
 */
export default async function AdminAnnouncementsPage({ params, searchParams }: Props) {
  const { locale } = await params;
  setRequestLocale(locale);
  const t = await getTranslations("admin.curation.announcements");
  const format = new Intl.DateTimeFormat(locale, { dateStyle: "medium", timeStyle: "short", timeZone: "Asia/Taipei" });
  const list = await getAdminAnnouncements();
  const editId = queryParam((await searchParams).edit);
  const editing = list.find((a) => a.id === editId);
  const draft: AnnouncementDraft = editing
    ? {
        id: editing.id,
        title: textsOf(editing, "title"),
        content: textsOf(editing, "content"),
        link: textsOf(editing, "link"),
        cover: editing.cover ?? "",
        type: editing.type,
        expiredAt: toLocalInput(editing.expiredAt),
        visible: editing.visible,
        order: editing.order,
      }
    : {
        id: null,
        title: { en: "", zh_hant: "", zh_hans: "" },
        content: { en: "", zh_hant: "", zh_hans: "" },
        link: { en: "", zh_hant: "", zh_hans: "" },
        cover: "",
        type: "community",
        expiredAt: "",
        visible: true,
        order: 0,
      };
  return (
    <section className={styles.section} aria-labelledby="admin-heading">
      <h1 id="admin-heading">{t("heading")}</h1>
      <p>{t("intro")}</p>
      {list.length === 0 ? (
        <p>{t("empty")}</p>
      ) : (
        <table className={styles.table}>
          <caption>{t("caption", { count: list.length })}</caption>
          <thead>
            <tr>
              <th scope="col">{t("columns.title")}</th>
              <th scope="col">{t("columns.type")}</th>
              <th scope="col">{t("columns.shown")}</th>
              <th scope="col">{t("columns.expiredAt")}</th>
              <th scope="col">{t("columns.actions")}</th>
            </tr>
          </thead>
          <tbody>
            {list.map((a) => {
              const title = a.titleEn ?? "";
              return (
                <tr key={a.id}>
                  <th scope="row">{title}</th>
                  <td>{t(`types.${a.type}`)}</td>
                  <td>{a.visible ? t("shown") : t("hidden")}</td>
                  <td>{a.expiredAt ? format.format(new Date(a.expiredAt)) : "—"}</td>
                  <td>
                    <a
                      href={`/admin/announcements?edit=${encodeURIComponent(a.id)}`}
                      aria-label={t("editLabel", { title })}
                    >
                      {t("edit")}
                    </a>{" "}
                    <AnnouncementDelete id={a.id} title={title} />
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
          <a href="/admin/announcements">{t("newLink")}</a>
        </p>
      ) : null}
      <AnnouncementForm key={draft.id ?? "new"} initial={draft} />
    </section>
  );
}

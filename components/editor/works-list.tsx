import { getFormatter, getTranslations } from "next-intl/server";
import { LinkTabs } from "@/components/ui/link-tabs";
import type { ViewerDraftsQuery, ViewerWorksQuery } from "@/lib/graphql/generated/graphql";
import { articleHistoryPath, articlePath } from "@/lib/url/entity-paths";
import { ArticleStateButton, DeleteDraftButton, PinButton } from "./work-actions";
import styles from "./works.module.css";

type Drafts = NonNullable<ViewerDraftsQuery["viewer"]>["drafts"];
type Works = NonNullable<ViewerWorksQuery["viewer"]>["articles"];
export type WorksTab = "drafts" | "published" | "archived";

const TABS: Record<WorksTab, string> = { drafts: "/me/drafts", published: "/me/published", archived: "/me/archived" };

/** The author's works (section 2.2's /me/drafts, /me/published, /me/archived): a tab each. */
export async function WorksHeader({ current }: { current: WorksTab }) {
  const t = await getTranslations("works");
  return (
    <header className={styles.header}>
      <div className={styles.headingRow}>
        <h1>{t(current)}</h1>
        <a href="/me/drafts/new" className="button-primary">
          {t("newDraft")}
        </a>
      </div>
      <LinkTabs
        label={t("tabs")}
        tabs={(Object.keys(TABS) as WorksTab[]).map((key) => ({
          key,
          href: TABS[key],
          label: t(key),
          current: key === current,
        }))}
      />
    </header>
  );
}

function Older({ base, after }: { base: string; after: string | null | undefined }) {
  return after ? <OlderLink href={`${base}?${new URLSearchParams({ after })}`} /> : null;
}

async function OlderLink({ href }: { href: string }) {
  const t = await getTranslations("works");
  return (
    <p>
      <a href={href}>{t("older")}</a>
    </p>
  );
}

/** Drafts, last saved first: each opens in the editor, and can be deleted. */
export async function DraftList({ drafts }: { drafts: Drafts }) {
  const t = await getTranslations("works");
  const format = await getFormatter();
  const items = (drafts.edges ?? []).map((edge) => edge.node);
  if (items.length === 0) return <p className={styles.empty}>{t("noDrafts")}</p>;
  return (
    <>
      <ul className={styles.list}>
        {items.map((draft) => {
          const title = draft.title || t("untitled");
          return (
            <li key={draft.id} className={styles.item}>
              <div className={styles.itemText}>
                <a href={`/me/drafts/${draft.id}`} className={styles.itemTitle}>
                  {title}
                </a>
                {draft.summary ? <p className={styles.summary}>{draft.summary}</p> : null}
                <p className={styles.meta}>
                  {t("savedAt", {
                    time: format.dateTime(new Date(draft.updatedAt), { dateStyle: "medium", timeStyle: "short" }),
                  })}
                  {draft.publishState === "error" ? ` · ${t("publishFailed")}` : null}
                </p>
              </div>
              <div className={styles.actions}>
                <DeleteDraftButton id={draft.id} title={title} />
              </div>
            </li>
          );
        })}
      </ul>
      <Older base="/me/drafts" after={drafts.pageInfo.hasNextPage ? drafts.pageInfo.endCursor : null} />
    </>
  );
}

/** Published or archived articles, newest first, with what the author can do to each. */
export async function WorkList({ works, state }: { works: Works; state: "active" | "archived" }) {
  const t = await getTranslations("works");
  const format = await getFormatter();
  const items = (works.edges ?? []).map((edge) => edge.node);
  if (items.length === 0) {
    return <p className={styles.empty}>{state === "active" ? t("noPublished") : t("noArchived")}</p>;
  }
  return (
    <>
      <ul className={styles.list}>
        {items.map((work) => (
          <li key={work.id} className={styles.item}>
            <div className={styles.itemText}>
              {state === "active" ? (
                <a href={articlePath(work.shortHash)} className={styles.itemTitle}>
                  {work.title}
                </a>
              ) : (
                <span className={styles.itemTitle}>{work.title}</span>
              )}
              <p className={styles.meta}>
                {t("publishedAt", { time: format.dateTime(new Date(work.createdAt), { dateStyle: "medium" }) })}
                {work.revisionCount > 0 ? ` · ${t("revisions", { count: work.revisionCount })}` : null}
              </p>
            </div>
            <div className={styles.actions}>
              {state === "active" ? (
                <>
                  <a href={`${articlePath(work.shortHash)}/edit`} className={styles.action}>
                    {t("edit")}
                  </a>
                  <a href={articleHistoryPath(work.shortHash)} className={styles.action}>
                    {t("history")}
                  </a>
                  <PinButton id={work.id} pinned={work.pinned} />
                  <ArticleStateButton id={work.id} title={work.title} to="archived" />
                </>
              ) : (
                <ArticleStateButton id={work.id} title={work.title} to="active" />
              )}
            </div>
          </li>
        ))}
      </ul>
      <Older
        base={state === "active" ? "/me/published" : "/me/archived"}
        after={works.pageInfo.hasNextPage ? works.pageInfo.endCursor : null}
      />
    </>
  );
}

import { getFormatter, getTranslations } from "next-intl/server";
import type { AdminOAuthClientsQuery } from "@/lib/graphql/generated/graphql";
import styles from "./admin.module.css";

type Clients = AdminOAuthClientsQuery["oss"]["oauthClients"];

/** A list of short values (scopes, addresses) one a line, or a dash for none. */
function Values({ values }: { values: readonly string[] | null | undefined }) {
  if (!values?.length) return <>—</>;
  return (
    <ul className={styles.values}>
      {values.map((value) => (
        <li key={value}>
          <code>{value}</code>
        </li>
      ))}
    </ul>
  );
}

/**
 * The admin's list of registered OAuth apps, newest first: each with its client_id, website,
 * scopes, redirect addresses, grants, the secret's last characters (the whole secret is never
 * read back), when it was registered and by whom it is built; a link to register one above, the
 * next page below.
 */
export async function AdminAppList({ clients }: { clients: Clients }) {
  const t = await getTranslations("admin.apps");
  const format = await getFormatter();
  const apps = (clients.edges ?? []).map((edge) => edge.node);
  return (
    <section className={styles.section} aria-labelledby="admin-heading">
      <h1 id="admin-heading">{t("title")}</h1>
      <p>{t("intro")}</p>
      <p>
        <a href="/admin/apps/new" className="button-primary">
          {t("new")}
        </a>
      </p>
      {apps.length === 0 ? (
        <p>{t("empty")}</p>
      ) : (
        <>
          <p className={styles.caption}>{t("count", { count: clients.totalCount })}</p>
          <ul className={styles.apps}>
            {apps.map((app) => (
              <li key={app.id}>
                <article aria-labelledby={`app-${app.id}`}>
                  <h2 id={`app-${app.id}`}>
                    <a href={`/admin/apps/${encodeURIComponent(app.id)}`}>{app.name}</a>
                  </h2>
                  <dl className={styles.details}>
                    <dt>{t("clientId")}</dt>
                    <dd>
                      <code>{app.id}</code>
                    </dd>
                    <dt>{t("website")}</dt>
                    <dd>{app.website ? <a href={app.website}>{app.website}</a> : "—"}</dd>
                    <dt>{t("scopes")}</dt>
                    <dd>
                      <Values values={app.scope} />
                    </dd>
                    <dt>{t("redirects")}</dt>
                    <dd>
                      <Values values={app.redirectURIs} />
                    </dd>
                    <dt>{t("grantTypes")}</dt>
                    <dd>{app.grantTypes?.length ? app.grantTypes.map((g) => t(`grant.${g}`)).join(", ") : "—"}</dd>
                    <dt>{t("secret")}</dt>
                    <dd>
                      <code>{app.secret}</code>
                    </dd>
                    <dt>{t("created")}</dt>
                    <dd>
                      <time dateTime={app.createdAt}>
                        {format.dateTime(new Date(app.createdAt), { dateStyle: "medium" })}
                      </time>
                    </dd>
                    <dt>{t("builder")}</dt>
                    <dd>
                      {app.user ? (
                        <a href={`/admin/users/${encodeURIComponent(app.user.userName ?? "")}`}>{app.user.userName}</a>
                      ) : (
                        "—"
                      )}
                    </dd>
                  </dl>
                </article>
              </li>
            ))}
          </ul>
        </>
      )}
      {clients.pageInfo.hasNextPage && clients.pageInfo.endCursor ? (
        <p>
          <a href={`/admin/apps?${new URLSearchParams({ after: clients.pageInfo.endCursor })}`}>{t("more")}</a>
        </p>
      ) : null}
    </section>
  );
}

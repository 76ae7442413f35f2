import { getTranslations } from "next-intl/server";
import type { OAuthAuthorizeInput } from "@/lib/graphql/generated/graphql";
import { ConsentButtons } from "./consent-buttons";
import styles from "./oauth-consent.module.css";
import { OAuthScopeList } from "./oauth-scope-list";

type App = { id: string; name: string; description?: string | null; website?: string | null; avatar?: string | null };

/**
 * /oauth/authorize: an app asks to act for the signed-in person. Names the app, who is signed
 * in, and each scope in words; "Allow" gives the app a code, "Cancel" tells it no.
 */
export async function OAuthConsent({
  app,
  scope,
  denyRedirect,
  request,
  viewerName,
}: {
  app: App;
  scope: string[];
  denyRedirect: string;
  request: OAuthAuthorizeInput;
  viewerName: string;
}) {
  const t = await getTranslations("oauth");
  const host = app.website && URL.canParse(app.website) ? new URL(app.website).host : null;
  return (
    <section className={styles.consent} aria-labelledby="oauth-consent-heading">
      {app.avatar ? (
        // biome-ignore lint/performance/noImgElement: an upload served at its stored size by our own image route
        <img className={styles.avatar} src={app.avatar} alt="" width={64} height={64} />
      ) : null}
      <h1 id="oauth-consent-heading">{t("consentTitle", { app: app.name })}</h1>
      {app.description ? <p>{app.description}</p> : null}
      {host && app.website ? (
        <p className={styles.hint}>
          {t("website")}{" "}
          <a href={app.website} rel="noopener noreferrer" target="_blank">
            {host}
          </a>
        </p>
      ) : null}
      <p>{t("signedInAs", { name: viewerName })}</p>
      <h2 className={styles.subheading}>{t("willBeAble", { app: app.name })}</h2>
      <OAuthScopeList scope={scope} className={styles.scopes} />
      <p className={styles.hint}>{t("revokeLater")}</p>
      <ConsentButtons request={request} denyRedirect={denyRedirect} />
    </section>
  );
}

/** The request cannot be shown: an unknown app, or an address it did not register. */
export async function OAuthRequestRefused() {
  const t = await getTranslations("oauth");
  return (
    <section className={styles.consent} aria-labelledby="oauth-refused-heading">
      <h1 id="oauth-refused-heading">{t("refusedTitle")}</h1>
      <p role="alert">{t("refusedBody")}</p>
      <p>
        <a href="/">{t("backHome")}</a>
      </p>
    </section>
  );
}

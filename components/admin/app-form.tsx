"use client";

import { useRouter } from "next/navigation";
import { useTranslations } from "next-intl";
import { type FormEvent, useEffect, useId, useRef, useState } from "react";
import styles from "@/components/settings/settings.module.css";
import { apiErrorCode } from "@/components/ui/api-error-toast";
import { request } from "@/lib/graphql/client";
import { AdminPutOAuthClient } from "@/lib/graphql/documents/islands/admin/oauth-clients";
import adminStyles from "./admin.module.css";
import { type AppDraft, appInput, GRANT_TYPES, newAppSecret, redirectsOf, unknownScopes } from "./app-draft";
import { AppSecret } from "./app-secret";

/** The refusals said in this form's own words; any other code gets the general one. */
const EXPLAINED = new Set(["BAD_USER_INPUT", "FORBIDDEN", "ENTITY_NOT_FOUND"]);

/** Values of the hints: addresses and scope names stay as they are in every language. */
const HINT_VALUES = {
  http: "http",
  https: "https",
  loopback: "127.0.0.1, [::1], localhost",
  example1: "query:viewer:info",
  example2: "mutation:level1:toggleFollowUser",
};

type Shown = { clientId: string; secret: string; headline: string };

/**
 * An admin registers an OAuth app (no `id`) or changes one. A new app is given a secret the
 * browser generates; an app being changed keeps its secret unless the admin asks for a new one.
 * A secret just made is shown once (AppSecret); the API keeps only its hash. The API checks every
 * field again; its refusals are said next to the form and focused.
 */
export function AppForm({
  id,
  initial,
  secretHint,
  scopeWords,
}: {
  id: string | null;
  initial: AppDraft;
  /** The current secret's last characters (`…abcd`), for an app being changed. */
  secretHint: string | null;
  /** The broad scopes, each with the words the consent page says for it. */
  scopeWords: { scope: string; words: string }[];
}) {
  const t = useTranslations("admin.apps");
  const router = useRouter();
  const ids = {
    error: useId(),
    name: useId(),
    description: useId(),
    website: useId(),
    websiteHint: useId(),
    redirects: useId(),
    redirectsHint: useId(),
    narrow: useId(),
    narrowHint: useId(),
  };
  const [draft, setDraft] = useState(initial);
  const [renewSecret, setRenewSecret] = useState(false);
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const [saved, setSaved] = useState(false);
  const [shown, setShown] = useState<Shown | null>(null);
  const errorRef = useRef<HTMLParagraphElement>(null);
  const savedRef = useRef<HTMLParagraphElement>(null);
  const set = <K extends keyof AppDraft>(key: K, value: AppDraft[K]) =>
    setDraft((current) => ({ ...current, [key]: value }));
  const toggle = <V,>(list: V[], value: V, on: boolean) =>
    on ? [...list.filter((v) => v !== value), value] : list.filter((v) => v !== value);

  useEffect(() => {
    if (error) errorRef.current?.focus();
  }, [error]);
  useEffect(() => {
    if (saved) savedRef.current?.focus();
  }, [saved]);

  const fail = (message: string) => {
    setSaved(false);
    setError(message);
  };

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (!draft.name.trim()) return fail(t("form.nameRequired"));
    if (redirectsOf(draft).length === 0) return fail(t("form.redirectsRequired"));
    const unknown = unknownScopes(draft);
    if (unknown.length > 0) return fail(t("form.unknownScopes", { scopes: unknown.join(" ") }));
    // a new app gets a secret from this browser too, so every secret is made the same way
    const secret = !id || renewSecret ? newAppSecret() : null;
    setBusy(true);
    setError(null);
    setSaved(false);
    setShown(null);
    try {
      const { putOAuthClient: app } = await request(AdminPutOAuthClient, { input: appInput(draft, { id, secret }) });
      if (!app) throw new Error("no app in the answer");
      if (secret) {
        const headline = t(id ? "secretBox.renewed" : "secretBox.registered", { name: app.name });
        setShown({ clientId: String(app.id), secret, headline });
      } else {
        setSaved(true);
      }
      setRenewSecret(false);
      if (id) router.refresh();
    } catch (failure) {
      const code = apiErrorCode(failure);
      fail(t(EXPLAINED.has(code) ? `form.errors.${code}` : "form.errors.failed"));
    } finally {
      setBusy(false);
    }
  };

  if (!id && shown) {
    // registered: the secret once and a link to the app's own page (the page links to the list);
    // the form is not offered again
    return (
      <>
        <AppSecret {...shown} />
        <p>
          <a href={`/admin/apps/${encodeURIComponent(shown.clientId)}`}>{t("secretBox.editLink")}</a>
        </p>
      </>
    );
  }

  return (
    <>
      {shown ? <AppSecret key={shown.secret} {...shown} /> : null}
      {saved ? (
        <p ref={savedRef} tabIndex={-1} role="status">
          {t("form.saved")}
        </p>
      ) : null}
      <form
        className={styles.form}
        onSubmit={submit}
        noValidate
        aria-busy={busy || undefined}
        aria-describedby={error ? ids.error : undefined}
      >
        {error ? (
          <p id={ids.error} ref={errorRef} tabIndex={-1} role="alert" className={styles.error}>
            {error}
          </p>
        ) : null}
        <label htmlFor={ids.name}>{t("form.name")}</label>
        <input
          id={ids.name}
          type="text"
          required
          maxLength={50}
          value={draft.name}
          onChange={(event) => set("name", event.target.value)}
        />
        <label htmlFor={ids.description}>{t("form.description")}</label>
        <textarea
          id={ids.description}
          rows={2}
          maxLength={200}
          value={draft.description}
          onChange={(event) => set("description", event.target.value)}
        />
        <label htmlFor={ids.website}>{t("form.website")}</label>
        <input
          id={ids.website}
          type="url"
          maxLength={200}
          aria-describedby={ids.websiteHint}
          value={draft.website}
          onChange={(event) => set("website", event.target.value)}
        />
        <p id={ids.websiteHint} className={styles.hint}>
          {t("form.websiteHint", HINT_VALUES)}
        </p>
        <label htmlFor={ids.redirects}>{t("form.redirects")}</label>
        <textarea
          id={ids.redirects}
          rows={3}
          required
          aria-describedby={ids.redirectsHint}
          value={draft.redirects}
          onChange={(event) => set("redirects", event.target.value)}
        />
        <p id={ids.redirectsHint} className={styles.hint}>
          {t("form.redirectsHint", HINT_VALUES)}
        </p>
        <fieldset className={styles.choices}>
          <legend>{t("form.scopes")}</legend>
          {scopeWords.map(({ scope, words }) => (
            <label key={scope}>
              <input
                type="checkbox"
                checked={draft.broadScopes.includes(scope)}
                onChange={(event) => set("broadScopes", toggle(draft.broadScopes, scope, event.target.checked))}
              />
              <span>
                {words} <code>{scope}</code>
              </span>
            </label>
          ))}
        </fieldset>
        <label htmlFor={ids.narrow}>{t("form.narrowScopes")}</label>
        <input
          id={ids.narrow}
          type="text"
          spellCheck={false}
          aria-describedby={ids.narrowHint}
          value={draft.narrowScopes}
          onChange={(event) => set("narrowScopes", event.target.value)}
        />
        <p id={ids.narrowHint} className={styles.hint}>
          {t("form.narrowScopesHint", HINT_VALUES)}
        </p>
        <fieldset className={styles.choices}>
          <legend>{t("form.grantTypes")}</legend>
          {GRANT_TYPES.map((grant) => (
            <label key={grant}>
              <input
                type="checkbox"
                checked={draft.grantTypes.includes(grant)}
                onChange={(event) => set("grantTypes", toggle(draft.grantTypes, grant, event.target.checked))}
              />
              <span>
                {t(`grant.${grant}`)} <code>{grant}</code>
              </span>
            </label>
          ))}
        </fieldset>
        {id ? (
          <fieldset className={styles.choices}>
            <legend>{t("form.secret")}</legend>
            <label>
              <input type="radio" name="secret" checked={!renewSecret} onChange={() => setRenewSecret(false)} />
              {t("form.keepSecret", { hint: secretHint ?? "" })}
            </label>
            <label>
              <input type="radio" name="secret" checked={renewSecret} onChange={() => setRenewSecret(true)} />
              {t("form.newSecret")}
            </label>
          </fieldset>
        ) : null}
        <p className={adminStyles.formActions}>
          <button type="submit" className="button-primary" disabled={busy}>
            {busy ? t("form.saving") : t(id ? "form.save" : "form.register")}
          </button>
        </p>
      </form>
    </>
  );
}

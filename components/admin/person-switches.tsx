"use client";

import { useRouter } from "next/navigation";
import { useTranslations } from "next-intl";
import { type FormEvent, useState } from "react";
import styles from "@/components/settings/settings.module.css";
import { request } from "@/lib/graphql/client";
import { AdminPutRestrictedUsers, AdminPutUserFeatureFlags } from "@/lib/graphql/documents/islands/admin/flags";
import type { UserFeatureFlagType, UserRestrictionType } from "@/lib/graphql/generated/admin/graphql";

const RESTRICTIONS: UserRestrictionType[] = ["articleHottest", "articleNewest"];
const FLAGS: UserFeatureFlagType[] = [
  "bypassSpamDetection",
  "unlimitedArticleFetch",
  "readSpamStatus",
  "communityWatch",
  "fediverseBeta",
];

/**
 * A person's restrictions (their articles kept out of Hottest or Latest) and feature flags:
 * checkboxes, each group saved whole (putRestrictedUsers, putUserFeatureFlags).
 */
export function PersonSwitches({
  id,
  restrictions,
  flags,
}: {
  id: string;
  restrictions: UserRestrictionType[];
  flags: UserFeatureFlagType[];
}) {
  const t = useTranslations("admin.flags.person");
  return (
    <>
      <Checkboxes
        legend={t("restrictions")}
        options={RESTRICTIONS}
        label={(type) => t(`restriction.${type}`)}
        initial={restrictions}
        save={(chosen) => request(AdminPutRestrictedUsers, { input: { ids: [id], restrictions: chosen } })}
        testId="person-restrictions"
      />
      <Checkboxes
        legend={t("featureFlags")}
        options={FLAGS}
        label={(type) => t(`flag.${type}`)}
        initial={flags}
        save={(chosen) => request(AdminPutUserFeatureFlags, { input: { ids: [id], flags: chosen } })}
        testId="person-flags"
      />
    </>
  );
}

function Checkboxes<T extends string>({
  legend,
  options,
  label,
  initial,
  save,
  testId,
}: {
  legend: string;
  options: T[];
  label: (option: T) => string;
  initial: T[];
  save: (chosen: T[]) => Promise<unknown>;
  testId: string;
}) {
  const t = useTranslations("admin.flags.person");
  const router = useRouter();
  const [chosen, setChosen] = useState(new Set(initial));
  const [busy, setBusy] = useState(false);
  const [status, setStatus] = useState("");
  const [error, setError] = useState(false);

  async function submit(event: FormEvent) {
    event.preventDefault();
    setBusy(true);
    setError(false);
    setStatus("");
    try {
      await save(options.filter((o) => chosen.has(o)));
      setStatus(t("saved"));
      router.refresh();
    } catch {
      setError(true);
    } finally {
      setBusy(false);
    }
  }

  return (
    <form onSubmit={submit} data-testid={testId}>
      <fieldset>
        <legend>{legend}</legend>
        {options.map((option) => (
          <label key={option} className={styles.inline}>
            <input
              type="checkbox"
              checked={chosen.has(option)}
              onChange={(event) => {
                const next = new Set(chosen);
                if (event.target.checked) next.add(option);
                else next.delete(option);
                setChosen(next);
              }}
            />{" "}
            {label(option)}
          </label>
        ))}
      </fieldset>
      <button type="submit" className={styles.action} disabled={busy}>
        {t("save", { what: legend })}
      </button>
      {error ? (
        <p role="alert" className={styles.error}>
          {t("failed")}
        </p>
      ) : null}
      <p role="status" className={styles.hint}>
        {status}
      </p>
    </form>
  );
}

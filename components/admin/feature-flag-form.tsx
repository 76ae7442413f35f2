"use client";

import { useRouter } from "next/navigation";
import { useTranslations } from "next-intl";
import { type FormEvent, useState } from "react";
import styles from "@/components/settings/settings.module.css";
import { request } from "@/lib/graphql/client";
import { AdminSetFeature } from "@/lib/graphql/documents/islands/admin/flags";
import type { FeatureFlag, FeatureName } from "@/lib/graphql/generated/admin/graphql";

const FLAGS: FeatureFlag[] = ["on", "off", "admin", "seeding"];

/** One feature's row: who it is on for, saved on its own (the API writes the audit row). */
export function FeatureFlagForm({ name, flag }: { name: FeatureName; flag: FeatureFlag }) {
  const t = useTranslations("admin.flags");
  const router = useRouter();
  const [value, setValue] = useState<FeatureFlag>(flag);
  const [busy, setBusy] = useState(false);
  const [status, setStatus] = useState("");
  const [error, setError] = useState(false);

  async function save(event: FormEvent) {
    event.preventDefault();
    setBusy(true);
    setError(false);
    setStatus("");
    try {
      await request(AdminSetFeature, { input: { name, flag: value } });
      setStatus(t("saved"));
      router.refresh();
    } catch {
      setError(true);
    } finally {
      setBusy(false);
    }
  }

  return (
    <form onSubmit={save} className={styles.inline}>
      <select
        aria-label={t("flagFor", { name })}
        value={value}
        onChange={(e) => setValue(e.target.value as FeatureFlag)}
      >
        {FLAGS.map((f) => (
          <option key={f} value={f}>
            {t(`flags.${f}`)}
          </option>
        ))}
      </select>
      <button type="submit" className={styles.action} disabled={busy} aria-label={t("saveFor", { name })}>
        {t("save")}
      </button>
      {error ? (
        <span role="alert" className={styles.error}>
          {t("errors.failed")}
        </span>
      ) : null}
      <span role="status" className={styles.hint}>
        {status}
      </span>
    </form>
  );
}

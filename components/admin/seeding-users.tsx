"use client";

import { useRouter } from "next/navigation";
import { useTranslations } from "next-intl";
import { type FormEvent, useEffect, useRef, useState } from "react";
import styles from "@/components/settings/settings.module.css";
import { apiErrorCode } from "@/components/ui/api-error-toast";
import { request } from "@/lib/graphql/client";
import { AdminSeedingCandidate, AdminToggleSeedingUsers } from "@/lib/graphql/documents/islands/admin/flags";

type Person = { id: string; userName: string; name: string };

/** The seeding users: each with a remove button, and a form adding one by user name. */
export function SeedingUsers({ people }: { people: Person[] }) {
  const t = useTranslations("admin.flags");
  const router = useRouter();
  const [userName, setUserName] = useState("");
  const [busy, setBusy] = useState(false);
  const [status, setStatus] = useState("");
  const [error, setError] = useState<string | null>(null);
  const errorRef = useRef<HTMLParagraphElement>(null);

  useEffect(() => {
    if (error) errorRef.current?.focus();
  }, [error]);

  async function toggle(id: string, enabled: boolean, done: string) {
    setBusy(true);
    setError(null);
    setStatus("");
    try {
      await request(AdminToggleSeedingUsers, { input: { ids: [id], enabled } });
      setStatus(done);
      router.refresh();
      return true;
    } catch (failure) {
      setError(t(apiErrorCode(failure) === "USER_NOT_FOUND" ? "errors.USER_NOT_FOUND" : "errors.failed"));
      return false;
    } finally {
      setBusy(false);
    }
  }

  async function add(event: FormEvent) {
    event.preventDefault();
    const name = userName.trim().replace(/^@/, "");
    if (!name) {
      setError(t("errors.userNameRequired"));
      return;
    }
    setBusy(true);
    const found = await request(AdminSeedingCandidate, { userName: name }).catch(() => null);
    setBusy(false);
    const id = found?.user?.id;
    if (!id) {
      setError(t("errors.USER_NOT_FOUND"));
      return;
    }
    if (await toggle(id, true, t("added", { name }))) setUserName("");
  }

  return (
    <div>
      {people.length ? (
        <ul data-testid="seeding-users">
          {people.map((person) => (
            <li key={person.id}>
              <a href={`/admin/users/${encodeURIComponent(person.userName)}`}>{person.name}</a> (@{person.userName}){" "}
              <button
                type="button"
                className={styles.action}
                disabled={busy}
                onClick={() => void toggle(person.id, false, t("removed", { name: person.name }))}
              >
                {t("remove", { name: person.name })}
              </button>
            </li>
          ))}
        </ul>
      ) : (
        <p>{t("noSeeding")}</p>
      )}
      <form onSubmit={add} className={styles.inline}>
        <label>
          {t("userName")}{" "}
          <input value={userName} onChange={(event) => setUserName(event.target.value)} autoComplete="off" />
        </label>
        <button type="submit" className={styles.action} disabled={busy}>
          {t("add")}
        </button>
      </form>
      {error ? (
        <p role="alert" className={styles.error} ref={errorRef} tabIndex={-1}>
          {error}
        </p>
      ) : null}
      <p role="status" className={styles.hint}>
        {status}
      </p>
    </div>
  );
}

"use client";

import { useRouter } from "next/navigation";
import { useTranslations } from "next-intl";
import { useState } from "react";
import type { SocialProvider } from "@/components/auth/social-providers";
import { startSocialRound } from "@/components/auth/social-round";
import { request } from "@/lib/graphql/client";
import { RemoveSocialLogin } from "@/lib/graphql/documents/islands/social-login";
import { useErrorText } from "./error-text";
import styles from "./settings.module.css";

/**
 * A provider's row in settings: link the person's Google or Twitter account (a round trip to the
 * provider, back to /oauth/[provider]/success) or unlink it. The last way to sign in stays: the
 * API refuses, and the row says so before anyone presses.
 */
export function SocialAccountSetting({
  provider,
  linked,
  canUnlink,
}: {
  provider: SocialProvider;
  linked: boolean;
  canUnlink: boolean;
}) {
  const t = useTranslations("settings");
  const errorText = useErrorText();
  const router = useRouter();
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const [done, setDone] = useState<string | null>(null);

  const run = async (work: () => Promise<void>) => {
    setBusy(true);
    setError(null);
    setDone(null);
    try {
      await work();
    } catch (failure) {
      setError(errorText(failure));
      setBusy(false);
    }
  };
  const link = () => run(() => startSocialRound(provider, "connect", "/me/settings"));
  const unlink = () =>
    run(async () => {
      await request(RemoveSocialLogin, { type: provider });
      setDone(t("socialUnlinked", { provider }));
      setBusy(false);
      router.refresh();
    });

  return (
    <>
      <div className={styles.inline}>
        {linked && !canUnlink ? (
          <p className={styles.hint}>{t("socialUnlinkNeedsAnother")}</p>
        ) : linked ? (
          <button type="button" className={styles.action} onClick={unlink} disabled={busy}>
            {t("socialUnlink", { provider })}
          </button>
        ) : (
          <button type="button" className={styles.action} onClick={link} disabled={busy}>
            {t("socialLink", { provider })}
          </button>
        )}
      </div>
      <p role="status" className={styles.hint}>
        {done ?? ""}
      </p>
      {error ? (
        <p role="alert" className={styles.error}>
          {error}
        </p>
      ) : null}
    </>
  );
}

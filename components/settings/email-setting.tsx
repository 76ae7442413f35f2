"use client";

import { useRouter } from "next/navigation";
import { useTranslations } from "next-intl";
import { type FormEvent, useId, useState } from "react";
import { Dialog } from "@/components/ui/dialog";
import { request } from "@/lib/graphql/client";
import { SetEmail, VerifyNewEmail } from "@/lib/graphql/documents/islands/settings/settings";
import { setDialogParam } from "@/lib/url/dialog-param";
import { useErrorText } from "./error-text";
import styles from "./settings.module.css";

/** Section 2.3: the dialog's state is kept in the address. */
const DIALOG = "set-email";

type Props = {
  email: string | null;
  timesLeft: number;
  initiallyOpen: boolean;
  /** An account made by a wallet, with no email yet: the dialog asks it to add one, and may be skipped. */
  walletOnly?: boolean;
};

/**
 * Changing the email: the new address gets a code (setEmail), and the code entered here makes
 * the change (verifyEmail). The account keeps its address until then.
 */
export function EmailSetting({ email, timesLeft, initiallyOpen, walletOnly = false }: Props) {
  const t = useTranslations("settings");
  const errorText = useErrorText();
  const router = useRouter();
  const ids = { email: useId(), code: useId() };
  const [open, setOpen] = useState(initiallyOpen && timesLeft > 0);
  const [address, setAddress] = useState("");
  const [sentTo, setSentTo] = useState<string | null>(null);
  const [code, setCode] = useState("");
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const [done, setDone] = useState<string | null>(null);

  const show = (next: boolean) => {
    setOpen(next);
    setDialogParam(DIALOG, next);
    if (next) {
      setError(null);
      setDone(null);
    }
  };

  const run = async (work: () => Promise<void>) => {
    setBusy(true);
    setError(null);
    try {
      await work();
    } catch (failure) {
      setError(errorText(failure));
    } finally {
      setBusy(false);
    }
  };

  const send = (event?: FormEvent) => {
    event?.preventDefault();
    const target = address.trim();
    return run(async () => {
      await request(SetEmail, { email: target });
      setSentTo(target);
      setCode("");
    });
  };

  const confirm = (event: FormEvent) => {
    event.preventDefault();
    if (!sentTo) return;
    return run(async () => {
      await request(VerifyNewEmail, { email: sentTo, code: code.trim() });
      setSentTo(null);
      setAddress("");
      show(false);
      setDone(sentTo);
      router.refresh();
    });
  };

  return (
    <>
      <div className={styles.inline}>
        <button type="button" className={styles.action} onClick={() => show(true)} disabled={timesLeft <= 0}>
          {email ? t("emailChange") : t("emailAdd")}
        </button>
        <span className={styles.hint}>{t("emailTimesLeft", { count: timesLeft })}</span>
      </div>
      <p role="status" className={styles.hint}>
        {done ? t("emailChanged", { email: done }) : ""}
      </p>
      <Dialog
        open={open}
        onClose={() => show(false)}
        canClose={() => !busy}
        title={email ? t("emailChange") : t("emailAdd")}
        description={walletOnly ? t("emailAddIntro") : undefined}
      >
        {sentTo ? (
          <form className={styles.form} onSubmit={confirm} noValidate>
            <p className={styles.hint}>{t("emailCodeSent", { email: sentTo })}</p>
            <label htmlFor={ids.code}>{t("emailCode")}</label>
            <input
              id={ids.code}
              type="text"
              inputMode="numeric"
              autoComplete="one-time-code"
              value={code}
              onChange={(event) => setCode(event.target.value)}
              data-autofocus=""
            />
            {error ? (
              <p role="alert" className={styles.error}>
                {error}
              </p>
            ) : null}
            <div className={styles.actions}>
              <button type="button" className={styles.action} onClick={() => send()} disabled={busy}>
                {t("emailResend")}
              </button>
              <button type="submit" className="button-primary" disabled={busy || !code.trim()}>
                {t("emailConfirm")}
              </button>
            </div>
          </form>
        ) : (
          <form className={styles.form} onSubmit={send} noValidate>
            <label htmlFor={ids.email}>{t("emailNew")}</label>
            <input
              id={ids.email}
              type="email"
              autoComplete="email"
              value={address}
              onChange={(event) => setAddress(event.target.value)}
              data-autofocus=""
            />
            {error ? (
              <p role="alert" className={styles.error}>
                {error}
              </p>
            ) : null}
            <div className={styles.actions}>
              <button type="button" className={styles.action} onClick={() => show(false)} disabled={busy}>
                {walletOnly ? t("skip") : t("cancel")}
              </button>
              <button type="submit" className="button-primary" disabled={busy || !address.trim()}>
                {t("emailSend")}
              </button>
            </div>
          </form>
        )}
      </Dialog>
    </>
  );
}

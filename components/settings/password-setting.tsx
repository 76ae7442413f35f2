"use client";

import { useRouter } from "next/navigation";
import { useLocale, useTranslations } from "next-intl";
import { useId, useState } from "react";
import { MailedCodeSecret } from "@/components/ui/mailed-code-secret";
import { request } from "@/lib/graphql/client";
import {
  ConfirmOwnCode,
  ResetOwnPassword,
  SendOwnCode,
  SetFirstPassword,
} from "@/lib/graphql/documents/islands/settings/settings";
import { type Locale, toLanguage } from "@/lib/i18n/locales";
import { useErrorText } from "./error-text";
import styles from "./settings.module.css";

type Props = { email: string | null; hasPassword: boolean };

/**
 * Setting or changing the password. An account made by code sets its first one with the
 * session alone (setPassword); changing one takes a code mailed to the account's address
 * (confirmVerificationCode, then resetPassword). Either way the account's other devices are
 * logged out.
 */
export function PasswordSetting({ email, hasPassword }: Props) {
  const t = useTranslations("settings");
  const tAuth = useTranslations("auth");
  const locale = useLocale() as Locale;
  const router = useRouter();
  const ids = { password: useId(), hint: useId() };
  const [password, setPassword] = useState("");

  return (
    <MailedCodeSecret
      email={email}
      hasSecret={hasPassword}
      classes={{
        action: styles.action,
        hint: styles.hint,
        form: styles.form,
        error: styles.error,
        inline: styles.inline,
      }}
      texts={{
        open: (isSet) => (isSet ? t("passwordChange") : t("passwordSet")),
        saved: t("passwordSaved"),
        noEmail: t("passwordNoEmail"),
        codeIntro: (address) => t("passwordCodeIntro", { email: address }),
        codeSent: (address) => tAuth("codeSent", { email: address }),
        code: t("emailCode"),
        sendCode: t("passwordSendCode"),
        cancel: t("cancel"),
        save: t("save"),
      }}
      fields={
        <>
          <label htmlFor={ids.password}>{t("passwordNew")}</label>
          <input
            id={ids.password}
            type="password"
            autoComplete="new-password"
            aria-describedby={ids.hint}
            value={password}
            onChange={(event) => setPassword(event.target.value)}
          />
          <p id={ids.hint} className={styles.hint}>
            {t("passwordHint")}
          </p>
        </>
      }
      ready={password !== ""}
      sendCode={async (address) => {
        await request(SendOwnCode, { email: address, language: toLanguage(locale) });
      }}
      save={async (code) => {
        if (code === null) {
          await request(SetFirstPassword, { password });
        } else {
          const { confirmVerificationCode } = await request(ConfirmOwnCode, { email: email ?? "", code });
          await request(ResetOwnPassword, { password, codeId: confirmVerificationCode });
        }
        // the row's "Set" / "Not set" is the server part's: it renders again with the new state
        router.refresh();
      }}
      onReset={() => setPassword("")}
      errorText={useErrorText()}
    />
  );
}

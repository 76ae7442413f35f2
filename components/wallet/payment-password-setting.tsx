"use client";

import { useLocale, useTranslations } from "next-intl";
import { useId, useState } from "react";
import { apiErrorCode } from "@/components/ui/api-error-toast";
import { MailedCodeSecret } from "@/components/ui/mailed-code-secret";
import { request } from "@/lib/graphql/client";
import {
  ConfirmPaymentPasswordCode,
  ResetPaymentPassword,
  SendPaymentPasswordCode,
  SetPaymentPassword,
} from "@/lib/graphql/documents/islands/wallet/payment-password";
import { errorMessageFor, retryAfterOf } from "@/lib/graphql/error-messages";
import { type Locale, toLanguage } from "@/lib/i18n/locales";
import styles from "./wallet.module.css";

type Props = { email: string | null; hasPassword: boolean };

const SIX_DIGITS = /^\d{6}$/;

/** Six digits, typed twice; anything but digits is dropped as it is typed. */
const DIGITS = {
  type: "password",
  inputMode: "numeric",
  autoComplete: "off",
  maxLength: 6,
  pattern: "\\d{6}",
} as const;

/**
 * The payment password: the first one is set with the session alone (updateUserInfo); a set one
 * is changed only with a code mailed to the account's address (payment_password_reset, then
 * resetPassword type payment), so an open session cannot.
 */
export function PaymentPasswordSetting({ email, hasPassword }: Props) {
  const t = useTranslations("wallet");
  const tRoot = useTranslations();
  const locale = useLocale() as Locale;
  const ids = { password: useId(), repeat: useId() };
  const [isSet, setIsSet] = useState(hasPassword);
  const [password, setPassword] = useState("");
  const [repeat, setRepeat] = useState("");

  return (
    <>
      <p data-testid="payment-password-state">{isSet ? t("paymentPasswordSet") : t("paymentPasswordNone")}</p>
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
          open: (set) => (set ? t("resetPaymentPassword") : t("setPaymentPassword")),
          saved: t("saved"),
          noEmail: t("noEmail"),
          codeIntro: (address) => t("codeIntro", { email: address }),
          codeSent: (address) => t("codeSent", { email: address }),
          code: t("code"),
          sendCode: t("sendCode"),
          cancel: t("cancel"),
          save: t("save"),
        }}
        fields={
          <>
            <label htmlFor={ids.password}>{t("newPaymentPassword")}</label>
            <input
              id={ids.password}
              {...DIGITS}
              value={password}
              onChange={(event) => setPassword(event.target.value.replace(/\D/g, ""))}
            />
            <label htmlFor={ids.repeat}>{t("repeatPaymentPassword")}</label>
            <input
              id={ids.repeat}
              {...DIGITS}
              value={repeat}
              onChange={(event) => setRepeat(event.target.value.replace(/\D/g, ""))}
            />
          </>
        }
        ready={password !== "" && repeat !== ""}
        check={() => {
          if (!SIX_DIGITS.test(password)) return t("sixDigits");
          return password === repeat ? null : t("mismatch");
        }}
        sendCode={async (address) => {
          await request(SendPaymentPasswordCode, { email: address, language: toLanguage(locale) });
        }}
        save={async (code) => {
          if (code === null) await request(SetPaymentPassword, { password });
          else {
            const { confirmVerificationCode } = await request(ConfirmPaymentPasswordCode, { email: email ?? "", code });
            await request(ResetPaymentPassword, { password, codeId: confirmVerificationCode });
          }
          setIsSet(true);
        }}
        onReset={() => {
          setPassword("");
          setRepeat("");
        }}
        errorText={(failure) => {
          const message = errorMessageFor(apiErrorCode(failure), retryAfterOf(failure));
          return message ? tRoot(message.key, message.values) : t("failed");
        }}
      />
    </>
  );
}

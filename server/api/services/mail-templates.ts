import "server-only";
import type { CodeType } from "@/server/auth/codes";
import type { Mail } from "./mail";

type Language = "en" | "zh_hant" | "zh_hans";

const SUBJECT: Record<CodeType, Record<Language, string>> = {
  register: { en: "Your Margins sign-up code", zh_hant: "你的 Margins 註冊驗證碼", zh_hans: "你的 Margins 注册验证码" },
  email_otp: { en: "Your Margins login code", zh_hant: "你的 Margins 登入驗證碼", zh_hans: "你的 Margins 登录验证码" },
  email_verify: {
    en: "Verify your email for Margins",
    zh_hant: "驗證你的 Margins 電子郵件",
    zh_hans: "验证你的 Margins 电子邮件",
  },
  payment_password_reset: {
    en: "Reset your Margins payment password",
    zh_hant: "重設你的 Margins 交易密碼",
    zh_hans: "重设你的 Margins 交易密码",
  },
};

const BODY: Record<Language, (code: string) => string> = {
  en: (code) =>
    `Your verification code is ${code}. It is valid for 10 minutes. If you did not ask for it, ignore this email.`,
  zh_hant: (code) => `你的驗證碼是 ${code}，10 分鐘內有效。如果這不是你的操作，請忽略這封郵件。`,
  zh_hans: (code) => `你的验证码是 ${code}，10 分钟内有效。如果这不是你的操作，请忽略这封邮件。`,
};

export function verificationCodeMail(to: string, type: CodeType, code: string, language: Language): Mail {
  return { to, subject: SUBJECT[type][language], text: BODY[language](code) };
}

const CHANGED_SUBJECT: Record<Language, string> = {
  en: "Your Margins email was changed",
  zh_hant: "你的 Margins 電子郵件已變更",
  zh_hans: "你的 Margins 电子邮件已变更",
};

const CHANGED_BODY: Record<Language, (email: string) => string> = {
  en: (email) =>
    `The email of your Margins account is now ${email}; this address no longer signs you in. If you did not change it, reset your password and contact us.`,
  zh_hant: (email) =>
    `你的 Margins 帳號的電子郵件已改為 ${email}，這個地址不再用於登入。如果這不是你的操作，請重設密碼並聯絡我們。`,
  zh_hans: (email) =>
    `你的 Margins 账号的电子邮件已改为 ${email}，这个地址不再用于登录。如果这不是你的操作，请重设密码并联系我们。`,
};

/** Told to the old address after a change, so a stolen session cannot move an account away unnoticed. */
export function emailChangedMail(to: string, newEmail: string, language: Language): Mail {
  return { to, subject: CHANGED_SUBJECT[language], text: CHANGED_BODY[language](newEmail) };
}

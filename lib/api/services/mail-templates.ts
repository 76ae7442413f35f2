import "server-only";
import type { CodeType } from "@/lib/auth/codes";
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

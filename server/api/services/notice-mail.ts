import "server-only";
import type { Mail } from "./mail";

// The mail a notice may send (mentions and new followers, for readers who turned `email` on).

type Language = "en" | "zh_hant" | "zh_hans";
export type MailedNotice = "mention" | "follower";

const SUBJECT: Record<MailedNotice, Record<Language, (name: string) => string>> = {
  mention: {
    en: (name) => `${name} mentioned you on Margins`,
    zh_hant: (name) => `${name} 在 Margins 提及了你`,
    zh_hans: (name) => `${name} 在 Margins 提及了你`,
  },
  follower: {
    en: (name) => `${name} followed you on Margins`,
    zh_hant: (name) => `${name} 在 Margins 追蹤了你`,
    zh_hans: (name) => `${name} 在 Margins 关注了你`,
  },
};

const FOOTER: Record<Language, string> = {
  en: "You get this email because email notifications are on in your notification settings.",
  zh_hant: "你收到這封郵件，是因為你在通知設定中開啟了郵件通知。",
  zh_hans: "你收到这封邮件，是因为你在通知设置中开启了邮件通知。",
};

export function noticeMail(to: string, kind: MailedNotice, actorName: string, url: string, language: Language): Mail {
  const subject = SUBJECT[kind][language](actorName);
  return { to, subject, text: `${subject}.\n\n${url}\n\n${FOOTER[language]}` };
}

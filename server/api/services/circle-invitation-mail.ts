import "server-only";
import type { Mail } from "./mail";

// The mails of a circle invitation: to a reader with an account (who turned email on), and to an
// email without one, which carries a sign-up code good for as long as the invitation waits.

type Language = "en" | "zh_hant" | "zh_hans";
type Invitation = { circleName: string; ownerName: string; freePeriod: number; url: string };

const SUBJECT: Record<Language, (i: Invitation) => string> = {
  en: (i) => `${i.ownerName} invited you to the circle ${i.circleName} on Margins`,
  zh_hant: (i) => `${i.ownerName} 邀請你加入 Margins 的圍爐 ${i.circleName}`,
  zh_hans: (i) => `${i.ownerName} 邀请你加入 Margins 的围炉 ${i.circleName}`,
};

const BODY: Record<Language, (i: Invitation) => string> = {
  en: (i) => `You can join free for ${i.freePeriod} days. Accept the invitation on the circle's page:\n\n${i.url}`,
  zh_hant: (i) => `你可以免費加入 ${i.freePeriod} 天。在圍爐頁面接受邀請：\n\n${i.url}`,
  zh_hans: (i) => `你可以免费加入 ${i.freePeriod} 天。在围炉页面接受邀请：\n\n${i.url}`,
};

const SIGN_UP: Record<Language, (code: string, signUpUrl: string) => string> = {
  en: (code, url) =>
    `First sign up with this email at ${url} using the code ${code}. The code is valid for 180 days. If you do not want to join, ignore this email.`,
  zh_hant: (code, url) =>
    `請先用這個電子郵件在 ${url} 註冊，驗證碼是 ${code}，180 天內有效。如果你不想加入，請忽略這封郵件。`,
  zh_hans: (code, url) =>
    `请先用这个电子邮件在 ${url} 注册，验证码是 ${code}，180 天内有效。如果你不想加入，请忽略这封邮件。`,
};

const FOOTER: Record<Language, string> = {
  en: "You get this email because email notifications are on in your notification settings.",
  zh_hant: "你收到這封郵件，是因為你在通知設定中開啟了郵件通知。",
  zh_hans: "你收到这封邮件，是因为你在通知设置中开启了邮件通知。",
};

/** To a reader with an account. */
export function invitationMail(to: string, invitation: Invitation, language: Language): Mail {
  return {
    to,
    subject: SUBJECT[language](invitation),
    text: `${BODY[language](invitation)}\n\n${FOOTER[language]}`,
  };
}

/** To an email without an account: the invitation and a sign-up code. */
export function invitationSignUpMail(
  to: string,
  invitation: Invitation,
  code: string,
  signUpUrl: string,
  language: Language,
): Mail {
  return {
    to,
    subject: SUBJECT[language](invitation),
    text: `${BODY[language](invitation)}\n\n${SIGN_UP[language](code, signUpUrl)}`,
  };
}

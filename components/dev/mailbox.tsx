import { useFormatter, useTranslations } from "next-intl";

type Email = { id: string; to: string; subject: string; text: string; createdAt: string };

export function Mailbox({ emails }: { emails: Email[] }) {
  const t = useTranslations("mailbox");
  const format = useFormatter();
  if (emails.length === 0) return <p>{t("empty")}</p>;
  return (
    <ol>
      {emails.map((mail) => (
        <li key={mail.id} data-testid="mail">
          <dl>
            <dt>{t("to")}</dt>
            <dd>{mail.to}</dd>
            <dt>{t("subject")}</dt>
            <dd>{mail.subject}</dd>
            <dt>{t("sent")}</dt>
            <dd>
              <time dateTime={mail.createdAt}>
                {format.dateTime(new Date(mail.createdAt), { dateStyle: "medium", timeStyle: "medium" })}
              </time>
            </dd>
          </dl>
          <pre>{mail.text}</pre>
        </li>
      ))}
    </ol>
  );
}

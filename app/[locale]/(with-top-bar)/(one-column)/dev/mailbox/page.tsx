import { notFound } from "next/navigation";
import { getTranslations, setRequestLocale } from "next-intl/server";
import { Mailbox } from "@/components/dev/mailbox";
import { getDevMailbox } from "@/lib/graphql/reads/dev";

export default async function MailboxPage({ params }: { params: Promise<{ locale: string }> }) {
  const { locale } = await params;
  setRequestLocale(locale);
  // The API decides who may read it (DEV_MAILBOX, this machine only). To anyone else the page
  // does not exist, so it is asked before anything streams: a 404 must be a real status.
  const emails = await getDevMailbox(50);
  if (!emails) notFound();
  const t = await getTranslations("mailbox");
  return (
    <>
      <h1>{t("title")}</h1>
      <p>{t("intro")}</p>
      <Mailbox emails={emails} />
    </>
  );
}

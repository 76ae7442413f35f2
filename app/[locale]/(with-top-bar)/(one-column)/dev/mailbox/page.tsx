import { notFound } from "next/navigation";
import { getTranslations, setRequestLocale } from "next-intl/server";
import { Mailbox } from "@/components/dev/mailbox";
import { DevMailbox } from "@/lib/graphql/documents/dev";
import { executeUncached } from "@/lib/graphql/execute";

export default async function MailboxPage({ params }: { params: Promise<{ locale: string }> }) {
  const { locale } = await params;
  setRequestLocale(locale);
  // The API decides who may read it (DEV_MAILBOX, this machine only). To anyone else the page
  // does not exist, so it is asked before anything streams: a 404 must be a real status.
  const emails = await executeUncached(DevMailbox, { first: 50 }).then(
    (data) => data.devMailbox,
    (error: { code?: string }) => {
      if (error.code === "FORBIDDEN") return null;
      throw error;
    },
  );
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

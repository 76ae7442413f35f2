import { notFound } from "next/navigation";
import { getTranslations, setRequestLocale } from "next-intl/server";
import { Suspense } from "react";
import { Mailbox } from "@/components/dev/mailbox";
import { DevMailbox } from "@/lib/graphql/documents/dev";
import { executeUncached } from "@/lib/graphql/execute";

export default async function MailboxPage({ params }: { params: Promise<{ locale: string }> }) {
  const { locale } = await params;
  setRequestLocale(locale);
  const t = await getTranslations("mailbox");
  return (
    <>
      <h1>{t("title")}</h1>
      <p>{t("intro")}</p>
      <Suspense>
        <Messages />
      </Suspense>
    </>
  );
}

async function Messages() {
  const { devMailbox } = await executeUncached(DevMailbox, { first: 50 });
  // with a mail provider configured there is no local mailbox
  if (devMailbox === null) notFound();
  return <Mailbox emails={devMailbox} />;
}

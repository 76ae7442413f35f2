import { NextIntlClientProvider } from "next-intl";
import { getMessages } from "next-intl/server";
import { getChallengeViewer } from "@/lib/graphql/reads/challenge-viewer";
import { clientMessages } from "@/lib/i18n/client-messages";
import { EntryCurationMenu } from "./entry-curation-menu";

/**
 * The managers' menu on one entry (feature, ban), decided per viewer: render it inside
 * <Suspense>, so the shared page never holds it. Nothing for anyone else; the API checks anyway.
 */
export async function EntryCuration({
  shortHash,
  challengeId,
  articleId,
  title,
  featured,
}: {
  shortHash: string;
  challengeId: string;
  articleId: string;
  title: string;
  featured: boolean;
}) {
  const [{ isManager }, messages] = await Promise.all([getChallengeViewer(shortHash), getMessages()]);
  if (!isManager) return null;
  return (
    <NextIntlClientProvider messages={clientMessages(messages, ["challengeWall"])}>
      <EntryCurationMenu challengeId={challengeId} articleId={articleId} title={title} featured={featured} />
    </NextIntlClientProvider>
  );
}

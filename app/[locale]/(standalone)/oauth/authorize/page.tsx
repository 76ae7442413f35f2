import type { Metadata } from "next";
import { redirect } from "next/navigation";
import { NextIntlClientProvider } from "next-intl";
import { getMessages, getTranslations, setRequestLocale } from "next-intl/server";
import { OAuthConsent, OAuthRequestRefused } from "@/components/auth/oauth-consent";
import { requireViewer } from "@/components/auth/require-viewer";
import { metadataFor } from "@/components/layout/site-meta";
import { getAuthorizationRequest } from "@/lib/graphql/reads/oauth";
import { clientMessages } from "@/lib/i18n/client-messages";

type Props = {
  params: Promise<{ locale: string }>;
  searchParams: Promise<Record<string, string | string[] | undefined>>;
};

const PARAMS = [
  "client_id",
  "redirect_uri",
  "response_type",
  "scope",
  "state",
  "code_challenge",
  "code_challenge_method",
];
const one = (value: string | string[] | undefined) => (typeof value === "string" ? value : undefined);

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const { locale } = await params;
  const t = await getTranslations({ locale, namespace: "oauth" });
  return metadataFor({ title: t("pageTitle"), path: "/oauth/authorize", noindex: true });
}

/**
 * The site as an OAuth provider: an app sends the person here to ask for their consent. A
 * visitor logs in first and comes back to the same request.
 */
export default async function Authorize({ params, searchParams }: Props) {
  setRequestLocale((await params).locale);
  const query = await searchParams;
  const kept = new URLSearchParams();
  for (const name of PARAMS) {
    const value = one(query[name]);
    if (value !== undefined) kept.set(name, value);
  }
  const viewer = await requireViewer(`/oauth/authorize?${kept}`);
  const input = {
    clientId: one(query.client_id) ?? "",
    redirectURI: one(query.redirect_uri) ?? "",
    responseType: one(query.response_type),
    scope: one(query.scope),
    state: one(query.state),
    codeChallenge: one(query.code_challenge),
    codeChallengeMethod: one(query.code_challenge_method),
  };
  const answer = await getAuthorizationRequest(input);
  if (!answer.checked) return <OAuthRequestRefused />;
  const { client, scope, errorRedirect, denyRedirect } = answer.checked;
  if (errorRedirect) redirect(errorRedirect);
  const messages = await getMessages();
  return (
    <NextIntlClientProvider messages={clientMessages(messages, ["oauth"])}>
      <OAuthConsent
        app={client}
        scope={scope}
        denyRedirect={denyRedirect}
        request={input}
        viewerName={viewer.displayName ?? viewer.userName ?? ""}
      />
    </NextIntlClientProvider>
  );
}

import { getTranslations } from "next-intl/server";
import { messageKeyFor } from "@/lib/graphql/error-messages";
import type { SocialProvider } from "./social-providers";

/**
 * /oauth/[provider]/success and /failure: how a round trip to the provider ended. A link ends in
 * settings; a refusal says why (the API's code, or the person cancelling) and offers another try.
 */
export async function SocialResult({
  provider,
  outcome,
  code,
}: {
  provider: SocialProvider;
  outcome: "success" | "failure";
  code?: string | null;
}) {
  const t = await getTranslations("auth");
  const tRoot = await getTranslations();
  if (outcome === "success") {
    return (
      <section aria-labelledby="social-result">
        <h1 id="social-result">{t("socialLinkedTitle", { provider })}</h1>
        <p>{t("socialLinked", { provider })}</p>
        <p>
          <a href="/me/settings">{t("socialBackToSettings")}</a>
        </p>
      </section>
    );
  }
  const key = code && code !== "CANCELLED" ? messageKeyFor(code) : undefined;
  const reason = code === "CANCELLED" ? t("socialCancelled", { provider }) : key ? tRoot(key) : t("socialFailed");
  return (
    <section aria-labelledby="social-result">
      <h1 id="social-result">{t("socialFailedTitle", { provider })}</h1>
      <p role="alert">{reason}</p>
      <p>
        <a href="/login">{t("socialTryAgain")}</a>
      </p>
    </section>
  );
}

import { getTranslations } from "next-intl/server";
import { messageKeyFor } from "@/lib/graphql/error-messages";
import type { RoundProvider } from "./social-providers";

/**
 * /oauth/[provider]/success and /failure: how a round trip to the provider ended. A link ends in
 * settings; a refusal says why (the API's code, or the person cancelling) and offers another try.
 */
export async function SocialResult({
  provider,
  outcome,
  code,
}: {
  provider: RoundProvider;
  outcome: "success" | "failure";
  code?: string | null;
}) {
  const t = await getTranslations("auth");
  const tRoot = await getTranslations();
  const liker = provider === "LikeCoin";
  if (outcome === "success") {
    return (
      <section aria-labelledby="social-result">
        <h1 id="social-result">{liker ? t("likerLinkedTitle") : t("socialLinkedTitle", { provider })}</h1>
        <p>{liker ? t("likerLinked") : t("socialLinked", { provider })}</p>
        <p>
          <a href="/me/settings">{t("socialBackToSettings")}</a>
        </p>
      </section>
    );
  }
  const key = code && code !== "CANCELLED" && !liker ? messageKeyFor(code) : undefined;
  const reason =
    code === "CANCELLED"
      ? t("socialCancelled", { provider })
      : liker
        ? t(code === "3" ? "likerFailedTaken" : code === "2" ? "likerFailedUnavailable" : "likerFailedAgain")
        : key
          ? tRoot(key)
          : t("socialFailed");
  return (
    <section aria-labelledby="social-result">
      <h1 id="social-result">{liker ? t("likerFailedTitle") : t("socialFailedTitle", { provider })}</h1>
      <p role="alert">{reason}</p>
      <p>
        <a href={liker ? "/oauth/likecoin" : "/login"}>{t("socialTryAgain")}</a>
      </p>
    </section>
  );
}

"use client";

import { useTranslations } from "next-intl";
import { useEffect, useRef, useState } from "react";
import { apiErrorCode } from "@/components/ui/api-error-toast";
import { request } from "@/lib/graphql/client";
import { GenerateLikerIdUrl } from "@/lib/graphql/documents/islands/social-login";
import { errorMessageFor } from "@/lib/graphql/error-messages";

/**
 * Goes on to LikeCoin as soon as the page is there, as upstream's /oauth/likecoin redirects; the
 * button is for a second try when that did not work.
 */
export function LikerIdStart() {
  const t = useTranslations("auth");
  const tRoot = useTranslations();
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(true);
  const started = useRef(false);

  const go = async () => {
    setBusy(true);
    setError(null);
    try {
      const { generateLikerIdUrl } = await request(GenerateLikerIdUrl, {});
      window.location.assign(generateLikerIdUrl);
    } catch (failure) {
      const message = errorMessageFor(apiErrorCode(failure));
      setError(message ? tRoot(message.key, message.values) : t("socialFailed"));
      setBusy(false);
    }
  };

  useEffect(() => {
    if (started.current) return;
    started.current = true;
    void go();
  });

  return (
    <>
      <p role="status" aria-live="polite">
        {busy ? t("likerGoing") : ""}
      </p>
      {error ? <p role="alert">{error}</p> : null}
      <button type="button" onClick={go} disabled={busy}>
        {t("likerContinue")}
      </button>
    </>
  );
}

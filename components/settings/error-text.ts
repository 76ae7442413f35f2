"use client";

import { useTranslations } from "next-intl";
import { apiErrorCode } from "@/components/ui/api-error-toast";
import { errorMessageFor, retryAfterOf } from "@/lib/graphql/error-messages";

/** A refusal as the forms say it: the catalogue's message for its code, else "failed to edit". */
export function useErrorText() {
  const t = useTranslations("settings");
  const tRoot = useTranslations();
  return (error: unknown) => {
    const message = errorMessageFor(apiErrorCode(error), retryAfterOf(error));
    return message ? tRoot(message.key, message.values) : t("failed");
  };
}

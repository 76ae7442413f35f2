"use client";

import { useTranslations } from "next-intl";
import { requestLogin } from "./login-request";

export function EnterButton() {
  const t = useTranslations("auth");
  return (
    <button type="button" className="button-primary" onClick={() => requestLogin("nav")}>
      {t("enter")}
    </button>
  );
}

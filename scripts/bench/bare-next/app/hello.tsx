"use client";

import { useTranslations } from "next-intl";
import { useState } from "react";

/** The one client component: translated text and a little state. */
export function Hello() {
  const t = useTranslations("hello");
  const [count, setCount] = useState(0);
  return (
    <p>
      {t("greeting")}{" "}
      <button type="button" onClick={() => setCount(count + 1)}>
        {t("count", { count })}
      </button>
    </p>
  );
}

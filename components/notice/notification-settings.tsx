"use client";

import { useTranslations } from "next-intl";
import { useState } from "react";
import { toastApiError } from "@/components/ui/api-error-toast";
import { request } from "@/lib/graphql/client";
import { UpdateNotificationSetting } from "@/lib/graphql/documents/islands/notices/notices";
import styles from "./notices.module.css";
import type { CircleSetting, ShownSetting } from "./shown-settings";

type Setting = ShownSetting | CircleSetting;

/** A switch per kind (`initial`, in its order); each saves on its own, and a failure puts it back. */
export function NotificationSettings({ initial }: { initial: Partial<Record<Setting, boolean>> }) {
  const t = useTranslations("notices.settings");
  const tRoot = useTranslations();
  const [values, setValues] = useState(initial);

  const toggle = async (type: Setting) => {
    const enabled = !values[type];
    setValues((v) => ({ ...v, [type]: enabled }));
    try {
      await request(UpdateNotificationSetting, { type, enabled });
    } catch (error) {
      setValues((v) => ({ ...v, [type]: !enabled }));
      toastApiError(error, tRoot);
    }
  };

  return (
    <ul className={styles.settings}>
      {(Object.keys(initial) as Setting[]).map((type) => (
        <li key={type} className={styles.setting}>
          <span className={styles.settingText}>
            <span id={`setting-${type}`}>{t(`${type}.label`)}</span>
            <span id={`setting-${type}-hint`} className={styles.settingHint}>
              {t(`${type}.hint`)}
            </span>
          </span>
          <button
            type="button"
            role="switch"
            className={styles.switch}
            aria-checked={values[type]}
            aria-labelledby={`setting-${type}`}
            aria-describedby={`setting-${type}-hint`}
            data-setting={type}
            onClick={() => toggle(type)}
          />
        </li>
      ))}
    </ul>
  );
}

"use client";

import { useTranslations } from "next-intl";
import { useState } from "react";
import { request } from "@/lib/graphql/client";
import { RevokeSession } from "@/lib/graphql/documents/islands/settings/settings";
import { useErrorText } from "./error-text";
import styles from "./settings.module.css";

export type Device = {
  id: string;
  name: string;
  /** The whole User-Agent, for the device's title. */
  userAgent: string | null;
  signedIn: string;
  lastSeen: string | null;
  current: boolean;
};

/** The signed-in devices, this one marked; "Log out" ends another device's session at once. */
export function DevicesList({ devices }: { devices: Device[] }) {
  const t = useTranslations("settings");
  const errorText = useErrorText();
  const [list, setList] = useState(devices);
  const [busy, setBusy] = useState<string | null>(null);
  const [status, setStatus] = useState("");
  const [error, setError] = useState<string | null>(null);

  const logOut = async (device: Device) => {
    setBusy(device.id);
    setError(null);
    setStatus("");
    try {
      await request(RevokeSession, { id: device.id });
      setList((current) => current.filter((d) => d.id !== device.id));
      setStatus(t("deviceLoggedOut"));
    } catch (failure) {
      setError(errorText(failure));
    } finally {
      setBusy(null);
    }
  };

  return (
    <>
      <ul className={styles.rows} aria-label={t("devices")}>
        {list.map((device) => (
          <li key={device.id} className={styles.row} data-device={device.current ? "current" : "other"}>
            <div className={styles.rowHead}>
              <span title={device.userAgent ?? undefined}>
                <span className={styles.label}>{device.name}</span>
                {device.current ? <span className={styles.badge}>{t("deviceThis")}</span> : null}
              </span>
              {device.current ? null : (
                <button
                  type="button"
                  className={styles.action}
                  onClick={() => logOut(device)}
                  disabled={busy !== null}
                  aria-label={t("deviceLogOutLabel", { device: device.name })}
                >
                  {t("deviceLogOut")}
                </button>
              )}
            </div>
            <span className={styles.hint}>
              {t("deviceSignedIn", { date: device.signedIn })}
              {device.lastSeen ? ` · ${t("deviceLastSeen", { date: device.lastSeen })}` : null}
            </span>
          </li>
        ))}
      </ul>
      {error ? (
        <p role="alert" className={styles.error}>
          {error}
        </p>
      ) : null}
      <p role="status" className={styles.hint}>
        {status}
      </p>
    </>
  );
}

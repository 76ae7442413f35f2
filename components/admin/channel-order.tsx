"use client";

import { useRouter } from "next/navigation";
import { useTranslations } from "next-intl";
import { useRef, useState } from "react";
import settings from "@/components/settings/settings.module.css";
import { apiErrorCode } from "@/components/ui/api-error-toast";
import { request } from "@/lib/graphql/client";
import { AdminReorderChannels } from "@/lib/graphql/documents/islands/admin/channels";
import styles from "./admin.module.css";

export type ListedChannel = {
  id: string;
  shortHash: string;
  title: string;
  kind: "TopicChannel" | "CurationChannel" | "WritingChallenge";
  shown: boolean;
};

/**
 * The channels in navbar order, each with buttons moving it up or down one place (keyboard and
 * screen readers reach them as any button; the moved channel's button keeps the focus). Topic
 * and curation channels link to their form; a challenge to its own.
 */
export function ChannelOrder({ channels }: { channels: ListedChannel[] }) {
  const t = useTranslations("admin.channels");
  const router = useRouter();
  const [order, setOrder] = useState(channels);
  const [busy, setBusy] = useState(false);
  const [status, setStatus] = useState("");
  const [error, setError] = useState<string | null>(null);
  const buttons = useRef(new Map<string, HTMLButtonElement | null>());

  async function move(index: number, by: -1 | 1) {
    const next = [...order];
    const [moved] = next.splice(index, 1);
    if (!moved) return;
    next.splice(index + by, 0, moved);
    setBusy(true);
    setError(null);
    try {
      await request(AdminReorderChannels, { ids: next.map((c) => c.id) });
      setOrder(next);
      setStatus(t("moved", { name: moved.title, place: index + by + 1 }));
      router.refresh();
      // keep the focus on the channel moved, on the same button where it still has one
      requestAnimationFrame(() => {
        const edge = index + by === 0 || index + by === next.length - 1;
        const key = `${moved.id}:${edge ? -by : by}`;
        buttons.current.get(`${moved.id}:${by}`)?.focus() ?? buttons.current.get(key)?.focus();
      });
    } catch (failure) {
      setError(t(apiErrorCode(failure) === "FORBIDDEN" ? "errors.FORBIDDEN" : "errors.failed"));
    } finally {
      setBusy(false);
    }
  }

  return (
    <>
      <ol className={styles.channelOrder}>
        {order.map((channel, index) => (
          <li key={channel.id}>
            <span>
              {channel.kind === "WritingChallenge" ? (
                <a href={`/admin/challenges/${channel.shortHash}`}>{channel.title}</a>
              ) : (
                <a href={`/admin/channels/${channel.shortHash}`}>{channel.title}</a>
              )}{" "}
              ({t(`kinds.${channel.kind}`)}, {t(channel.shown ? "shown" : "hidden")})
            </span>
            <span>
              <button
                type="button"
                ref={(el) => {
                  buttons.current.set(`${channel.id}:-1`, el);
                }}
                disabled={busy || index === 0}
                onClick={() => move(index, -1)}
                aria-label={t("moveUp", { name: channel.title })}
              >
                ↑
              </button>
              <button
                type="button"
                ref={(el) => {
                  buttons.current.set(`${channel.id}:1`, el);
                }}
                disabled={busy || index === order.length - 1}
                onClick={() => move(index, 1)}
                aria-label={t("moveDown", { name: channel.title })}
              >
                ↓
              </button>
            </span>
          </li>
        ))}
      </ol>
      <p role="status">{status}</p>
      {error ? (
        <p role="alert" className={settings.error}>
          {error}
        </p>
      ) : null}
    </>
  );
}

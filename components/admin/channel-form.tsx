"use client";

import { useRouter } from "next/navigation";
import { useTranslations } from "next-intl";
import { type FormEvent, useEffect, useId, useRef, useState } from "react";
import styles from "@/components/settings/settings.module.css";
import { apiErrorCode } from "@/components/ui/api-error-toast";
import { request } from "@/lib/graphql/client";
import { AdminPutCurationChannel, AdminPutTopicChannel } from "@/lib/graphql/documents/islands/admin/channels";
import type { Color } from "@/lib/graphql/generated/admin/graphql";
import type { Texts } from "./challenge-input";
import { TranslatedFields } from "./translated-fields";

/** The refusals said in this form's own words; any other code gets the general one. */
const EXPLAINED = new Set(["BAD_USER_INPUT", "FORBIDDEN", "ENTITY_NOT_FOUND"]);
const COLORS: readonly Color[] = ["gray", "brown", "orange", "yellow", "green", "purple", "pink", "red"];
/** A new channel's colour, as the API reads a channel with none. */
export const FIRST_COLOR = COLORS[0] as Color;
/** The API's bounds (server/api/services/channel-admin.ts). */
const PIN_AMOUNT_MAX = 10;

export type ChannelDraft = {
  name: Texts;
  note: Texts;
  shown: boolean;
  pinAmount: number;
  color: Color;
  /** datetime-local values, in the admin's time zone */
  start: string;
  end: string;
  /** topic channels: the classifier's name of the topic, empty for none */
  providerId: string;
  /** curation channels: recommended authors and tags beside the channel's articles */
  showRecommendation: boolean;
};

const translations = (texts: Texts) =>
  (["en", "zh_hant", "zh_hans"] as const).flatMap((language) =>
    texts[language].trim() ? [{ language, text: texts[language].trim() }] : [],
  );

/**
 * An admin creates a topic or curation channel (no `id`) or changes one: names and notes in the
 * three languages, shown to readers or hidden, and for a curation channel its pins, colour and
 * period. The API checks each field again; its refusals are said above the form and focused.
 */
export function ChannelForm({
  kind,
  id,
  initial,
}: {
  kind: "topic" | "curation";
  id: string | null;
  initial: ChannelDraft;
}) {
  const t = useTranslations("admin.channels");
  const router = useRouter();
  const ids = {
    error: useId(),
    shown: useId(),
    pins: useId(),
    color: useId(),
    start: useId(),
    end: useId(),
    provider: useId(),
    providerHint: useId(),
    recommends: useId(),
  };
  const [draft, setDraft] = useState(initial);
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const [status, setStatus] = useState("");
  const errorRef = useRef<HTMLParagraphElement>(null);

  useEffect(() => {
    if (error) errorRef.current?.focus();
  }, [error]);

  async function save(event: FormEvent) {
    event.preventDefault();
    if (!draft.name.en.trim()) return setError(t("errors.name"));
    if (draft.start && draft.end && new Date(draft.end) <= new Date(draft.start)) return setError(t("errors.period"));
    setBusy(true);
    setError(null);
    setStatus("");
    const common = { id, name: translations(draft.name), note: translations(draft.note) };
    try {
      const shortHash =
        kind === "topic"
          ? (
              await request(AdminPutTopicChannel, {
                input: { ...common, enabled: draft.shown, providerId: draft.providerId.trim() },
              })
            ).putTopicChannel.shortHash
          : (
              await request(AdminPutCurationChannel, {
                input: {
                  ...common,
                  state: draft.shown ? "published" : "editing",
                  showRecommendation: draft.showRecommendation,
                  pinAmount: draft.pinAmount,
                  color: draft.color,
                  activePeriod: draft.start
                    ? {
                        start: new Date(draft.start).toISOString(),
                        end: draft.end ? new Date(draft.end).toISOString() : null,
                      }
                    : null,
                },
              })
            ).putCurationChannel.shortHash;
      if (!id) {
        router.push(`/admin/channels/${shortHash}`);
        return;
      }
      setStatus(t("saved"));
      router.refresh();
    } catch (failure) {
      const code = apiErrorCode(failure);
      setError(t(EXPLAINED.has(code) ? `errors.${code}` : "errors.failed"));
    } finally {
      setBusy(false);
    }
  }

  return (
    <form className={styles.form} onSubmit={save} aria-describedby={error ? ids.error : undefined} noValidate>
      {error ? (
        <p id={ids.error} ref={errorRef} tabIndex={-1} role="alert" className={styles.error}>
          {error}
        </p>
      ) : null}
      <TranslatedFields legend={t("name")} value={draft.name} onChange={(name) => setDraft({ ...draft, name })} />
      <TranslatedFields
        legend={t("note")}
        value={draft.note}
        multiline
        onChange={(note) => setDraft({ ...draft, note })}
      />
      <p>
        <input
          id={ids.shown}
          type="checkbox"
          checked={draft.shown}
          onChange={(e) => setDraft({ ...draft, shown: e.target.checked })}
        />{" "}
        <label htmlFor={ids.shown}>{t("shownLabel")}</label>
      </p>
      {kind === "topic" ? (
        <p>
          <label htmlFor={ids.provider}>{t("providerId")}</label>
          <input
            id={ids.provider}
            value={draft.providerId}
            maxLength={64}
            aria-describedby={ids.providerHint}
            onChange={(e) => setDraft({ ...draft, providerId: e.target.value })}
          />
          <small id={ids.providerHint}>{t("providerIdHint")}</small>
        </p>
      ) : null}
      {kind === "curation" ? (
        <>
          <p>
            <input
              id={ids.recommends}
              type="checkbox"
              checked={draft.showRecommendation}
              onChange={(e) => setDraft({ ...draft, showRecommendation: e.target.checked })}
            />{" "}
            <label htmlFor={ids.recommends}>{t("showRecommendation")}</label>
          </p>
          <p>
            <label htmlFor={ids.pins}>{t("pinAmount")}</label>
            <input
              id={ids.pins}
              type="number"
              min={1}
              max={PIN_AMOUNT_MAX}
              value={draft.pinAmount}
              onChange={(e) => setDraft({ ...draft, pinAmount: Number(e.target.value) })}
            />
          </p>
          <p>
            <label htmlFor={ids.color}>{t("color")}</label>
            <select
              id={ids.color}
              value={draft.color}
              onChange={(e) => setDraft({ ...draft, color: e.target.value as Color })}
            >
              {COLORS.map((color) => (
                <option key={color} value={color}>
                  {t(`colors.${color}`)}
                </option>
              ))}
            </select>
          </p>
          <fieldset>
            <legend>{t("period")}</legend>
            <label htmlFor={ids.start}>{t("start")}</label>
            <input
              id={ids.start}
              type="datetime-local"
              value={draft.start}
              onChange={(e) => setDraft({ ...draft, start: e.target.value })}
            />
            <label htmlFor={ids.end}>{t("end")}</label>
            <input
              id={ids.end}
              type="datetime-local"
              value={draft.end}
              onChange={(e) => setDraft({ ...draft, end: e.target.value })}
            />
          </fieldset>
        </>
      ) : null}
      <p>
        <button type="submit" className="button-primary" disabled={busy}>
          {t(id ? "save" : "create")}
        </button>
      </p>
      <p role="status">{status}</p>
    </form>
  );
}

"use client";

import { useRouter } from "next/navigation";
import { useTranslations } from "next-intl";
import { type FormEvent, useEffect, useId, useRef, useState } from "react";
import styles from "@/components/settings/settings.module.css";
import { apiErrorCode } from "@/components/ui/api-error-toast";
import { ImageField } from "@/components/ui/image-field";
import { request } from "@/lib/graphql/client";
import { AdminArticleId, AdminUserId, PutWritingChallenge } from "@/lib/graphql/documents/islands/admin/challenge";
import { errorMessageFor, retryAfterOf } from "@/lib/graphql/error-messages";
import type { CampaignState } from "@/lib/graphql/generated/admin/graphql";
import { uploadChallengeCover } from "./challenge-cover-upload";
import { articleHashes, type ChallengeDraft, challengeInput, userNames } from "./challenge-input";
import { StageFields } from "./stage-fields";
import { TranslatedFields } from "./translated-fields";

const STATES: readonly CampaignState[] = ["pending", "active", "finished", "archived"];

/** Each key looked up to its id; the keys that lead to nothing, to say so. */
async function idsOf(keys: string[], lookUp: (key: string) => Promise<string | null>) {
  const found = await Promise.all(keys.map(async (key) => ({ key, id: await lookUp(key) })));
  return {
    ids: found.flatMap((f) => (f.id ? [f.id] : [])),
    unknown: found.filter((f) => !f.id).map((f) => f.key),
  };
}

const userId = async (userName: string) => (await request(AdminUserId, { userName })).user?.id ?? null;
const articleId = async (shortHash: string) => (await request(AdminArticleId, { shortHash })).article?.id ?? null;

/**
 * An admin's new challenge (no `id`) or the edit of one. Once a challenge has started its
 * stages stay as they are and new ones are appended; its state only moves forward. The cover is
 * uploaded when saving, then named in putWritingChallenge with the rest in one call, so a
 * refused field changes nothing. Saved, the form opens the challenge's own edit page.
 */
export function ChallengeForm({
  id,
  initial,
  cover,
  startedState,
}: {
  id: string | null;
  initial: ChallengeDraft;
  /** The cover shown today, if any (its address sized for the preview). */
  cover: string | null;
  /** The state read with the challenge (null for a new one): from active on, stages only grow. */
  startedState: CampaignState | null;
}) {
  const t = useTranslations("admin.challengeForm");
  const tRoot = useTranslations();
  const router = useRouter();
  const ids = {
    link: useId(),
    state: useId(),
    organizers: useId(),
    managers: useId(),
    peopleHint: useId(),
    announcements: useId(),
    announcementsHint: useId(),
  };
  const [draft, setDraft] = useState(initial);
  const [coverFile, setCoverFile] = useState<File | null>(null);
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const [status, setStatus] = useState("");
  const errorRef = useRef<HTMLParagraphElement>(null);
  const stagesLocked = startedState !== null && startedState !== "pending";
  const set = <K extends keyof ChallengeDraft>(key: K, value: ChallengeDraft[K]) =>
    setDraft((current) => ({ ...current, [key]: value }));

  useEffect(() => {
    if (error) errorRef.current?.focus();
  }, [error]);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (!draft.name.en.trim()) {
      setError(t("nameRequired"));
      return;
    }
    if ([...draft.stages, ...draft.newStages].some((stage) => !stage.name.en.trim())) {
      setError(t("stageNameRequired"));
      return;
    }
    setBusy(true);
    setError(null);
    setStatus(t("saving"));
    try {
      const [organizers, managers] = await Promise.all([
        idsOf(userNames(draft.organizers), userId),
        idsOf(userNames(draft.managers), userId),
      ]);
      const unknown = [...organizers.unknown, ...managers.unknown];
      if (unknown.length > 0) {
        setStatus("");
        setError(t("unknownPeople", { names: unknown.join(", ") }));
        return;
      }
      const announcements = await idsOf(articleHashes(draft.announcements), articleId);
      if (announcements.unknown.length > 0) {
        setStatus("");
        setError(t("unknownArticles", { addresses: announcements.unknown.join(", ") }));
        return;
      }
      const coverId = coverFile ? (await uploadChallengeCover(coverFile)).id : null;
      const { putWritingChallenge } = await request(PutWritingChallenge, {
        input: challengeInput(draft, {
          id,
          cover: coverId,
          stagesLocked,
          organizers: organizers.ids,
          managers: managers.ids,
          announcements: announcements.ids,
        }),
      });
      setStatus(t("saved"));
      if (!id) {
        router.push(`/admin/challenges/${putWritingChallenge.shortHash}`);
        return;
      }
      // the stages just added are the challenge's now: a second save must not add them again
      setDraft((current) => ({ ...current, stages: [...current.stages, ...current.newStages], newStages: [] }));
      router.refresh();
    } catch (failure) {
      setStatus("");
      const message = errorMessageFor(apiErrorCode(failure), retryAfterOf(failure));
      setError(message ? tRoot(message.key, message.values) : t("failed"));
    } finally {
      setBusy(false);
    }
  };

  const states = startedState ? STATES.slice(Math.max(1, STATES.indexOf(startedState))) : STATES;
  return (
    <form className={styles.form} onSubmit={submit} noValidate aria-busy={busy || undefined}>
      <TranslatedFields legend={t("name")} value={draft.name} onChange={(name) => set("name", name)} />
      <TranslatedFields
        legend={t("navbarTitle")}
        value={draft.navbarTitle}
        onChange={(navbarTitle) => set("navbarTitle", navbarTitle)}
      />
      <label>
        <input
          type="checkbox"
          checked={draft.channelEnabled}
          onChange={(event) => set("channelEnabled", event.target.checked)}
        />{" "}
        {t("channelEnabled")}
      </label>
      <TranslatedFields
        legend={t("description")}
        value={draft.description}
        onChange={(description) => set("description", description)}
        multiline
      />
      <ImageField
        label={t("cover")}
        hint={t("coverHint")}
        shape="cover"
        current={cover}
        currentAlt={t("currentCover")}
        pickedAlt={t("newCover")}
        onFile={setCoverFile}
      />
      <label htmlFor={ids.link}>{t("link")}</label>
      <input
        id={ids.link}
        type="text"
        inputMode="url"
        value={draft.link}
        onChange={(event) => set("link", event.target.value)}
      />
      <Period
        legend={t("applicationPeriod")}
        start={draft.applicationStart}
        end={draft.applicationEnd}
        onChange={(start, end) => setDraft((d) => ({ ...d, applicationStart: start, applicationEnd: end }))}
      />
      <Period
        legend={t("writingPeriod")}
        start={draft.writingStart}
        end={draft.writingEnd}
        onChange={(start, end) => setDraft((d) => ({ ...d, writingStart: start, writingEnd: end }))}
      />
      <StageFields
        locked={stagesLocked ? draft.stages : []}
        editable={stagesLocked ? draft.newStages : draft.stages}
        onChange={(stages) => set(stagesLocked ? "newStages" : "stages", stages)}
      />
      <label htmlFor={ids.state}>{t("state")}</label>
      <select
        id={ids.state}
        value={draft.state}
        onChange={(event) => set("state", event.target.value as CampaignState)}
      >
        {states.map((state) => (
          <option key={state} value={state}>
            {t(`states.${state}`)}
          </option>
        ))}
      </select>
      <label htmlFor={ids.organizers}>{t("organizers")}</label>
      <input
        id={ids.organizers}
        type="text"
        autoComplete="off"
        spellCheck={false}
        value={draft.organizers}
        aria-describedby={ids.peopleHint}
        onChange={(event) => set("organizers", event.target.value)}
      />
      <label htmlFor={ids.managers}>{t("managers")}</label>
      <input
        id={ids.managers}
        type="text"
        autoComplete="off"
        spellCheck={false}
        value={draft.managers}
        aria-describedby={ids.peopleHint}
        onChange={(event) => set("managers", event.target.value)}
      />
      <p id={ids.peopleHint} className={styles.hint}>
        {t("peopleHint")}
      </p>
      <label htmlFor={ids.announcements}>{t("announcements")}</label>
      <textarea
        id={ids.announcements}
        rows={3}
        spellCheck={false}
        value={draft.announcements}
        aria-describedby={ids.announcementsHint}
        onChange={(event) => set("announcements", event.target.value)}
      />
      <p id={ids.announcementsHint} className={styles.hint}>
        {t("announcementsHint")}
      </p>
      <label>
        <input type="checkbox" checked={draft.exclusive} onChange={(event) => set("exclusive", event.target.checked)} />{" "}
        {t("exclusive")}
      </label>
      <label>
        <input
          type="checkbox"
          checked={draft.enableQuoteWall}
          onChange={(event) => set("enableQuoteWall", event.target.checked)}
        />{" "}
        {t("enableQuoteWall")}
      </label>
      {error ? (
        <p role="alert" className={styles.error} ref={errorRef} tabIndex={-1}>
          {error}
        </p>
      ) : null}
      <p role="status" className={styles.hint}>
        {status}
      </p>
      <p>
        <button type="submit" className="button-primary" disabled={busy}>
          {id ? t("save") : t("create")}
        </button>
      </p>
    </form>
  );
}

/** A period's start and optional end, in the admin's local time. */
function Period({
  legend,
  start,
  end,
  onChange,
}: {
  legend: string;
  start: string;
  end: string;
  onChange: (start: string, end: string) => void;
}) {
  const t = useTranslations("admin.challengeForm");
  const id = useId();
  return (
    <fieldset>
      <legend>{legend}</legend>
      <p id={`${id}-zone`} className={styles.hint}>
        {t("zoneHint")}
      </p>
      <label htmlFor={`${id}-start`}>{t("starts")}</label>
      <input
        id={`${id}-start`}
        type="datetime-local"
        value={start}
        aria-describedby={`${id}-zone`}
        onChange={(e) => onChange(e.target.value, end)}
      />
      <label htmlFor={`${id}-end`}>{t("ends")}</label>
      <input
        id={`${id}-end`}
        type="datetime-local"
        value={end}
        aria-describedby={`${id}-zone`}
        onChange={(e) => onChange(start, e.target.value)}
      />
    </fieldset>
  );
}

"use client";

import { useTranslations } from "next-intl";
import { useId } from "react";
import { EMPTY_TEXTS, type StageDraft } from "./challenge-input";
import { TranslatedFields } from "./translated-fields";

let made = 0;
/** A new, empty stage (its key keeps React's rows apart; the API gives it an id when saved). */
export function newStage(): StageDraft {
  made += 1;
  return { key: `new-${made}`, id: null, name: { ...EMPTY_TEXTS }, start: "" };
}

/**
 * The challenge's stages: `locked` ones (the challenge has started) are shown, not edited;
 * `editable` ones can be named, timed, removed and added to.
 */
export function StageFields({
  locked,
  editable,
  onChange,
}: {
  locked: StageDraft[];
  editable: StageDraft[];
  onChange: (stages: StageDraft[]) => void;
}) {
  const t = useTranslations("admin.challengeForm");
  const id = useId();
  const update = (key: string, change: Partial<StageDraft>) =>
    onChange(editable.map((stage) => (stage.key === key ? { ...stage, ...change } : stage)));
  return (
    <fieldset>
      <legend>{t("stages")}</legend>
      <p id={`${id}-zone`}>{t("zoneHint")}</p>
      {locked.length > 0 ? (
        <>
          <p>{t("stagesLocked")}</p>
          <ol>
            {locked.map((stage) => (
              <li key={stage.key}>{stage.name.en}</li>
            ))}
          </ol>
        </>
      ) : null}
      {editable.length === 0 && locked.length === 0 ? <p>{t("noStages")}</p> : null}
      <ol>
        {editable.map((stage, index) => {
          const number = locked.length + index + 1;
          return (
            <li key={stage.key}>
              <TranslatedFields
                legend={t("stageName", { number })}
                value={stage.name}
                onChange={(name) => update(stage.key, { name })}
              />
              <label htmlFor={`${id}-${stage.key}-start`}>{t("stageStart", { number })}</label>
              <input
                id={`${id}-${stage.key}-start`}
                type="datetime-local"
                value={stage.start}
                aria-describedby={`${id}-zone`}
                onChange={(event) => update(stage.key, { start: event.target.value })}
              />
              <button type="button" onClick={() => onChange(editable.filter((s) => s.key !== stage.key))}>
                {t("removeStage", { number })}
              </button>
            </li>
          );
        })}
      </ol>
      <button type="button" onClick={() => onChange([...editable, newStage()])}>
        {t("addStage")}
      </button>
    </fieldset>
  );
}

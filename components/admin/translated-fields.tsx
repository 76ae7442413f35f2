"use client";

import { useTranslations } from "next-intl";
import { useId } from "react";
import type { Texts } from "./challenge-input";

const LANGUAGES = ["en", "zh_hant", "zh_hans"] as const;

/**
 * One text in the three languages, in a fieldset named by `legend`: a language left empty reads
 * the English text (the API's rule), so only English is needed.
 */
export function TranslatedFields({
  legend,
  value,
  onChange,
  multiline = false,
}: {
  legend: string;
  value: Texts;
  onChange: (value: Texts) => void;
  multiline?: boolean;
}) {
  const t = useTranslations("admin.challengeForm");
  const id = useId();
  return (
    <fieldset>
      <legend>{legend}</legend>
      {LANGUAGES.map((language) => {
        const fieldId = `${id}-${language}`;
        const props = {
          id: fieldId,
          value: value[language],
          lang: { en: "en", zh_hant: "zh-Hant", zh_hans: "zh-Hans" }[language],
          onChange: (event: { target: { value: string } }) => onChange({ ...value, [language]: event.target.value }),
        };
        return (
          <div key={language}>
            <label htmlFor={fieldId}>{t(`language.${language}`)}</label>
            {multiline ? <textarea rows={3} {...props} /> : <input type="text" {...props} />}
          </div>
        );
      })}
    </fieldset>
  );
}

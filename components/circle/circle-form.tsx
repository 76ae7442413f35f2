"use client";

import { useRouter } from "next/navigation";
import { useTranslations } from "next-intl";
import { type FormEvent, useEffect, useId, useRef, useState } from "react";
import styles from "@/components/settings/settings.module.css";
import { apiErrorCode } from "@/components/ui/api-error-toast";
import { ImageField } from "@/components/ui/image-field";
import { request } from "@/lib/graphql/client";
import { PutCircle } from "@/lib/graphql/documents/islands/circle/circle";
import { errorMessageFor, retryAfterOf } from "@/lib/graphql/error-messages";
import { imageUrl } from "@/lib/media/paths";
import { CIRCLE_PRICE_MAX_HKD, CIRCLE_PRICE_MIN_HKD } from "@/lib/money/circle-price";
import {
  CIRCLE_DESCRIPTION_MAX,
  CIRCLE_DISPLAY_NAME_MAX,
  CIRCLE_DISPLAY_NAME_MIN,
  CIRCLE_NAME_MAX,
  CIRCLE_NAME_MIN,
} from "@/lib/text/circle-name";
import { circlePath } from "@/lib/url/entity-paths";
import { uploadCircleImage } from "./circle-image-upload";

export type CircleFields = {
  id: string;
  name: string;
  displayName: string;
  description: string;
  avatar: string | null;
  cover: string | null;
  /** The monthly price in HKD, set once: shown, not edited. */
  price: number | null;
};

/** Counted as the API counts: code points, spaces collapsed. */
const length = (text: string) => [...text.replace(/\s+/gu, " ").trim()].length;

/** A refusal as the form says it: the catalogue's message for its code, else "saving failed". */
function useErrorText() {
  const t = useTranslations("circle");
  const tRoot = useTranslations();
  return (error: unknown) => {
    const message = errorMessageFor(apiErrorCode(error), retryAfterOf(error));
    return message ? tRoot(message.key, message.values) : t("failed");
  };
}

/**
 * A new circle (no `circle`) or the owner's edit of theirs. New images are uploaded when saving,
 * then named in putCircle with the rest in one call, so a refused field changes nothing. A new
 * circle opens at its page; an edit opens the page under its (perhaps new) name.
 */
export function CircleForm({ circle }: { circle?: CircleFields }) {
  const t = useTranslations("circle");
  const errorText = useErrorText();
  const router = useRouter();
  const ids = {
    name: useId(),
    nameHint: useId(),
    displayName: useId(),
    displayNameHint: useId(),
    description: useId(),
    descriptionHint: useId(),
    price: useId(),
    priceHint: useId(),
  };
  const [name, setName] = useState(circle?.name ?? "");
  const [displayName, setDisplayName] = useState(circle?.displayName ?? "");
  const [description, setDescription] = useState(circle?.description ?? "");
  const [price, setPrice] = useState(circle?.price != null ? String(circle.price) : "");
  const [avatarFile, setAvatarFile] = useState<File | null>(null);
  const [coverFile, setCoverFile] = useState<File | null>(null);
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const [status, setStatus] = useState("");
  const errorRef = useRef<HTMLParagraphElement>(null);
  const priceFixed = circle?.price != null;

  useEffect(() => {
    if (error) errorRef.current?.focus();
  }, [error]);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const amount = priceFixed ? null : Number(price);
    if (!priceFixed && (price.trim() === "" || !Number.isFinite(amount))) {
      setError(t("priceRequired"));
      return;
    }
    setBusy(true);
    setError(null);
    setStatus(t("saving"));
    try {
      const avatar = avatarFile ? (await uploadCircleImage(avatarFile, "circleAvatar")).id : undefined;
      const cover = coverFile ? (await uploadCircleImage(coverFile, "circleCover")).id : undefined;
      const { putCircle } = await request(PutCircle, {
        input: {
          ...(circle ? { id: circle.id } : {}),
          name: name.trim(),
          displayName,
          description,
          ...(amount !== null ? { amount } : {}),
          ...(avatar ? { avatar } : {}),
          ...(cover ? { cover } : {}),
        },
      });
      setStatus(circle ? t("saved") : t("created"));
      router.push(circlePath(putCircle.name));
      router.refresh();
    } catch (failure) {
      setStatus("");
      setError(errorText(failure));
    } finally {
      setBusy(false);
    }
  };

  return (
    <form className={styles.form} onSubmit={submit} noValidate aria-busy={busy || undefined}>
      <label htmlFor={ids.name}>{t("name")}</label>
      <input
        id={ids.name}
        type="text"
        required
        autoComplete="off"
        spellCheck={false}
        value={name}
        aria-describedby={ids.nameHint}
        onChange={(event) => setName(event.target.value)}
      />
      <p id={ids.nameHint} className={styles.hint}>
        {t("nameHint", { min: CIRCLE_NAME_MIN, max: CIRCLE_NAME_MAX })}
      </p>

      <label htmlFor={ids.displayName}>{t("displayName")}</label>
      <input
        id={ids.displayName}
        type="text"
        required
        value={displayName}
        aria-describedby={ids.displayNameHint}
        onChange={(event) => setDisplayName(event.target.value)}
      />
      <p id={ids.displayNameHint} className={styles.hint}>
        {t("displayNameHint", { min: CIRCLE_DISPLAY_NAME_MIN, max: CIRCLE_DISPLAY_NAME_MAX })}{" "}
        {t("counter", { used: length(displayName), max: CIRCLE_DISPLAY_NAME_MAX })}
      </p>

      <label htmlFor={ids.description}>{t("description")}</label>
      <textarea
        id={ids.description}
        rows={4}
        value={description}
        aria-describedby={ids.descriptionHint}
        onChange={(event) => setDescription(event.target.value)}
      />
      <p id={ids.descriptionHint} className={styles.hint}>
        {t("counter", { used: [...description.trim()].length, max: CIRCLE_DESCRIPTION_MAX })}
      </p>

      <label htmlFor={ids.price}>{t("price")}</label>
      <input
        id={ids.price}
        type="text"
        inputMode="decimal"
        required={!priceFixed}
        readOnly={priceFixed}
        value={price}
        aria-describedby={ids.priceHint}
        onChange={(event) => setPrice(event.target.value)}
      />
      <p id={ids.priceHint} className={styles.hint}>
        {priceFixed ? t("priceFixed") : t("priceHint", { min: CIRCLE_PRICE_MIN_HKD, max: CIRCLE_PRICE_MAX_HKD })}
      </p>

      <ImageField
        label={t("avatar")}
        hint={t("avatarHint")}
        shape="avatar"
        current={circle?.avatar ? imageUrl(circle.avatar, { w: 96 }) : null}
        currentAlt={t("currentAvatar")}
        pickedAlt={t("newImage")}
        onFile={setAvatarFile}
      />
      <ImageField
        label={t("cover")}
        hint={t("coverHint")}
        shape="cover"
        current={circle?.cover ? imageUrl(circle.cover, { w: 800, h: 240, fit: "cover" }) : null}
        currentAlt={t("currentCover")}
        pickedAlt={t("newImage")}
        onFile={setCoverFile}
      />

      {error ? (
        <p role="alert" className={styles.error} ref={errorRef} tabIndex={-1}>
          {error}
        </p>
      ) : null}
      <p role="status" className={styles.hint}>
        {status}
      </p>
      <div className={styles.actions}>
        <button type="submit" className="button-primary" disabled={busy}>
          {circle ? t("save") : t("create")}
        </button>
      </div>
    </form>
  );
}

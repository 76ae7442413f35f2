"use client";

import { useRouter } from "next/navigation";
import { useTranslations } from "next-intl";
import { type FormEvent, useId, useState } from "react";
import { ImageField } from "@/components/ui/image-field";
import { request } from "@/lib/graphql/client";
import { SaveProfile } from "@/lib/graphql/documents/islands/settings/settings";
import { imageUrl } from "@/lib/media/paths";
import { useErrorText } from "./error-text";
import { uploadProfileImage } from "./profile-image-upload";
import styles from "./settings.module.css";

/** The API's bounds (server/api/validation.ts), counted as it counts them: code points, spaces collapsed. */
const DISPLAY_NAME_MAX = 20;
const DESCRIPTION_MAX = 200;
const length = (text: string) => [...text.replace(/\s+/gu, " ").trim()].length;

export type ProfileFields = {
  displayName: string;
  description: string;
  avatar: string | null;
  profileCover: string | null;
  paymentPointer: string;
};

/**
 * The profile: display name, bio, avatar, cover and the Web Monetization payment pointer. New images are uploaded when saving, then
 * named in updateUserInfo with the rest in one call, so a refused field changes nothing. The
 * previews crop as the pages do: the avatar square (a circle), the cover 4:1.
 */
export function ProfileForm({ profile }: { profile: ProfileFields }) {
  const t = useTranslations("settings");
  const errorText = useErrorText();
  const router = useRouter();
  const ids = {
    name: useId(),
    nameHint: useId(),
    bio: useId(),
    bioCount: useId(),
    pointer: useId(),
    pointerHint: useId(),
  };
  const [displayName, setDisplayName] = useState(profile.displayName);
  const [description, setDescription] = useState(profile.description);
  const [paymentPointer, setPaymentPointer] = useState(profile.paymentPointer);
  const [avatarFile, setAvatarFile] = useState<File | null>(null);
  const [coverFile, setCoverFile] = useState<File | null>(null);
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const [status, setStatus] = useState("");

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setBusy(true);
    setError(null);
    setStatus(t("saving"));
    try {
      const avatar = avatarFile ? (await uploadProfileImage(avatarFile, "avatar")).id : undefined;
      const profileCover = coverFile ? (await uploadProfileImage(coverFile, "profileCover")).id : undefined;
      await request(SaveProfile, {
        input: {
          displayName,
          description,
          // empty removes it
          paymentPointer,
          ...(avatar ? { avatar } : {}),
          ...(profileCover ? { profileCover } : {}),
        },
      });
      setStatus(t("profileSaved"));
      router.refresh();
    } catch (failure) {
      setStatus("");
      setError(errorText(failure));
    } finally {
      setBusy(false);
    }
  };

  return (
    <form className={styles.form} onSubmit={submit} noValidate>
      <label htmlFor={ids.name}>{t("displayName")}</label>
      <input
        id={ids.name}
        type="text"
        value={displayName}
        aria-describedby={ids.nameHint}
        onChange={(event) => setDisplayName(event.target.value)}
      />
      <p id={ids.nameHint} className={styles.hint}>
        {t("displayNameHint")} {t("counter", { used: length(displayName), max: DISPLAY_NAME_MAX })}
      </p>

      <label htmlFor={ids.bio}>{t("bio")}</label>
      <textarea
        id={ids.bio}
        rows={4}
        value={description}
        aria-describedby={ids.bioCount}
        onChange={(event) => setDescription(event.target.value)}
      />
      <p id={ids.bioCount} className={styles.hint}>
        {t("counter", { used: [...description.trim()].length, max: DESCRIPTION_MAX })}
      </p>

      <ImageField
        label={t("avatar")}
        hint={t("avatarHint")}
        shape="avatar"
        current={profile.avatar ? imageUrl(profile.avatar, { w: 96 }) : null}
        currentAlt={t("currentAvatar")}
        pickedAlt={t("newImage")}
        onFile={setAvatarFile}
      />
      <ImageField
        label={t("cover")}
        hint={t("coverHint")}
        shape="cover"
        current={profile.profileCover ? imageUrl(profile.profileCover, { w: 800, h: 240, fit: "cover" }) : null}
        currentAlt={t("currentCover")}
        pickedAlt={t("newImage")}
        onFile={setCoverFile}
      />

      <label htmlFor={ids.pointer}>{t("paymentPointer")}</label>
      <input
        id={ids.pointer}
        type="text"
        inputMode="url"
        autoComplete="off"
        spellCheck={false}
        placeholder="$wallet.example.com/you"
        value={paymentPointer}
        aria-describedby={ids.pointerHint}
        onChange={(event) => setPaymentPointer(event.target.value)}
      />
      <p id={ids.pointerHint} className={styles.hint}>
        {t("paymentPointerHint")}
      </p>

      {error ? (
        <p role="alert" className={styles.error}>
          {error}
        </p>
      ) : null}
      <p role="status" className={styles.hint}>
        {status}
      </p>
      <div className={styles.actions}>
        <button type="submit" className="button-primary" disabled={busy}>
          {t("save")}
        </button>
      </div>
    </form>
  );
}

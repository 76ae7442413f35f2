"use client";

import { useEffect, useId, useState } from "react";
import { FilePicker } from "./file-picker";
import styles from "./image-field.module.css";

/** The image types the API takes for avatars and covers (of people and circles). */
export const IMAGE_ACCEPT = "image/jpeg,image/png,image/gif,image/webp";

type Props = {
  label: string;
  hint: string;
  /** Cropped as the pages crop it: a round avatar or a 4:1 cover. */
  shape: "avatar" | "cover";
  /** The image shown today, if any (its address already sized for the preview). */
  current: string | null;
  /** Alt texts: of the image shown today, and of a newly picked file. */
  currentAlt: string;
  pickedAlt: string;
  /** The picked file (null when the choice was cancelled): uploaded by the form when it saves. */
  onFile: (file: File | null) => void;
};

const SIZES = { avatar: { width: 96, height: 96 }, cover: { width: 800, height: 200 } };

/**
 * A labelled image field with its preview: the picked file as it will be cropped, else the image
 * shown today. The form keeps the file and uploads it when it saves, so a refused save changes
 * nothing; the preview's object address is released when another file is picked or the form goes.
 */
export function ImageField({ label, hint, shape, current, currentAlt, pickedAlt, onFile }: Props) {
  const id = useId();
  const hintId = useId();
  const [file, setFile] = useState<File | null>(null);
  const [preview, setPreview] = useState<string | null>(null);
  useEffect(() => {
    if (!file) return setPreview(null);
    const url = URL.createObjectURL(file);
    setPreview(url);
    return () => URL.revokeObjectURL(url);
  }, [file]);
  const src = preview ?? current;
  return (
    <>
      <label htmlFor={id}>{label}</label>
      {src ? (
        // biome-ignore lint/performance/noImgElement: a picked file or the owner's own upload, cropped as the pages crop it
        <img className={styles[shape]} src={src} alt={preview ? pickedAlt : currentAlt} {...SIZES[shape]} />
      ) : null}
      <FilePicker
        id={id}
        kind="image"
        accept={IMAGE_ACCEPT}
        describedBy={hintId}
        onFiles={(files) => {
          const picked = files[0] ?? null;
          setFile(picked);
          onFile(picked);
        }}
      />
      <p id={hintId} className={styles.hint}>
        {hint}
      </p>
    </>
  );
}

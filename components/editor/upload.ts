import { SingleFileUpload } from "@/lib/graphql/documents/islands/editor/writing";
import type { EntityType, SingleFileUploadMutation } from "@/lib/graphql/generated/editor/graphql";
import { upload } from "@/lib/graphql/upload";

// Uploads from the editor: singleFileUpload sent by lib/graphql/upload.ts. The server tells the
// file's type by its bytes; `accept` only narrows the picker.

export type Uploaded = SingleFileUploadMutation["singleFileUpload"];

// lib/media (the accepted types, the image route's addresses) is not imported here: the page's
// first-load chunk holds it for avatars, and sharing it with this lazy island would make it a
// module of its own there, growing every page. A unit test holds these to it.

/** What the file pickers offer: the image types the API takes (lib/media/limits.ts IMAGE_MIMES). */
export const IMAGE_TYPES = ["image/jpeg", "image/png", "image/gif", "image/webp"] as const;
export const IMAGE_ACCEPT = IMAGE_TYPES.join(",");

export const isImageFile = (file: File) => (IMAGE_TYPES as readonly string[]).includes(file.type);

/** The audio types the API takes for embedaudio (lib/media/limits.ts AUDIO_MIMES); browsers name some by extension only. */
export const AUDIO_TYPES = ["audio/mpeg", "audio/mp4", "audio/ogg", "audio/wav", "audio/flac"] as const;
export const AUDIO_ACCEPT = [...AUDIO_TYPES, ".mp3", ".m4a", ".ogg", ".oga", ".wav", ".flac"].join(",");

/**
 * An upload at a size, as the image route serves it (lib/media/paths.ts imageUrl): other
 * addresses as they are.
 */
export function sizedImage(path: string, size: { w: number; h?: number; fit?: "cover" }): string {
  if (!path.startsWith("/assets/")) return path;
  const query = new URLSearchParams({ w: String(size.w) });
  if (size.h) query.set("h", String(size.h));
  if (size.fit) query.set("fit", size.fit);
  return `${path}?${query}`;
}

/** For what the file is uploaded: the draft (or article) it will stand in. */
export type UploadTarget = { entityType: EntityType; entityId: string };

/** An upload for the text (embed: an image, embedaudio: audio) or a cover, for the draft or article. */
export async function uploadAsset(
  file: File,
  type: "embed" | "cover" | "embedaudio",
  target: UploadTarget,
): Promise<Uploaded> {
  const data = await upload(SingleFileUpload, { input: { type, ...target, file } });
  return data.singleFileUpload;
}

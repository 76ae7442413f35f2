import { UploadMomentImage } from "@/lib/graphql/documents/islands/moment/form";
import type { UploadMomentImageMutation } from "@/lib/graphql/generated/moment/graphql";
import { upload } from "@/lib/graphql/upload";

// A moment's image, uploaded before the moment is posted (for `moment`, no entity yet), with its
// progress (lib/graphql/upload.ts). The server tells the file's type by its bytes; the picker
// only narrows.

export type UploadedImage = UploadMomentImageMutation["singleFileUpload"];

/** The image types the API takes for moments (lib/media/limits.ts; a unit test holds them equal). */
export const IMAGE_TYPES = ["image/jpeg", "image/png", "image/gif", "image/webp"] as const;

export const isImageFile = (file: File) => (IMAGE_TYPES as readonly string[]).includes(file.type);

export async function uploadImage(
  file: File,
  onProgress: (fraction: number) => void,
  signal: AbortSignal,
): Promise<UploadedImage> {
  const variables = { input: { type: "moment", entityType: "moment", file } } as const;
  const data = await upload(UploadMomentImage, variables, { onProgress, signal });
  return data.singleFileUpload;
}

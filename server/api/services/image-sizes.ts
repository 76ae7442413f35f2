import "server-only";
import { unsizedUploads, withImageSizes } from "@/lib/text/image-sizes";
import type { Db } from "@/server/db/client";
import { imageSizesByPath } from "@/server/db/queries/assets";

/** Sanitized article HTML with its uploaded images' sizes named (lib/text/image-sizes.ts): one read, none when all are sized. */
export async function sizeUploadedImages(db: Db, html: string): Promise<string> {
  const keys = unsizedUploads(html);
  if (keys.length === 0) return html;
  return withImageSizes(html, await imageSizesByPath(db, keys));
}

import { CollectionCoverUpload } from "@/lib/graphql/documents/islands/collections/collections";
import { upload } from "@/lib/graphql/upload";

// A collection's cover, sent as singleFileUpload (lib/graphql/upload.ts). For a collection not
// made yet the file is the author's own (entity user) until putCollection names it as the cover.

/** What the picker offers: the image types the API takes for a collectionCover. */
export const COVER_ACCEPT = "image/jpeg,image/png,image/gif,image/webp";

export async function uploadCover(file: File, collectionId: string | null) {
  const target = collectionId
    ? { entityType: "collection" as const, entityId: collectionId }
    : { entityType: "user" as const };
  const data = await upload(CollectionCoverUpload, { input: { type: "collectionCover", ...target, file } });
  return data.singleFileUpload;
}

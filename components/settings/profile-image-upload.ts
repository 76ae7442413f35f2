import { ProfileImageUpload } from "@/lib/graphql/documents/islands/settings/settings";
import { upload } from "@/lib/graphql/upload";

// An avatar or profile cover, sent as singleFileUpload (lib/graphql/upload.ts). The file is the
// viewer's own (entity user) until updateUserInfo names it.

export async function uploadProfileImage(file: File, type: "avatar" | "profileCover") {
  const data = await upload(ProfileImageUpload, { input: { type, entityType: "user", file } });
  return data.singleFileUpload;
}

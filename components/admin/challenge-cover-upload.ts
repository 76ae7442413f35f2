import { AdminChallengeCoverUpload } from "@/lib/graphql/documents/islands/admin/challenge";
import { upload } from "@/lib/graphql/upload";

// A challenge's cover, sent as singleFileUpload (lib/graphql/upload.ts): a campaignCover, which
// only admins may upload, for a campaign not named yet (it may not exist) until
// putWritingChallenge names it.

export async function uploadChallengeCover(file: File) {
  const data = await upload(AdminChallengeCoverUpload, {
    input: { type: "campaignCover", entityType: "campaign", file },
  });
  return data.singleFileUpload;
}

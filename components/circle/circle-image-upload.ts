import { CircleImageUpload } from "@/lib/graphql/documents/islands/circle/circle";
import { upload } from "@/lib/graphql/upload";

// A circle's avatar or cover, sent as singleFileUpload (lib/graphql/upload.ts). It is the owner's
// own upload (entity user: a new circle does not exist yet) until putCircle names it.

export async function uploadCircleImage(file: File, type: "circleAvatar" | "circleCover") {
  const data = await upload(CircleImageUpload, { input: { type, entityType: "user", file } });
  return data.singleFileUpload;
}

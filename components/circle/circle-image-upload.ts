import { GraphQLRequestError } from "@/lib/graphql/client";
import { CircleImageUpload } from "@/lib/graphql/documents/islands/circle/circle";
import type { CircleImageUploadMutation } from "@/lib/graphql/generated/circle/graphql";

// A circle's avatar or cover, sent as singleFileUpload's GraphQL multipart request, as the
// profile images are (components/settings/profile-image-upload.ts): the operation, the map of
// which variable each part fills, then the file, with the preflight header. It is the owner's
// own upload (entity user: a new circle does not exist yet) until putCircle names it.

export const IMAGE_ACCEPT = "image/jpeg,image/png,image/gif,image/webp";

export async function uploadCircleImage(file: File, type: "circleAvatar" | "circleCover") {
  const form = new FormData();
  const variables = { input: { type, entityType: "user", file: null } };
  form.set("operations", JSON.stringify({ query: String(CircleImageUpload), variables }));
  form.set("map", JSON.stringify({ 0: ["variables.input.file"] }));
  form.set("0", file);
  let response: Response;
  try {
    response = await fetch("/graphql", {
      method: "POST",
      credentials: "same-origin",
      headers: { "apollo-require-preflight": "true" },
      body: form,
    });
  } catch (cause) {
    throw new GraphQLRequestError("NETWORK_ERROR", "Network request failed", { cause });
  }
  const body = (await response.json().catch(() => null)) as {
    data?: CircleImageUploadMutation;
    errors?: { message: string; extensions?: { code?: string } }[];
  } | null;
  const first = body?.errors?.[0];
  if (first) {
    throw new GraphQLRequestError(first.extensions?.code ?? "UNKNOWN_ERROR", first.message, {
      status: response.status,
      errors: body?.errors,
    });
  }
  if (!body?.data) throw new GraphQLRequestError("NETWORK_ERROR", `Upload failed: ${response.status}`);
  return body.data.singleFileUpload;
}

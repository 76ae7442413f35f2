import { GraphQLRequestError } from "@/lib/graphql/client";
import { ProfileImageUpload } from "@/lib/graphql/documents/islands/settings/settings";
import type { ProfileImageUploadMutation } from "@/lib/graphql/generated/settings/graphql";

// An avatar or profile cover, sent as singleFileUpload's GraphQL multipart request (the
// operation, a map of which variable each part fills, then the file) with the preflight header
// every POST to the API needs. The file is the viewer's own (entity user) until updateUserInfo
// names it.

/** What the picker offers: the image types the API takes for avatars and covers. */
export const IMAGE_ACCEPT = "image/jpeg,image/png,image/gif,image/webp";

export async function uploadProfileImage(file: File, type: "avatar" | "profileCover") {
  const form = new FormData();
  const variables = { input: { type, entityType: "user", file: null } };
  form.set("operations", JSON.stringify({ query: String(ProfileImageUpload), variables }));
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
    data?: ProfileImageUploadMutation;
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

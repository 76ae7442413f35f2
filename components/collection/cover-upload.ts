import { GraphQLRequestError } from "@/lib/graphql/client";
import { CollectionCoverUpload } from "@/lib/graphql/documents/islands/collections/collections";
import type { CollectionCoverUploadMutation } from "@/lib/graphql/generated/collections/graphql";

// A collection's cover, sent as singleFileUpload's GraphQL multipart request (the operation, a
// map of which variable each part fills, then the file) with the preflight header every POST
// to the API needs. For a collection not made yet the file is the author's own (entity user)
// until putCollection names it as the cover.

/** What the picker offers: the image types the API takes for a collectionCover. */
export const COVER_ACCEPT = "image/jpeg,image/png,image/gif,image/webp";

export async function uploadCover(file: File, collectionId: string | null) {
  const target = collectionId ? { entityType: "collection", entityId: collectionId } : { entityType: "user" };
  const form = new FormData();
  const variables = { input: { type: "collectionCover", ...target, file: null } };
  form.set("operations", JSON.stringify({ query: String(CollectionCoverUpload), variables }));
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
    data?: CollectionCoverUploadMutation;
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

import { GRAPHQL_PATH, type GraphQLErrorBody, GraphQLRequestError } from "@/lib/graphql/client";
import { SingleFileUpload } from "@/lib/graphql/documents/islands/editor/writing";
import type { EntityType, SingleFileUploadMutation } from "@/lib/graphql/generated/editor/graphql";
import { IMAGE_MIMES } from "@/lib/media/limits";

// Uploads from the editor: singleFileUpload as a GraphQL multipart request (the operation, a map
// of which variable each part fills, then the file), with the preflight header every POST to
// the API needs. The server tells the file's type by its bytes; `accept` only narrows the picker.

export type Uploaded = SingleFileUploadMutation["singleFileUpload"];

/** What the file pickers offer: the image types the API takes. */
export const IMAGE_ACCEPT = IMAGE_MIMES.join(",");

export const isImageFile = (file: File) => (IMAGE_MIMES as readonly string[]).includes(file.type);

/** For what the file is uploaded: the draft (or article) it will stand in. */
export type UploadTarget = { entityType: EntityType; entityId: string };

export async function uploadImage(file: File, type: "embed" | "cover", target: UploadTarget): Promise<Uploaded> {
  const form = new FormData();
  const variables = { input: { type, ...target, file: null } };
  form.set("operations", JSON.stringify({ query: String(SingleFileUpload), variables }));
  form.set("map", JSON.stringify({ 0: ["variables.input.file"] }));
  form.set("0", file);
  let response: Response;
  try {
    response = await fetch(GRAPHQL_PATH, {
      method: "POST",
      credentials: "same-origin",
      headers: { "apollo-require-preflight": "true" },
      body: form,
    });
  } catch (cause) {
    throw new GraphQLRequestError("NETWORK_ERROR", "Network request failed", { cause });
  }
  const body = (await response.json().catch(() => null)) as {
    data?: SingleFileUploadMutation;
    errors?: GraphQLErrorBody[];
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

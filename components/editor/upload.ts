import type { GraphQLErrorBody } from "@/lib/graphql/client";
import { SingleFileUpload } from "@/lib/graphql/documents/islands/editor/writing";
import type { EntityType, SingleFileUploadMutation } from "@/lib/graphql/generated/editor/graphql";

// Uploads from the editor: singleFileUpload as a GraphQL multipart request (the operation, a map
// of which variable each part fills, then the file), with the preflight header every POST to
// the API needs. The server tells the file's type by its bytes; `accept` only narrows the picker.

export type Uploaded = SingleFileUploadMutation["singleFileUpload"];

// lib/media (the accepted types, the image route's addresses) is not imported here: the page's
// first-load chunk holds it for avatars, and sharing it with this lazy island would make it a
// module of its own there, growing every page. A unit test holds these to it. For the same
// reason the error is this file's own, shaped as the client's (a catalogue `code`, the `errors`).

/** A refused or failed upload: `code` from the catalogue, as GraphQLRequestError has it. */
export class UploadError extends Error {
  override readonly name = "UploadError";
  constructor(
    readonly code: string,
    message: string,
    readonly errors: readonly GraphQLErrorBody[] = [],
  ) {
    super(message);
  }
}

/** What the file pickers offer: the image types the API takes (lib/media/limits.ts IMAGE_MIMES). */
export const IMAGE_TYPES = ["image/jpeg", "image/png", "image/gif", "image/webp"] as const;
export const IMAGE_ACCEPT = IMAGE_TYPES.join(",");

export const isImageFile = (file: File) => (IMAGE_TYPES as readonly string[]).includes(file.type);

/** The audio types the API takes for embedaudio (lib/media/limits.ts AUDIO_MIMES); browsers name some by extension only. */
export const AUDIO_TYPES = ["audio/mpeg", "audio/mp4", "audio/ogg", "audio/wav", "audio/flac"] as const;
export const AUDIO_ACCEPT = [...AUDIO_TYPES, ".mp3", ".m4a", ".ogg", ".oga", ".wav", ".flac"].join(",");

/**
 * An upload at a size, as the image route serves it (lib/media/paths.ts imageUrl): other
 * addresses as they are.
 */
export function sizedImage(path: string, size: { w: number; h?: number; fit?: "cover" }): string {
  if (!path.startsWith("/assets/")) return path;
  const query = new URLSearchParams({ w: String(size.w) });
  if (size.h) query.set("h", String(size.h));
  if (size.fit) query.set("fit", size.fit);
  return `${path}?${query}`;
}

/** For what the file is uploaded: the draft (or article) it will stand in. */
export type UploadTarget = { entityType: EntityType; entityId: string };

/**
 * A GraphQL multipart request (the spec graphql-yoga implements): the operation, a map of the
 * variable each part fills, then the parts. Answers the data, or throws UploadError.
 */
export async function postMultipart<Data>(
  query: string,
  variables: Record<string, unknown>,
  parts: readonly (readonly [variable: string, file: File])[],
): Promise<Data> {
  const form = new FormData();
  form.set("operations", JSON.stringify({ query, variables }));
  form.set("map", JSON.stringify(Object.fromEntries(parts.map(([variable], i) => [i, [`variables.${variable}`]]))));
  for (const [i, [, file]] of parts.entries()) form.set(String(i), file);
  let response: Response;
  try {
    response = await fetch("/graphql", {
      method: "POST",
      credentials: "same-origin",
      headers: { "apollo-require-preflight": "true" },
      body: form,
    });
  } catch {
    throw new UploadError("NETWORK_ERROR", "Network request failed");
  }
  const body = (await response.json().catch(() => null)) as { data?: Data; errors?: GraphQLErrorBody[] } | null;
  const first = body?.errors?.[0];
  if (first) {
    throw new UploadError(first.extensions?.code ?? "UNKNOWN_ERROR", first.message, body?.errors);
  }
  if (!body?.data) throw new UploadError("NETWORK_ERROR", `Upload failed: ${response.status}`);
  return body.data;
}

/** An upload for the text (embed: an image, embedaudio: audio) or a cover, for the draft or article. */
export async function uploadAsset(
  file: File,
  type: "embed" | "cover" | "embedaudio",
  target: UploadTarget,
): Promise<Uploaded> {
  const variables = { input: { type, ...target, file: null } };
  const data = await postMultipart<SingleFileUploadMutation>(String(SingleFileUpload), variables, [
    ["input.file", file],
  ]);
  return data.singleFileUpload;
}

import { type GraphQLErrorBody, GraphQLRequestError } from "@/lib/graphql/client";
import { UploadMomentImage } from "@/lib/graphql/documents/islands/moment/form";
import type { UploadMomentImageMutation } from "@/lib/graphql/generated/moment/graphql";

// A moment's image, uploaded before the moment is posted (for `moment`, no entity yet): a
// GraphQL multipart request, sent with XMLHttpRequest because fetch cannot tell how far an
// upload has gone. The server tells the file's type by its bytes; the picker only narrows.

export type UploadedImage = UploadMomentImageMutation["singleFileUpload"];

/** The image types the API takes for moments (lib/media/limits.ts; a unit test holds them equal). */
export const IMAGE_TYPES = ["image/jpeg", "image/png", "image/gif", "image/webp"] as const;

export const isImageFile = (file: File) => (IMAGE_TYPES as readonly string[]).includes(file.type);

export function uploadImage(
  file: File,
  onProgress: (fraction: number) => void,
  signal: AbortSignal,
): Promise<UploadedImage> {
  const form = new FormData();
  const variables = { input: { type: "moment", entityType: "moment", file: null } };
  form.set("operations", JSON.stringify({ query: String(UploadMomentImage), variables }));
  form.set("map", JSON.stringify({ 0: ["variables.input.file"] }));
  form.set("0", file);
  return new Promise((resolve, reject) => {
    const xhr = new XMLHttpRequest();
    xhr.open("POST", "/graphql");
    xhr.setRequestHeader("apollo-require-preflight", "true");
    xhr.setRequestHeader("accept", "application/graphql-response+json, application/json");
    xhr.responseType = "json";
    xhr.upload.onprogress = (event) => {
      if (event.lengthComputable) onProgress(event.loaded / event.total);
    };
    xhr.onload = () => {
      const body = xhr.response as { data?: UploadMomentImageMutation; errors?: GraphQLErrorBody[] } | null;
      const first = body?.errors?.[0];
      if (first) {
        const code = first.extensions?.code ?? "UNKNOWN_ERROR";
        reject(new GraphQLRequestError(code, first.message, { status: xhr.status, errors: body?.errors }));
      } else if (body?.data) resolve(body.data.singleFileUpload);
      else reject(new GraphQLRequestError("NETWORK_ERROR", `Upload failed: ${xhr.status}`, { status: xhr.status }));
    };
    xhr.onerror = () => reject(new GraphQLRequestError("NETWORK_ERROR", "Network request failed"));
    xhr.onabort = () => reject(signal.reason);
    signal.addEventListener("abort", () => xhr.abort(), { once: true });
    xhr.send(form);
  });
}

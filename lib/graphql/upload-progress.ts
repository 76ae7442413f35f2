import { GraphQLRequestError } from "./client";

/**
 * A multipart request (lib/graphql/upload.ts builds it) sent by XMLHttpRequest, which, unlike
 * fetch, tells how far the upload has gone. Answers the parsed body and the status; the caller
 * reads the GraphQL answer in it.
 */
export function sendWithProgress(
  form: FormData,
  headers: Record<string, string>,
  onProgress: (fraction: number) => void,
  signal: AbortSignal | undefined,
): Promise<{ body: unknown; status: number }> {
  return new Promise((resolve, reject) => {
    if (signal?.aborted) return reject(signal.reason);
    const xhr = new XMLHttpRequest();
    xhr.open("POST", "/graphql");
    for (const [name, value] of Object.entries(headers)) xhr.setRequestHeader(name, value);
    xhr.responseType = "json";
    xhr.upload.onprogress = (event) => {
      if (event.lengthComputable) onProgress(event.loaded / event.total);
    };
    xhr.onload = () => resolve({ body: xhr.response, status: xhr.status });
    xhr.onerror = () => reject(new GraphQLRequestError("NETWORK_ERROR", "Network request failed"));
    xhr.onabort = () => reject(signal?.reason);
    signal?.addEventListener("abort", () => xhr.abort(), { once: true });
    xhr.send(form);
  });
}

import { type GraphQLErrorBody, GraphQLRequestError } from "./client";
import type { Document } from "./document";

/**
 * Sends a mutation that carries files (`Upload` variables) as a GraphQL multipart request, the
 * spec graphql-yoga implements: the operation with every file replaced by null, a map of which
 * variable each part fills, then the parts; with the preflight header every POST to the API
 * needs. The files stand in the variables where the document types them, so the caller's
 * variables and the answer are typed by the document. Answers the data, or throws
 * GraphQLRequestError with the catalogue's code, as `request()` does.
 *
 * With `onProgress` it goes by XMLHttpRequest, since fetch cannot tell how far an upload has
 * gone. Never retried: a mutation sent twice could apply twice.
 */
export function upload<Data, Vars>(
  doc: Document<Data, Vars>,
  variables: Vars,
  options: {
    onProgress?: (fraction: number) => void;
    signal?: AbortSignal;
    // injected by tests (the API in workerd); the browser's own by default
    fetch?: typeof fetch;
  } = {},
): Promise<Data> {
  const files: [path: string, file: File][] = [];
  const operations = { query: String(doc), variables: withoutFiles(variables, "variables", files) };
  const form = new FormData();
  form.set("operations", JSON.stringify(operations));
  form.set("map", JSON.stringify(Object.fromEntries(files.map(([path], i) => [i, [path]]))));
  for (const [i, [, file]] of files.entries()) form.set(String(i), file);
  const { onProgress, signal } = options;
  if (onProgress) {
    // its own chunk: only the moment form asks for progress, and the profile form is first-load
    return import("./upload-progress").then(async ({ sendWithProgress }) => {
      const { body, status } = await sendWithProgress(form, HEADERS, onProgress, signal);
      return answer<Data>(body as Body, status);
    });
  }
  return send<Data>(form, signal, options.fetch ?? ((input, init) => fetch(input, init)));
}

/** The variables with each File set to null, its dotted path (`variables.input.file`) noted. */
function withoutFiles(value: unknown, path: string, files: [string, File][]): unknown {
  if (value instanceof File) {
    files.push([path, value]);
    return null;
  }
  if (Array.isArray(value)) return value.map((item, i) => withoutFiles(item, `${path}.${i}`, files));
  if (typeof value === "object" && value !== null) {
    return Object.fromEntries(
      Object.entries(value).map(([key, item]) => [key, withoutFiles(item, `${path}.${key}`, files)]),
    );
  }
  return value;
}

const HEADERS = {
  "apollo-require-preflight": "true",
  accept: "application/graphql-response+json, application/json",
};

type Body = { data?: unknown; errors?: GraphQLErrorBody[] } | null;

async function send<Data>(form: FormData, signal: AbortSignal | undefined, doFetch: typeof fetch): Promise<Data> {
  let response: Response;
  try {
    response = await doFetch("/graphql", {
      method: "POST",
      credentials: "same-origin",
      headers: HEADERS,
      body: form,
      signal,
    });
  } catch (cause) {
    if (signal?.aborted) throw signal.reason;
    throw new GraphQLRequestError("NETWORK_ERROR", "Network request failed", { cause });
  }
  return answer<Data>((await response.json().catch(() => null)) as Body, response.status);
}

/** The data, or the first error's catalogue code as the client's error. */
function answer<Data>(body: Body, status: number): Data {
  const first = body?.errors?.[0];
  if (first) {
    throw new GraphQLRequestError(first.extensions?.code ?? "UNKNOWN_ERROR", first.message, {
      status,
      errors: body?.errors,
    });
  }
  if (!body?.data) throw new GraphQLRequestError("NETWORK_ERROR", `Upload failed: ${status}`, { status });
  return body.data as Data;
}

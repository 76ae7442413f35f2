import "server-only";
import { type DocumentNode, execute } from "graphql";
import { createContext } from "./context";
import { maskError } from "./errors";
import { schema } from "./executable-schema";

/** Runs an operation as a visitor without an HTTP hop, for server-rendered pages. */
export async function executeOperation(
  env: Cloudflare.Env,
  document: DocumentNode,
  variables: Record<string, unknown>,
) {
  const ctx = await createContext(new Request("http://in-process/graphql"), env);
  const result = await execute({ schema, document, variableValues: variables, contextValue: ctx });
  if (result.errors?.length) {
    const [first] = result.errors.map(maskError);
    throw Object.assign(new Error(first?.message ?? "API error"), { code: first?.extensions.code });
  }
  // graphql-js builds results from null-prototype objects; caches and React want plain ones
  return JSON.parse(JSON.stringify(result.data));
}

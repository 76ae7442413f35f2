import type { TypedDocumentNode } from "@graphql-typed-document-node/core";
import { parse } from "graphql";

/**
 * A typed document: the operation text with the shape of its result and variables, so a
 * caller of `execute` gets typed data. The text itself is what travels (cache keys,
 * persisted-query hashes).
 */
export type Document<Data, Variables> = TypedDocumentNode<Data, Variables> & { text: string };

export function document<Data, Variables = Record<string, never>>(text: string): Document<Data, Variables> {
  return Object.assign(parse(text) as TypedDocumentNode<Data, Variables>, { text });
}

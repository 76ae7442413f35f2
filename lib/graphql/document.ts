import type { DocumentTypeDecoration } from "@graphql-typed-document-node/core";

/**
 * A document as `graphql()` (lib/graphql/generated) returns it: the operation's text, typed
 * with its result and variables. The text is what travels (cache keys, persisted-query hashes).
 */
export type Document<Data, Variables> = DocumentTypeDecoration<Data, Variables> & { toString(): string };

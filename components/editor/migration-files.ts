// The importer's own check of the files an author picks, before anything is sent: the API's
// limits (server/api/rules/writing.ts; a unit test holds them equal), so an import that could
// not succeed is refused at once, with the same words the API's refusal would bring.

/** Section 9: 1 MB together (MIGRATION_SIZE_MAX). */
export const MIGRATION_SIZE_MAX = 1024 * 1024;
/** Files one import takes (MIGRATION_FILES_MAX). */
export const MIGRATION_FILES_MAX = 50;
/** What the picker offers: exports are .html and .md, some .txt; the API reads the content whatever the name. */
export const MIGRATION_ACCEPT = ".html,.htm,.md,.markdown,.txt,text/html,text/markdown,text/plain";

export type ChoiceRefusal = "tooMany" | "tooLarge";

/** Why the picked files cannot be imported together, or null when they can. */
export function refusalOf(files: readonly { size: number }[]): ChoiceRefusal | null {
  if (files.length > MIGRATION_FILES_MAX) return "tooMany";
  return files.reduce((sum, file) => sum + file.size, 0) > MIGRATION_SIZE_MAX ? "tooLarge" : null;
}

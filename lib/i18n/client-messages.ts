// Which message namespaces travel to the browser. Every page sends the shell's few; a page
// whose islands translate with more (the editor, the author's lists) adds its own there, so
// no other page carries them.

/** The namespaces every page's islands translate with (the root layout's provider). */
// "social": the follow, bookmark, like, block and report buttons, on most pages that show people or work
export const CLIENT_NAMESPACES = ["apiErrors", "auth", "errors", "nav", "search", "social", "ui"] as const;

/** `messages` cut to the shell's namespaces and `extra`. */
export function clientMessages(messages: Record<string, unknown>, extra: readonly string[] = []) {
  return Object.fromEntries([...CLIENT_NAMESPACES, ...extra].map((name) => [name, messages[name]]));
}

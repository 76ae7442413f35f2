// The people a piece of sanitized HTML mentions: its links to `/@name` (the editor's and the
// comment form's mentions; the sanitizer keeps our own paths relative).

const MENTION_HREF = /\shref="\/@([^"/?#]{1,64})"/g;
/** At most this many people are told of one text's mentions (a list of 500 names is spam). */
export const MENTIONS_NOTIFIED_MAX = 20;

export function mentionedUserNames(html: string): string[] {
  const names = new Set<string>();
  for (const match of html.matchAll(MENTION_HREF)) {
    let name = match[1] ?? "";
    try {
      name = decodeURIComponent(name);
    } catch {
      continue;
    }
    names.add(name.toLowerCase());
    if (names.size >= MENTIONS_NOTIFIED_MAX) break;
  }
  return [...names];
}

const TITLE_LENGTH = 60;

/** A moment's page title: its text on one line, cut to 60 characters, else its author's name. */
export function momentTitle(content: string | null, author: string) {
  const text = (content ?? "").replace(/\s+/g, " ").trim();
  if (!text) return author;
  const chars = [...text];
  return chars.length <= TITLE_LENGTH ? text : `${chars.slice(0, TITLE_LENGTH - 1).join("")}…`;
}

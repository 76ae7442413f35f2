import { htmlToText } from "@/lib/text/html-text";

const TITLE_LENGTH = 60;

/** A moment's text without its markup, its lines one per line (titles, descriptions, cards). */
export const momentText = (content: string | null) => htmlToText(content ?? "");

/** A moment's page title: its text on one line, cut to 60 characters, else its author's name. */
export function momentTitle(text: string, author: string) {
  const line = text.replace(/\s+/g, " ").trim();
  if (!line) return author;
  const chars = [...line];
  return chars.length <= TITLE_LENGTH ? line : `${chars.slice(0, TITLE_LENGTH - 1).join("")}…`;
}

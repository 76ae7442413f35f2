import { highlightParts } from "@/lib/text/search-text";

/** `text` with the words of the search key marked, found as search finds them (either script, any case). */
export function Highlighted({ text, searchKey }: { text: string; searchKey: string }) {
  return highlightParts(text, searchKey).map((part, i) =>
    // biome-ignore lint/suspicious/noArrayIndexKey: the parts of one string, never reordered
    part.match ? <mark key={i}>{part.text}</mark> : part.text,
  );
}

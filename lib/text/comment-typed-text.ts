// A stored comment's HTML back to the text its author typed (the inverse of commentHtml in
// comment-text.ts): what the edit form opens with. Paragraphs come apart by a blank line, <br>
// is a line break, links are their words (an address or an `@name`, which commentHtml links
// again), and character references are decoded. Read on the server, beside the thread's HTML:
// htmlparser2 never travels to the browser for it.
import { Parser } from "htmlparser2";

/** The typed text of a comment's HTML: paragraphs apart by a blank line, lines by a line break. */
export function commentTypedText(html: string): string {
  const paragraphs: string[] = [];
  let text = "";
  const flush = () => {
    const lines = text.split("\n").map((line) => line.replace(/\s+/g, " ").trim());
    const paragraph = lines.filter(Boolean).join("\n");
    if (paragraph) paragraphs.push(paragraph);
    text = "";
  };
  const parser = new Parser(
    {
      onopentag(name) {
        if (name === "p") flush();
        else if (name === "br") text += "\n";
      },
      onclosetag(name) {
        if (name === "p") flush();
      },
      ontext(data) {
        // line breaks in the markup are white space, as a browser shows them
        text += data.replace(/\n/g, " ");
      },
    },
    { decodeEntities: true },
  );
  parser.write(html);
  parser.end();
  flush();
  return paragraphs.join("\n\n");
}

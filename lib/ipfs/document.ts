// A version as one self-contained HTML file: what its CID addresses and /ipfs/<cid> answers.
// It must come out byte for byte the same for the same version, so it holds only what the
// version itself fixes (no site address, no styles, no scripts, nothing read at render time),
// and the bytes are stored once made: should this template ever change, stored blocks and
// their CIDs do not.

export type VersionDocumentInput = {
  title: string;
  /** The author as named when the version was made: display name and user name. */
  authorName: string;
  userName: string | null;
  /** When the version was made, epoch milliseconds. */
  createdAt: number;
  language: string | null;
  license: string;
  /** The version's body, sanitized HTML as published. */
  content: string;
};

const escapeText = (text: string) =>
  text.replaceAll("&", "&amp;").replaceAll("<", "&lt;").replaceAll(">", "&gt;").replaceAll('"', "&quot;");

/** The document's text (UTF-8 when stored). */
export function versionDocument(v: VersionDocumentInput): string {
  const date = new Date(v.createdAt).toISOString();
  const author = v.userName ? `${escapeText(v.authorName)} (@${escapeText(v.userName)})` : escapeText(v.authorName);
  const lang = v.language ? ` lang="${escapeText(v.language)}"` : "";
  return [
    "<!doctype html>",
    `<html${lang}>`,
    "<head>",
    '<meta charset="utf-8">',
    '<meta name="viewport" content="width=device-width, initial-scale=1">',
    `<title>${escapeText(v.title)}</title>`,
    `<meta name="author" content="${author}">`,
    `<meta name="date" content="${date}">`,
    `<meta name="license" content="${escapeText(v.license)}">`,
    "</head>",
    "<body>",
    "<article>",
    "<header>",
    `<h1>${escapeText(v.title)}</h1>`,
    `<p>${author} · <time datetime="${date}">${date}</time></p>`,
    "</header>",
    v.content,
    "</article>",
    "</body>",
    "</html>",
    "",
  ].join("\n");
}

/** The document's bytes. */
export const versionDocumentBytes = (v: VersionDocumentInput) => new TextEncoder().encode(versionDocument(v));

// A comment as its author types it: plain text in lines, sent as the HTML the sanitizer's
// "comment" profile keeps (paragraphs, line breaks, links, and `@name` mentions as links to
// the person's page). Counted as moments are, so the form's counter and the API's limit agree.
// Shared by the API and the comment form's island: nothing here may grow the browser's code much.
import { momentHtml, momentTextLength } from "./moment-text";

/** Characters of text a comment may hold. */
export const COMMENT_TEXT_MAX = 1200;

/** Characters of text a comment in a writing challenge's discussion may hold (issue 35). */
export const CAMPAIGN_COMMENT_TEXT_MAX = 240;

/** The most a comment on `type` may hold: a challenge's discussion keeps them short. */
export const commentTextMax = (type: string) =>
  type === "campaignDiscussion" ? CAMPAIGN_COMMENT_TEXT_MAX : COMMENT_TEXT_MAX;

export const commentTextLength = momentTextLength;

export const commentHtml = (text: string) => momentHtml(text, { mentions: true });

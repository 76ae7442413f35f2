import { describe, expect, it } from "vitest";
import { htmlBlocks } from "@/lib/text/html-text";
import { type DiffBlock, myers, tokenize, wordDiff } from "@/lib/text/word-diff";

/** A side's blocks as text with the changes marked: [-deleted-] and {+inserted+}. */
const marked = (blocks: DiffBlock[]) =>
  blocks.map((b) =>
    b.segments
      .map((s) => (s.kind === "delete" ? `[-${s.text}-]` : s.kind === "insert" ? `{+${s.text}+}` : s.text))
      .join(""),
  );
const plain = (blocks: DiffBlock[]) => blocks.map((b) => b.segments.map((s) => s.text).join(""));

describe("tokenize", () => {
  it("cuts Latin text into words and punctuation, whitespace joined to the token before it", () => {
    expect(tokenize("It's a well-known fact, isn't it?")).toEqual([
      "It's ",
      "a ",
      "well-known ",
      "fact",
      ", ",
      "isn't ",
      "it",
      "?",
    ]);
  });

  it("cuts Chinese into words with Intl.Segmenter, in both scripts", () => {
    expect(tokenize("我們聊電影")).toEqual(["我們", "聊", "電影"]);
    expect(tokenize("我们聊电影")).toEqual(["我们", "聊", "电影"]);
  });

  it("keeps Latin words whole next to Han characters", () => {
    expect(tokenize("用Next.js寫網站")).toEqual(["用", "Next", ".", "js", "寫", "網站"]);
  });

  it("loses nothing: the tokens put together are the text", () => {
    for (const text of ["  leading", "a  b\tc", "今天，我們去了公園。Then we left!", "", "é à ü — 1,234.5"]) {
      expect(tokenize(text).join("")).toBe(text);
    }
  });
});

describe("wordDiff", () => {
  it("marks an inserted English word and nothing else", () => {
    const diff = wordDiff("<p>Perhaps the lesson is simple.</p>", "<p>Perhaps the lesson is still simple.</p>");
    expect(marked(diff.from)).toEqual(["Perhaps the lesson is simple."]);
    expect(marked(diff.to)).toEqual(["Perhaps the lesson is {+still +}simple."]);
    expect(diff).toMatchObject({ insertions: 1, deletions: 0 });
  });

  it("marks a replaced English word on both sides and a deleted phrase on the old side", () => {
    const diff = wordDiff(
      "<p>That small detail changed it. There were mistakes, of course, and most involved him.</p>",
      "<p>That little detail changed it. There were mistakes, and most involved him.</p>",
    );
    expect(marked(diff.from)).toEqual([
      "That [-small -]detail changed it. There were mistakes, [-of course, -]and most involved him.",
    ]);
    expect(marked(diff.to)).toEqual(["That {+little +}detail changed it. There were mistakes, and most involved him."]);
    expect(diff).toMatchObject({ insertions: 1, deletions: 2 });
  });

  it("marks words in Traditional Chinese", () => {
    const diff = wordDiff("<p>我們聊電影聊到咖啡店打烊。</p>", "<p>大家聊電影聊到咖啡店打烊，很開心。</p>");
    expect(marked(diff.from)).toEqual(["[-我們-]聊電影聊到咖啡店打烊。"]);
    expect(marked(diff.to)).toEqual(["{+大家+}聊電影聊到咖啡店打烊{+，很開心+}。"]);
  });

  it("marks words in Simplified Chinese", () => {
    const diff = wordDiff("<p>我开始认真留意电影。</p>", "<p>我开始仔细留意电影。</p>");
    expect(marked(diff.from)).toEqual(["我开始[-认真-]留意电影。"]);
    expect(marked(diff.to)).toEqual(["我开始{+仔细+}留意电影。"]);
  });

  it("handles text that mixes Chinese and English", () => {
    const diff = wordDiff("<p>我用 Next.js 寫網站。</p>", "<p>我用 Next.js 和 React 寫網站。</p>");
    expect(marked(diff.to)).toEqual(["我用 Next.js {+和 React +}寫網站。"]);
    expect(marked(diff.from)).toEqual(["我用 Next.js 寫網站。"]);
  });

  it("shows identical versions without marks", () => {
    const html = "<h2>Title</h2><p>Same words.</p><p>同樣的文字。</p>";
    const diff = wordDiff(html, html);
    expect(marked(diff.from)).toEqual(["Title", "Same words.", "同樣的文字。"]);
    expect(marked(diff.to)).toEqual(marked(diff.from));
    expect(diff.from.map((b) => b.kind)).toEqual(["heading", "paragraph", "paragraph"]);
    expect(diff).toMatchObject({ insertions: 0, deletions: 0 });
  });

  it("handles empty versions", () => {
    expect(wordDiff("", "")).toEqual({ from: [], to: [], insertions: 0, deletions: 0 });
    const added = wordDiff("", "<p>Hello there.</p>");
    expect(added.from).toEqual([]);
    expect(marked(added.to)).toEqual(["{+Hello there.+}"]);
    const removed = wordDiff("<p>Hello there.</p>", "<p></p>");
    expect(marked(removed.from)).toEqual(["[-Hello there.-]"]);
    expect(removed.to).toEqual([]);
  });

  it("keeps unchanged paragraphs whole and marks an inserted or deleted paragraph", () => {
    const diff = wordDiff(
      "<p>First stays.</p><p>Second goes.</p><p>Third stays.</p>",
      "<p>First stays.</p><p>Third stays.</p><p>Fourth arrives.</p>",
    );
    expect(marked(diff.from)).toEqual(["First stays.", "[-Second goes.-]", "Third stays."]);
    expect(marked(diff.to)).toEqual(["First stays.", "Third stays.", "{+Fourth arrives.+}"]);
  });

  it("diffs a changed region with unequal paragraph counts as one piece", () => {
    const diff = wordDiff("<p>One two.</p><p>Three four.</p>", "<p>One two. Three four five.</p>");
    expect(marked(diff.from)).toEqual(["One two.", "Three four."]);
    expect(marked(diff.to)).toEqual(["One two. Three four {+five+}."]);
    // each side still reads as its own version
    expect(plain(diff.from)).toEqual(["One two.", "Three four."]);
    expect(plain(diff.to)).toEqual(["One two. Three four five."]);
  });

  it("falls back to whole deletion and insertion when the texts have too little in common", () => {
    const a = Array.from({ length: 3000 }, (_, i) => `a${i}`).join(" ");
    const b = Array.from({ length: 3000 }, (_, i) => `b${i}`).join(" ");
    const diff = wordDiff(`<p>${a}</p>`, `<p>${b}</p>`);
    expect(diff.from).toEqual([{ kind: "paragraph", segments: [{ kind: "delete", text: a }] }]);
    expect(diff.to).toEqual([{ kind: "paragraph", segments: [{ kind: "insert", text: b }] }]);
  });

  it("keeps each side's own white space where only the other side changed", () => {
    // jsdiff's diffWords, tried in its place, showed the older side as "He leftearly."
    const comma = wordDiff("<p>He left early.</p>", "<p>He left, early.</p>");
    expect(marked(comma.from)).toEqual(["He left early."]);
    expect(marked(comma.to)).toEqual(["He left{+, +}early."]);
    const spaces = wordDiff("<p>我用 Next.js 寫網站。</p>", "<p>我用Next.js和React寫網站。</p>");
    expect(plain(spaces.from)).toEqual(["我用 Next.js 寫網站。"]);
    expect(plain(spaces.to)).toEqual(["我用Next.js和React寫網站。"]);
  });

  it("each side puts back its own version's text", () => {
    const from = "<p>Nobody warned me that it would take so much time.</p><p>我有一本筆記本。</p>";
    const to = "<p>Nobody told me it would take time, or that I would enjoy it.</p><p>我有兩本筆記本，都寫滿了。</p>";
    const diff = wordDiff(from, to);
    expect(plain(diff.from)).toEqual(htmlBlocks(from).map((b) => b.text));
    expect(plain(diff.to)).toEqual(htmlBlocks(to).map((b) => b.text));
  });
});

describe("myers", () => {
  it("finds a shortest edit script", () => {
    // the classic example: ABCABBA → CBABAC needs 5 edits
    const code = (text: string) => [...text].map((c) => c.charCodeAt(0));
    const ops = myers(code("ABCABBA"), code("CBABAC"));
    expect(ops?.filter((op) => op !== 0)).toHaveLength(5);
  });

  it("gives up past the cap", () => {
    expect(myers([1, 2, 3], [4, 5, 6], 5)).toBeUndefined();
    expect(myers([1, 2, 3], [4, 5, 6], 6)).toHaveLength(6);
  });
});

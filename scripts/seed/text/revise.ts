// Revisions of a seeded article: a later version edits words and sentences of the one before
// (insertions, deletions, replacements) in the article's own language, so the history page
// has real differences to show. Deterministic: every choice comes from the given Rng.

import { htmlBlocks } from "../../../lib/text/html-text.ts";
import type { Rng } from "../random.ts";
import type { Lang, LanguageBank, Topic } from "./bank.ts";
import { escapeHtml, fillTemplate } from "./prose.ts";

/** A block of an article: a paragraph or a heading, as plain text. */
export type Block = { tag: "p" | "h2"; text: string };

/** Word edits: [before, after]; an empty `after` deletes, an `after` that contains `before` inserts. */
const WORD_EDITS: Readonly<Record<Lang, readonly (readonly [string, string])[]>> = {
  en: [
    ["always", "usually"],
    ["small", "little"],
    ["people", "friends"],
    ["certain", "sure"],
    ["strong", "firm"],
    ["pleasant", "easy"],
    ["simple", "plain"],
    ["ordinary", "familiar"],
    ["started", "began"],
    ["talked", "argued"],
    ["evening", "morning"],
    ["stranger", "child"],
    ["is", "is still"],
    ["was", "was really"],
    ["closer", ""],
    ["really", ""],
    ["of course,", ""],
    ["rarely", "seldom"],
  ],
  zh_hant: [
    ["很", "相當"],
    ["朋友", "老朋友"],
    ["我們", "大家"],
    ["時間", "工夫"],
    ["認真", "仔細"],
    ["不少", "許多"],
    ["專注", "耐心"],
    ["我", "我其實"],
    ["其實", ""],
    ["一點", ""],
    ["當然", ""],
    ["最好", "最美"],
  ],
  zh_hans: [
    ["很", "相当"],
    ["朋友", "老朋友"],
    ["我们", "大家"],
    ["时间", "工夫"],
    ["认真", "仔细"],
    ["不少", "许多"],
    ["专注", "耐心"],
    ["我", "我其实"],
    ["其实", ""],
    ["一点", ""],
    ["当然", ""],
    ["最好", "最美"],
  ],
};

const SENTENCE_END: Readonly<Record<Lang, RegExp>> = {
  en: /(?<=[.!?])\s+/,
  zh_hant: /(?<=[。！？])/,
  zh_hans: /(?<=[。！？])/,
};

/** The blocks of an article the seed wrote (only <p> and <h2>), as renderBlocks takes them. */
export function parseBlocks(html: string): Block[] {
  return htmlBlocks(html).map(({ kind, text }) => ({ tag: kind === "heading" ? "h2" : "p", text }));
}

export function renderBlocks(blocks: readonly Block[]): { content: string; text: string } {
  return {
    content: blocks.map((b) => `<${b.tag}>${escapeHtml(b.text)}</${b.tag}>`).join("\n"),
    text: blocks.map((b) => b.text).join("\n"),
  };
}

const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");

/** Replaces the first `before` in `text` (a whole word in English); undefined when absent. */
function editWord(text: string, lang: Lang, before: string, after: string): string | undefined {
  // an insertion is made once: "is" → "is still" must not become "is still still"
  if (after.includes(before) && text.includes(after)) return undefined;
  if (lang === "en") {
    const pattern = new RegExp(`\\b${escapeRegExp(before)}${after ? "\\b" : "\\s*"}`);
    if (!pattern.test(text)) return undefined;
    return text.replace(pattern, after);
  }
  return text.includes(before) ? text.replace(before, after) : undefined;
}

type Edit = "word" | "insertSentence" | "deleteSentence" | "replaceSentence";
const EDITS: readonly Edit[] = ["word", "word", "word", "insertSentence", "deleteSentence", "replaceSentence"];

/** One edit of one paragraph; false when it did not apply (e.g. no word of the table in it). */
function applyEdit(edit: Edit, block: Block, bank: LanguageBank, topic: Topic, rng: Rng): boolean {
  const lang = bank.lang;
  if (edit === "word") {
    for (const [before, after] of rng.shuffle(WORD_EDITS[lang])) {
      const edited = editWord(block.text, lang, before, after);
      if (edited !== undefined && edited !== block.text) {
        block.text = edited;
        return true;
      }
    }
    return false;
  }
  const sentences = block.text.split(SENTENCE_END[lang]).filter(Boolean);
  const at = rng.int(0, sentences.length - 1);
  if (edit === "deleteSentence") {
    if (sentences.length < 3) return false;
    sentences.splice(at, 1);
  } else {
    const fresh = fillTemplate(rng.pick(bank.sentences), bank, topic, rng);
    if (edit === "insertSentence") sentences.splice(rng.int(0, sentences.length), 0, fresh);
    else sentences.splice(at, 1, fresh);
  }
  block.text = sentences.join(bank.sentenceJoiner);
  return true;
}

/**
 * The next version's blocks: two to five edits in random paragraphs (headings stay), each a
 * word replaced, inserted or deleted, or a sentence inserted, deleted or replaced.
 */
export function reviseBlocks(blocks: readonly Block[], bank: LanguageBank, topic: Topic, rng: Rng): Block[] {
  const next = blocks.map((b) => ({ ...b }));
  const paragraphs = next.filter((b) => b.tag === "p");
  const wanted = rng.int(2, 5);
  let done = 0;
  for (let tries = 0; done < wanted && tries < wanted * 4; tries++) {
    if (applyEdit(rng.pick(EDITS), rng.pick(paragraphs), bank, topic, rng)) done++;
  }
  return next;
}

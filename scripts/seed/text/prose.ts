import type { Rng } from "../random.ts";
import type { LanguageBank, Topic } from "./bank.ts";

export type Prose = {
  title: string;
  /** simple HTML: <p> paragraphs and an occasional <h2> */
  content: string;
  /** the content as plain text, paragraphs separated by newlines */
  text: string;
};

const SMALL_WORDS = new Set(["a", "an", "and", "at", "by", "for", "in", "of", "on", "or", "the", "to"]);

function titleCase(title: string): string {
  return title
    .split(" ")
    .map((word, i) => (i > 0 && SMALL_WORDS.has(word) ? word : capitalize(word)))
    .join(" ");
}

function capitalize(text: string): string {
  return text.charAt(0).toUpperCase() + text.slice(1);
}

export function escapeHtml(text: string): string {
  return text.replaceAll("&", "&amp;").replaceAll("<", "&lt;").replaceAll(">", "&gt;");
}

/** Fills {s}, {o} and {time}; {s} and {o} are always different subjects of the topic. */
export function fillTemplate(template: string, bank: LanguageBank, topic: Topic, rng: Rng): string {
  const [s, o] = rng.sample(bank.topics[topic].subjects, 2);
  const filled = template
    .replaceAll("{s}", s ?? "")
    .replaceAll("{o}", o ?? "")
    .replaceAll("{time}", rng.pick(bank.times));
  return bank.lang === "en" ? capitalize(filled) : filled;
}

/** A sentence whose template the article has not used yet, while there are unused ones. */
function sentence(bank: LanguageBank, topic: Topic, rng: Rng, used: Set<string>): string {
  let template = "";
  for (let tries = 0; tries < 12; tries++) {
    template = rng.chance(0.4) ? rng.pick(bank.topics[topic].sentences) : rng.pick(bank.sentences);
    if (!used.has(template)) break;
  }
  used.add(template);
  return fillTemplate(template, bank, topic, rng);
}

function paragraph(bank: LanguageBank, topic: Topic, rng: Rng, used: Set<string>): string {
  return Array.from({ length: rng.int(3, 5) }, () => sentence(bank, topic, rng, used)).join(bank.sentenceJoiner);
}

export function writeTitle(bank: LanguageBank, topic: Topic, rng: Rng): string {
  const title = fillTemplate(rng.pick(bank.titles), bank, topic, rng);
  return bank.lang === "en" ? titleCase(title) : title;
}

export function writeArticle(bank: LanguageBank, topic: Topic, rng: Rng, title: string): Prose {
  const used = new Set<string>();
  const paragraphs = Array.from({ length: rng.int(4, 6) }, () => paragraph(bank, topic, rng, used));
  const headingAt = rng.chance(0.5) ? rng.int(2, paragraphs.length - 1) : -1;
  const heading = rng.pick([...bank.topics[topic].headings, ...bank.headings]);
  const html: string[] = [];
  const text: string[] = [];
  paragraphs.forEach((p, i) => {
    if (i === headingAt) {
      html.push(`<h2>${escapeHtml(heading)}</h2>`);
      text.push(heading);
    }
    html.push(`<p>${escapeHtml(p)}</p>`);
    text.push(p);
  });
  return { title, content: html.join("\n"), text: text.join("\n") };
}

/** Roughly the first 100 characters, cut at a word boundary in English. */
export function summarize(text: string, lang: LanguageBank["lang"]): string {
  const flat = text.replace(/\s+/g, lang === "en" ? " " : "").trim();
  const chars = [...flat];
  if (chars.length <= 100) return flat;
  let cut = chars.slice(0, 100).join("");
  if (lang === "en") {
    const space = cut.lastIndexOf(" ");
    if (space > 60) cut = cut.slice(0, space);
    cut = cut.replace(/[,;:.]$/, "");
  }
  return `${cut}…`;
}

/** Words in English; CJK characters in Chinese. */
export function countWords(text: string, lang: LanguageBank["lang"]): number {
  if (lang === "en") return text.split(/\s+/).filter(Boolean).length;
  return text.match(/\p{Script=Han}/gu)?.length ?? 0;
}

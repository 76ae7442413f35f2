// How long a text is as readers count it, apart from article-text.ts (which loads OpenCC and an
// HTML parser) so the editor can count as the API stores it.

const HAN = /\p{Script=Han}/gu;
/** A word of any script but Han, which counts by the character. */
const WORD = /(?:(?!\p{Script=Han})[\p{L}\p{M}\p{N}])+(?:['’-](?:(?!\p{Script=Han})[\p{L}\p{M}\p{N}])+)*/gu;

/** Words as readers count them: Latin (and other spaced scripts) by the word, Chinese by the character. */
export function countWords(text: string): number {
  return (text.match(HAN)?.length ?? 0) + (text.match(WORD)?.length ?? 0);
}

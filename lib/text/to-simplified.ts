import { Converter } from "opencc-js/t2cn";

// One converter, built on first use: building OpenCC's tables takes about 10 ms, which a cold
// start that folds no Chinese text should not pay, and which two copies paid twice.
let converter: ((text: string) => string) | undefined;

/** Traditional Chinese folded to Simplified, character by character and phrase by phrase (OpenCC t2cn). */
export function toSimplified(text: string): string {
  converter ??= Converter({ from: "t", to: "cn" });
  return converter(text);
}

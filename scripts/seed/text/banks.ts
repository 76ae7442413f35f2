import type { Lang, LanguageBank } from "./bank.ts";
import { en } from "./en.ts";
import { zhHans } from "./zh-hans.ts";
import { zhHant } from "./zh-hant.ts";

export const BANKS: Readonly<Record<Lang, LanguageBank>> = { en, zh_hant: zhHant, zh_hans: zhHans };

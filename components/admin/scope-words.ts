import "server-only";
import { getTranslations } from "next-intl/server";
import { BROAD_SCOPES, scopeWords } from "@/lib/oauth/scopes";

/** The broad scopes with the words the consent page says for each, for the app form's checkboxes. */
export async function broadScopeWords() {
  const t = await getTranslations("oauth.scope");
  return BROAD_SCOPES.map((scope) => ({ scope, words: t(scopeWords(scope).key) }));
}

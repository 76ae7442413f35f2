import { getTranslations } from "next-intl/server";
import { scopeWords } from "@/lib/oauth/scopes";

/** What an app may do, in words: on the consent page and beside each app in settings. */
export async function OAuthScopeList({ scope, className }: { scope: readonly string[]; className?: string }) {
  const t = await getTranslations("oauth.scope");
  return (
    <ul className={className}>
      {scope.map((s) => {
        const { key, detail } = scopeWords(s);
        return (
          <li key={s}>
            {t(key, { detail: detail ?? "" })} <code>{s}</code>
          </li>
        );
      })}
    </ul>
  );
}

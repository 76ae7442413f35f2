import { getTranslations } from "next-intl/server";
import { ShareIsland } from "./share-island";

/**
 * The Share button of an entity's page (section 2.8). Its words come from here, on the
 * server, so no page carries the share messages to the browser for the shell's sake.
 * `title`: what the page shows (an article's title, a person's name); `keep`: query
 * parameters that travel with the shared link.
 */
export async function ShareButton({ title, keep }: { title: string; keep?: string[] }) {
  const t = await getTranslations("share");
  return (
    <ShareIsland
      title={title}
      keep={keep}
      labels={{
        share: t("share"),
        dialogTitle: t("dialogTitle"),
        link: t("link"),
        copy: t("copy"),
        copied: t("copied"),
        copyRefused: t("copyRefused"),
      }}
    />
  );
}

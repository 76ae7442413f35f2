import { NextIntlClientProvider } from "next-intl";
import { getMessages, getTranslations } from "next-intl/server";
import { Suspense } from "react";
import { LoginLink } from "@/components/auth/login-link";
import { getViewerSummary } from "@/lib/graphql/reads/viewer";
import { clientMessages } from "@/lib/i18n/client-messages";
import { MigrationImport } from "./migration-import";

/**
 * /migration's importer under the page's words: for a signed-in author the file picker, for
 * a visitor the way in (the login dialog, trigger "migration"; the login page without script).
 * The page around it is the same for everyone; this part streams per request.
 */
export async function MigrationSection() {
  const t = await getTranslations("migration.import");
  return (
    <section aria-labelledby="migration-import">
      <h2 id="migration-import">{t("heading")}</h2>
      <Suspense>
        <ForViewer />
      </Suspense>
    </section>
  );
}

async function ForViewer() {
  const viewer = await getViewerSummary();
  const t = await getTranslations("migration.import");
  if (!viewer?.id) {
    return (
      <p>
        <LoginLink target="/migration" trigger="migration">
          {t("logIn")}
        </LoginLink>
      </p>
    );
  }
  const messages = await getMessages();
  return (
    <NextIntlClientProvider messages={clientMessages(messages, ["migration"])}>
      <MigrationImport />
    </NextIntlClientProvider>
  );
}

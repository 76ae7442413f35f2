import { setRequestLocale } from "next-intl/server";
import type { ReactNode } from "react";
import { StandaloneHeader } from "@/components/layout/standalone-header";

/** About, migration, provider callback, login and sign-up: no site navigation (section 2.4). */
// Layouts render in parallel with the root layout, so each sets the locale itself.
export default async function StandaloneLayout({
  children,
  params,
}: {
  children: ReactNode;
  params: Promise<{ locale: string }>;
}) {
  setRequestLocale((await params).locale);
  return (
    <>
      <StandaloneHeader />
      <main id="main" className="standalone">
        {children}
      </main>
    </>
  );
}

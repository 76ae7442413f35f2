import { getTranslations, setRequestLocale } from "next-intl/server";
import type { ReactNode } from "react";
import { Columns } from "@/components/layout/columns";
import { MinimalHeader } from "@/components/layout/minimal-header";

/** Moment detail: no top bar (section 2.4), one column under the minimal header. */
// Layouts render in parallel with the root layout, so each sets the locale itself.
export default async function MomentLayout({
  children,
  params,
}: {
  children: ReactNode;
  params: Promise<{ locale: string }>;
}) {
  const { locale } = await params;
  setRequestLocale(locale);
  const t = await getTranslations({ locale, namespace: "moment" });
  return (
    <>
      <MinimalHeader title={t("title")} />
      <Columns kind="one">{children}</Columns>
    </>
  );
}

import { setRequestLocale } from "next-intl/server";
import type { ReactNode } from "react";
import { Columns } from "@/components/layout/columns";
import { MomentHeader } from "@/components/moment/moment-header";

/** Moment detail: no top bar (section 2.4), one column under a slim header. */
// Layouts render in parallel with the root layout, so each sets the locale itself.
export default async function MomentLayout({
  children,
  params,
}: {
  children: ReactNode;
  params: Promise<{ locale: string }>;
}) {
  setRequestLocale((await params).locale);
  return (
    <>
      <MomentHeader />
      <Columns kind="one">{children}</Columns>
    </>
  );
}

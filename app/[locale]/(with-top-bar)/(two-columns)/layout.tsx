import { setRequestLocale } from "next-intl/server";
import type { ReactNode } from "react";
import { Columns } from "@/components/layout/columns";

/** Article detail and history, tag detail, campaign detail: the aside on the right (section 2.4). */
// Layouts render in parallel with the root layout, so each sets the locale itself.
export default async function TwoColumnsLayout({
  children,
  params,
}: {
  children: ReactNode;
  params: Promise<{ locale: string }>;
}) {
  setRequestLocale((await params).locale);
  return <Columns kind="two">{children}</Columns>;
}

import { setRequestLocale } from "next-intl/server";
import type { ReactNode } from "react";
import { Columns } from "@/components/layout/columns";

/** User works and collections: the aside (the profile) on the left (section 2.4). */
// Layouts render in parallel with the root layout, so each sets the locale itself.
export default async function TwoColumnsAsideLeftLayout({
  children,
  params,
}: {
  children: ReactNode;
  params: Promise<{ locale: string }>;
}) {
  setRequestLocale((await params).locale);
  return <Columns kind="two-aside-left">{children}</Columns>;
}

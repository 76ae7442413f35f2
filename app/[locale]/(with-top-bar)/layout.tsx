import { setRequestLocale } from "next-intl/server";
import type { ReactNode } from "react";
import { TopBar } from "@/components/layout/top-bar";

// Layouts render in parallel with the root layout, so each sets the locale itself.
export default async function WithTopBarLayout({
  children,
  params,
}: {
  children: ReactNode;
  params: Promise<{ locale: string }>;
}) {
  setRequestLocale((await params).locale);
  return (
    <>
      <TopBar />
      {children}
    </>
  );
}

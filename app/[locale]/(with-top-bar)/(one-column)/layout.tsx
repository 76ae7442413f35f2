import { setRequestLocale } from "next-intl/server";
import type { ReactNode } from "react";
import { ChannelNav } from "@/components/layout/channel-nav";
import { Columns } from "@/components/layout/columns";

/**
 * Settings, me, circle, search, guide and tags pages (section 2.4): one column of content,
 * with the channels beside it on wide screens (the side navigation is for every page but the
 * standalone ones; below LG the top bar's menu button stands in for it).
 */
// Layouts render in parallel with the root layout, so each sets the locale itself.
export default async function OneColumnLayout({
  children,
  params,
}: {
  children: ReactNode;
  params: Promise<{ locale: string }>;
}) {
  setRequestLocale((await params).locale);
  return (
    <Columns kind="one" nav={<ChannelNav />}>
      {children}
    </Columns>
  );
}

import { setRequestLocale } from "next-intl/server";
import type { ReactNode } from "react";
import { ChannelNav } from "@/components/layout/channel-nav";
import { Columns } from "@/components/layout/columns";

/** Home, Featured, Latest, channels, Follow and writing challenges (section 2.4). */
// Layouts render in parallel with the root layout, so each sets the locale itself.
export default async function ThreeColumnsLayout({
  children,
  params,
}: {
  children: ReactNode;
  params: Promise<{ locale: string }>;
}) {
  setRequestLocale((await params).locale);
  return (
    <Columns kind="three" nav={<ChannelNav />}>
      {children}
    </Columns>
  );
}

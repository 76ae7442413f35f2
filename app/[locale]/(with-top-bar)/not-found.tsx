import type { Metadata } from "next";
import { NotFoundScreen, notFoundMetadata } from "@/components/layout/not-found-screen";

type Props = { params: Promise<{ locale?: string }> };

export function generateMetadata({ params }: Props): Promise<Metadata> {
  return notFoundMetadata(params);
}

/** Unknown pages and missing entities, inside the site's frame. */
export default function NotFound() {
  return <NotFoundScreen />;
}

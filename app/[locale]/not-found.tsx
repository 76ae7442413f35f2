import type { Metadata } from "next";
import { NotFoundScreen, notFoundMetadata } from "@/components/layout/not-found-screen";

type Props = { params: Promise<{ locale?: string }> };

export function generateMetadata({ params }: Props): Promise<Metadata> {
  return notFoundMetadata(params);
}

/** Missing entities of the pages without the top bar (moments, sign-up, about). */
export default function NotFound() {
  return <NotFoundScreen />;
}

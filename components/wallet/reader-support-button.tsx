"use client";

import type { ComponentProps } from "react";
import type { ViewerKind } from "@/components/auth/viewer-gate";
import { memberKind, useMemberState } from "@/components/layout/member-state";
import { SupportButton } from "./support-button";

/**
 * The support button, for the reader the server named (`viewer`) or, on the copy of an article
 * kept for every signed-in reader (never its author's), the one whose state came with the
 * answer. It is drawn alike for every reader; whether they may pay is known once their state is
 * read, and the API decides regardless. One component either way, so a refresh after paying
 * keeps the button and its focus.
 */
export function ReaderSupportButton({
  viewer,
  ...props
}: Omit<ComponentProps<typeof SupportButton>, "viewer"> & { viewer?: ViewerKind }) {
  const state = useMemberState();
  return <SupportButton {...props} viewer={viewer ?? (state ? memberKind(state) : "active")} />;
}

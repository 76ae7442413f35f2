"use client";

import type { ComponentProps } from "react";
import { memberKind, useMemberState } from "@/components/layout/member-state";
import { SupportButton } from "./support-button";

/**
 * The support button on an article's page kept for every signed-in reader (never its author's:
 * the worker renders that for them alone). It is drawn alike for every reader; whether they may
 * pay is known once their state is read, and the API decides regardless.
 */
export function MemberSupportButton(props: Omit<ComponentProps<typeof SupportButton>, "viewer">) {
  const state = useMemberState();
  return <SupportButton {...props} viewer={state ? memberKind(state) : "active"} />;
}

import "server-only";
import { headers } from "next/headers";
import { cache } from "react";
import { MEMBER_SHELL_HEADER } from "@/lib/security/headers";

/**
 * Whether this render is the copy of a page kept for every signed-in reader
 * (server/cache/member-pages.ts): rendered without a session, its reader's parts are the islands
 * that take their state from the answer (member-state.ts). Only the worker sets the header.
 */
export const isMemberShell = cache(async () => (await headers()).get(MEMBER_SHELL_HEADER) === "1");

"use client";

import dynamic from "next/dynamic";

// The author's tools load only where they are shown (for the author, in the part of the page
// streamed for them): readers' pages carry none of their code.

export const OwnerTools = dynamic(() => import("./owner-tools").then((m) => m.OwnerTools));
export const NewCollectionButton = dynamic(() => import("./owner-tools").then((m) => m.NewCollectionButton));

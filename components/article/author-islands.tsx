"use client";

import dynamic from "next/dynamic";

// The author's tools load only where they are shown (for the author, in the part of the
// article page streamed for them): readers' pages carry none of their code.

export const AuthorActionsIsland = dynamic(() => import("./author-actions").then((m) => m.AuthorActions));

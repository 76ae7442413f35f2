"use client";

import { useTranslations } from "next-intl";
import type { ViewerKind } from "@/components/auth/viewer-gate";
import { memberKind, useMemberState } from "@/components/layout/member-state";
import styles from "@/components/ui/toggle-button.module.css";
import type { MemberState } from "@/lib/graphql/member-state";
import type { PersonRelation } from "@/lib/graphql/reads/social";
import { FollowButton } from "./follow-button";
import { followButtonShown } from "./follow-rules";

// The follow button for the person a page is about: an article's author, a profile's person.
// Where the page was rendered for its reader, the server says what they are to the person
// (`reader`); on the copy kept for every signed-in reader (server/cache/member-pages.ts) it
// comes with the answer (member-state.ts). One component either way, so a refresh after a
// write (rendered for the reader) keeps the button and its focus.

export type Person = { id: string; name: string; archived: boolean };
export type FollowReader = { kind: ViewerKind; viewerId: string | null; relation: PersonRelation | null };

const NONE: PersonRelation = { isFollower: false, isFollowee: false, isBlocking: false };

/** The button, where section 5 shows one to this reader; its place kept, unseen, until their state is known. */
export function PersonFollowIsland({ user, reader }: { user: Person; reader?: FollowReader }) {
  const t = useTranslations("social");
  const state = useMemberState();
  const shown = reader ?? (state ? fromState(state, user.id) : null);
  if (!shown) {
    // a page rendered for its reader always says; a kept copy's answer says once it is parsed
    return state === undefined ? (
      <span className={`${styles.button} ${styles.waiting}`} aria-hidden="true">
        {t("follow")}
      </span>
    ) : null;
  }
  const relation = shown.relation ?? NONE;
  const visible = followButtonShown({
    viewer: shown.kind,
    viewerId: shown.viewerId,
    userId: user.id,
    archived: user.archived,
    isFollowee: relation.isFollowee,
    isBlocking: relation.isBlocking,
  });
  if (!visible) return null;
  return (
    <FollowButton
      userId={user.id}
      name={user.name}
      viewer={shown.kind}
      viewerId={shown.viewerId}
      initial={{ isFollower: relation.isFollower, isFollowee: relation.isFollowee }}
    />
  );
}

/** What the reader is to the person, from the answer's state: the profile's, or the article's author's. */
function fromState(state: MemberState, userId: string): FollowReader | null {
  const relation =
    state.user?.id === userId ? state.user : state.article?.author.id === userId ? state.article.author : null;
  return relation ? { kind: memberKind(state), viewerId: state.viewer.id, relation } : null;
}

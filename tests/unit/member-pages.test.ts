import { describe, expect, it } from "vitest";
import { isMemberPage, memberPageParts } from "@/lib/cache/member-pages";
import type { MemberShellQuery } from "@/lib/graphql/generated/graphql";
import { toGlobalId } from "@/lib/graphql/global-id";
import { memberStateOf } from "@/lib/graphql/member-state";

// Which pages a signed-in reader gets from the copy kept for all of them, what each is of
// (lib/cache/member-pages.ts), and when the reader's state says the page is theirs alone
// (lib/graphql/member-state.ts, memberStateOf).

const TAG = toGlobalId("Tag", 8);
const READER = toGlobalId("User", 1);
const PERSON = toGlobalId("User", 2);

const viewer: NonNullable<MemberShellQuery["viewer"]> = {
  id: READER,
  userName: "reader",
  displayName: "Reader",
  avatar: null,
  status: { state: "active", role: "user", unreadNoticeCount: 0, unreadFollowing: false },
  ownCircles: [],
  settings: { language: "en" },
};
const relation = { isFollower: false, isFollowee: true, isBlocking: false };

describe("member pages", () => {
  it("are an article's, a tag's and a profile's own pages, Latest and Featured, and nothing under them", () => {
    for (const path of ["/a/65vt42cd7g6g", `/tags/${TAG}-music`, "/@alice", "/newest", "/featured"]) {
      expect(isMemberPage(path), path).toBe(true);
    }
    for (const path of [
      "/",
      "/a/65vt42cd7g6g/history",
      "/tags",
      `/tags/${TAG}-music/more`,
      "/@alice/followers",
      "/me/bookmarks/tags",
      "/search",
    ]) {
      expect(isMemberPage(path), path).toBe(false);
    }
  });

  it("name what they are of: the article, the tag (whatever its slug) or the person (decoded)", () => {
    expect(memberPageParts("/a/65vt42cd7g6g")).toEqual({ shortHash: "65vt42cd7g6g", tagId: null, userName: null });
    expect(memberPageParts(`/tags/${TAG}-wrong-slug`)).toEqual({ shortHash: null, tagId: TAG, userName: null });
    expect(memberPageParts(`/tags/${encodeURIComponent(TAG)}-music`).tagId).toBe(TAG);
    // an id that is not a tag's names none (the page is a 404)
    expect(memberPageParts(`/tags/${PERSON}-x`).tagId).toBeNull();
    expect(memberPageParts("/@%E5%B0%8F%E6%98%8E")).toEqual({ shortHash: null, tagId: null, userName: "小明" });
    expect(memberPageParts("/@%E5%B0")).toEqual({ shortHash: null, tagId: null, userName: null });
    expect(memberPageParts("/newest")).toEqual({ shortHash: null, tagId: null, userName: null });
  });
});

describe("a reader's state on a member page", () => {
  it("carries the tag's bookmark and the profile's relation", () => {
    const onTag = memberStateOf(
      `/tags/${TAG}-music`,
      { viewer, tag: { __typename: "Tag", id: TAG, isFollower: true } },
      "en",
    );
    expect(onTag).toEqual({ viewer, article: null, tag: { id: TAG, bookmarked: true }, user: null });
    const onProfile = memberStateOf("/@person", { viewer, user: { id: PERSON, ...relation } }, "en");
    expect(onProfile?.user).toEqual({ id: PERSON, ...relation });
  });

  it("is none on one's own profile, for a language to take up, and without a user name", () => {
    expect(memberStateOf("/@reader", { viewer, user: { id: READER, ...relation } }, "en")).toBeNull();
    expect(memberStateOf("/@person", { viewer, user: { id: PERSON, ...relation } }, "zh-Hant")).toBeNull();
    expect(memberStateOf("/newest", { viewer: { ...viewer, userName: null } }, "en")).toBeNull();
  });
});

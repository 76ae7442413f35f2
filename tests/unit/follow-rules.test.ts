import { describe, expect, it } from "vitest";
import { followButtonShown } from "@/components/user/follow-rules";

// Section 5: no follow button for an inactive viewer, on one's own profile, or for an archived
// account not already followed; and none across the viewer's own block.

const base = {
  viewer: "active" as const,
  viewerId: "VXNlcjox",
  userId: "VXNlcjoy",
  archived: false,
  isFollowee: false,
  isBlocking: false,
};

describe("the follow button's visibility", () => {
  it("shows for an active viewer and a visitor looking at someone else", () => {
    expect(followButtonShown(base)).toBe(true);
    expect(followButtonShown({ ...base, viewer: "visitor", viewerId: null })).toBe(true);
  });

  it("hides for an inactive viewer and on the viewer's own profile", () => {
    expect(followButtonShown({ ...base, viewer: "inactive" })).toBe(false);
    expect(followButtonShown({ ...base, userId: base.viewerId })).toBe(false);
  });

  it("hides for an archived account, unless already followed (so it can be unfollowed)", () => {
    expect(followButtonShown({ ...base, archived: true })).toBe(false);
    expect(followButtonShown({ ...base, archived: true, isFollowee: true })).toBe(true);
  });

  it("hides while the viewer blocks the person", () => {
    expect(followButtonShown({ ...base, isBlocking: true })).toBe(false);
  });
});

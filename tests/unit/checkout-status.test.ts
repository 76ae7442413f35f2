import { describe, expect, it } from "vitest";
import { checkoutStatusOf, withCheckoutStatus } from "@/lib/url/checkout-status";

describe("a circle checkout's way back", () => {
  it("adds the outcome to the page's path, keeping its query and fragment", () => {
    expect(withCheckoutStatus("/~club", "paid")).toBe("/~club?checkout=paid");
    expect(withCheckoutStatus("/zh-Hant/circle/club?after=x#top", "failed")).toBe(
      "/zh-Hant/circle/club?after=x&checkout=failed#top",
    );
    // a second return replaces the first outcome rather than adding another
    expect(withCheckoutStatus("/~club?checkout=failed", "paid")).toBe("/~club?checkout=paid");
  });

  it("reads our outcome or Stripe's redirect_status, and nothing else", () => {
    const of = (query: string) => checkoutStatusOf(new URLSearchParams(query));
    expect(of("checkout=paid")).toBe("paid");
    expect(of("checkout=failed")).toBe("failed");
    expect(of("payment_intent=pi_1&redirect_status=succeeded")).toBe("paid");
    expect(of("redirect_status=processing")).toBe("paid");
    expect(of("redirect_status=failed")).toBe("failed");
    expect(of("checkout=maybe")).toBeNull();
    expect(of("after=abc")).toBeNull();
  });
});

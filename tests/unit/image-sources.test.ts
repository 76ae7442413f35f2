import { describe, expect, it } from "vitest";
import { imageSrcSet } from "@/lib/url/image-sources";

// Responsive sources: a raster image of this site in the widths asked for; a vector, or an
// image from elsewhere, as its one file.

describe("srcset of an image", () => {
  it("lists a raster image of this site in each width, narrowest first, once each", () => {
    expect(imageSrcSet("/uploads/cover.jpg", [320, 160, 80, 160])).toBe(
      [
        "/cdn-cgi/image/width=80,fit=scale-down,format=auto/uploads/cover.jpg 80w",
        "/cdn-cgi/image/width=160,fit=scale-down,format=auto/uploads/cover.jpg 160w",
        "/cdn-cgi/image/width=320,fit=scale-down,format=auto/uploads/cover.jpg 320w",
      ].join(", "),
    );
  });

  it.each([
    "/seed/covers/c01.svg",
    "/seed/covers/c01.SVG?v=2",
    "https://elsewhere.example/cover.jpg",
    "//elsewhere.example/cover.jpg",
    "data:image/png;base64,AAAA",
  ])("leaves %s as its one file", (src) => {
    expect(imageSrcSet(src, [160, 320])).toBeUndefined();
  });
});

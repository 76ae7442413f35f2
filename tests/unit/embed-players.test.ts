import { describe, expect, it } from "vitest";
import { audioSource, embedSource } from "@/lib/text/embed-players";
import { sanitizeHtml } from "@/lib/text/sanitize-html";

describe("embedSource: a pasted video address to its player", () => {
  it.each([
    ["https://www.youtube.com/watch?v=dQw4w9WgXcQ", "https://www.youtube.com/embed/dQw4w9WgXcQ"],
    ["https://youtube.com/watch?v=dQw4w9WgXcQ&t=42s", "https://www.youtube.com/embed/dQw4w9WgXcQ"],
    ["https://m.youtube.com/watch?v=dQw4w9WgXcQ", "https://www.youtube.com/embed/dQw4w9WgXcQ"],
    ["https://youtu.be/dQw4w9WgXcQ", "https://www.youtube.com/embed/dQw4w9WgXcQ"],
    ["https://www.youtube.com/shorts/dQw4w9WgXcQ", "https://www.youtube.com/embed/dQw4w9WgXcQ"],
    ["  https://www.youtube.com/embed/dQw4w9WgXcQ ", "https://www.youtube.com/embed/dQw4w9WgXcQ"],
    ["https://vimeo.com/76979871", "https://player.vimeo.com/video/76979871"],
    ["https://player.vimeo.com/video/76979871", "https://player.vimeo.com/video/76979871"],
  ])("%s", (address, player) => {
    expect(embedSource(address)).toBe(player);
  });

  it.each([
    "https://evil.example/watch?v=dQw4w9WgXcQ",
    "https://youtube.com.evil.example/watch?v=dQw4w9WgXcQ",
    "https://www.youtube.com/watch?v=<script>",
    "https://vimeo.com/channels/staffpicks",
    "javascript:alert(1)//youtu.be/dQw4w9WgXcQ",
    "not a url",
  ])("refuses %s", (address) => {
    expect(embedSource(address)).toBeUndefined();
  });

  it("makes players the sanitizer keeps as they are", () => {
    for (const address of ["https://youtu.be/dQw4w9WgXcQ", "https://vimeo.com/76979871"]) {
      const src = embedSource(address) ?? "";
      expect(sanitizeHtml(`<iframe src="${src}"></iframe>`)).toContain(`src="${src}"`);
    }
  });
});

describe("audioSource", () => {
  it("keeps https files and refuses the rest", () => {
    expect(audioSource("https://cdn.example/a.mp3")).toBe("https://cdn.example/a.mp3");
    expect(audioSource("http://cdn.example/a.mp3")).toBeUndefined();
    expect(audioSource("https://user:pw@cdn.example/a.mp3")).toBeUndefined();
    expect(audioSource("data:audio/mp3;base64,AAAA")).toBeUndefined();
  });

  it("takes our own uploaded audio by its path, and no path that climbs out of it", () => {
    const own = "/assets/embedaudio/0d6f8c1e-0000-4000-8000-000000000000";
    expect(audioSource(own)).toBe(own);
    expect(audioSource(` ${own} `)).toBe(own);
    expect(audioSource("/assets/embedaudio/../cover/x")).toBeUndefined();
    expect(audioSource("/assets/embedaudio/%2e%2e/graphql")).toBeUndefined();
    expect(audioSource("/assets/cover/0d6f8c1e-0000-4000-8000-000000000000")).toBeUndefined();
    expect(audioSource("//evil.example/assets/embedaudio/x")).toBeUndefined();
  });
});

import { readdirSync, readFileSync, statSync } from "node:fs";
import { join } from "node:path";
import { describe, expect, it } from "vitest";

// Colours live in app/globals.css's tokens alone, so the dark theme is one block and a new
// component cannot forget it. This holds for every stylesheet and component, as files are added.

const root = join(import.meta.dirname, "../..");
const TOKENS = "app/globals.css";

function files(dir: string): string[] {
  return readdirSync(join(root, dir)).flatMap((name) => {
    const path = join(dir, name);
    if (statSync(join(root, path)).isDirectory()) return files(path);
    return /\.(css|tsx)$/.test(name) ? [path] : [];
  });
}

// Open Graph cards are images drawn by next/og, outside the page's themes.
const styled = ["app", "components"]
  .flatMap(files)
  .filter((path) => path !== TOKENS && !path.startsWith("components/og/"));

/** A colour literal: hex, a colour function or a named colour in a colour property. */
const COLOUR =
  /#[0-9a-f]{3,8}\b|\b(rgba?|hsla?|hwb|lab|lch|oklab|oklch|color)\(|(?<![\w-])(color|background|border[\w-]*|fill|stroke|outline[\w-]*|box-shadow)\s*:\s*[^;]*\b(white|black|red|green|blue|gray|grey)\b/i;

/** Masks take only alpha from their gradient: #000 there is "opaque", not a colour. */
const ALPHA_ONLY = /^\s*(-webkit-)?mask(-image)?\s*:/;

describe("design tokens", () => {
  it("are the only colours outside app/globals.css", () => {
    const offenders = styled.flatMap((path) =>
      readFileSync(join(root, path), "utf8")
        .split("\n")
        .map((line, index) => ({ line, at: `${path}:${index + 1}` }))
        .filter(({ line }) => COLOUR.test(line) && !ALPHA_ONLY.test(line))
        .map(({ at, line }) => `${at} ${line.trim()}`),
    );
    expect(offenders).toEqual([]);
  });

  it("give every colour token a light and a dark value", () => {
    const css = readFileSync(join(root, TOKENS), "utf8");
    const tokens = [...css.matchAll(/^\s*(--color-[\w-]+)\s*:\s*([^;]+);/gm)];
    expect(tokens.length).toBeGreaterThan(10);
    const single = tokens
      .filter(([, , value]) => !/^light-dark\(.+,.+\)$/.test(value?.trim() ?? ""))
      .map(([, name]) => name);
    expect(single).toEqual([]);
  });
});

import type { OgCard } from "@/lib/og/cards";
import { clipWidth, drawableText } from "@/lib/og/text";

// The 1200x630 card every Open Graph image is (app/og): what it is, a large title, a line or
// two under it, the site's name. Drawn by next/og (satori): flex boxes and inline styles only.

const INK = "#1b1b1b";
const MUTED = "#5f6368";
const ACCENT = "#0d6763";
const PAPER = "#fbf8f1";

export function OgCardImage({ card }: { card: OgCard }) {
  // widths in Latin letters: three lines of title, two of each line under it
  const title = clipWidth(drawableText(card.title), 96);
  const size = title === clipWidth(title, 36) ? 72 : 56;
  return (
    <div
      style={{
        width: "100%",
        height: "100%",
        display: "flex",
        background: PAPER,
        color: INK,
        fontFamily: "og",
      }}
    >
      <div style={{ width: 24, height: "100%", background: ACCENT }} />
      <div style={{ display: "flex", flexDirection: "column", flex: 1, padding: "64px 80px 56px 72px" }}>
        <div style={{ fontSize: 30, color: ACCENT }}>{clipWidth(drawableText(card.eyebrow), 60)}</div>
        <div
          style={{
            display: "flex",
            marginTop: 28,
            fontSize: size,
            lineHeight: 1.25,
            maxHeight: size * 1.25 * 3,
            overflow: "hidden",
          }}
        >
          {title}
        </div>
        <div style={{ display: "flex", flexDirection: "column", marginTop: 28, gap: 8 }}>
          {card.lines.map((line) => (
            <div key={line} style={{ fontSize: 32, lineHeight: 1.35, color: MUTED, maxHeight: 88, overflow: "hidden" }}>
              {clipWidth(drawableText(line), 104)}
            </div>
          ))}
        </div>
        <div style={{ display: "flex", marginTop: "auto", fontSize: 34, color: INK }}>{drawableText(card.site)}</div>
      </div>
    </div>
  );
}

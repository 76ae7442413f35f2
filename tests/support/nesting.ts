/** The deepest element nesting of some HTML as written (void elements open nothing). */
export function nestingDepth(html: string): number {
  let depth = 0;
  let deepest = 0;
  for (const [, close, name, selfClosing] of html.matchAll(/<(\/?)([a-z][a-z0-9]*)\b[^>]*?(\/?)>/gi)) {
    if (selfClosing || /^(br|hr|img|source)$/i.test(name ?? "")) continue;
    depth += close ? -1 : 1;
    deepest = Math.max(deepest, depth);
  }
  return deepest;
}

// The origin a request was addressed to. Behind the worker runtime the Host header may be
// rewritten (wrangler dev answers on 127.0.0.1 but passes "localhost"); the forwarded host
// is what the browser used.

type HeaderSource = { get(name: string): string | null };

export function requestOrigin(headers: HeaderSource): string {
  const host = headers.get("x-forwarded-host") ?? headers.get("host") ?? "127.0.0.1";
  const proto = headers.get("x-forwarded-proto") ?? "http";
  return `${proto}://${host}`;
}

// The origin a request was addressed to, as the app sees it. The forwarded host wins where a
// proxy set one. Locally this may say "localhost" where the browser used 127.0.0.1: worker.ts
// names loopback hosts the way Next does, so its middleware rewrites stay internal.

type HeaderSource = { get(name: string): string | null };

export function requestOrigin(headers: HeaderSource): string {
  const host = headers.get("x-forwarded-host") ?? headers.get("host") ?? "127.0.0.1";
  const proto = headers.get("x-forwarded-proto") ?? "http";
  return `${proto}://${host}`;
}

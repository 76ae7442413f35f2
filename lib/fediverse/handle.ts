// A fediverse handle as people write it: name@host, with or without the leading @ (and the
// acct: scheme WebFinger uses). The host may carry a port (a local test server's).

export type Handle = { name: string; host: string };

const HANDLE =
  /^@?([a-z0-9_](?:[a-z0-9_.-]{0,63}))@((?:[a-z0-9](?:[a-z0-9-]{0,62}[a-z0-9])?\.)*[a-z0-9](?:[a-z0-9-]{0,62}[a-z0-9])?(?::\d{1,5})?)$/i;

/** The handle's parts, or null for anything that is not one. */
export function parseHandle(text: string): Handle | null {
  const match = HANDLE.exec(text.trim().replace(/^acct:/i, ""));
  if (!match?.[1] || !match[2]) return null;
  return { name: match[1], host: match[2].toLowerCase() };
}

/** How a handle is written back: name@host. */
export const formatHandle = (handle: Handle) => `${handle.name}@${handle.host}`;

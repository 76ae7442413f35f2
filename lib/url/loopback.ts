// Addresses that never leave this machine: what the test-only switches (the local mailbox, the
// local card processor, loopback uploads, the local chain) are tied to.

/** 127.0.0.0/8, ::1 and localhost. */
export function isLoopbackHost(host: string): boolean {
  const name = host.toLowerCase().replace(/^\[|\]$/g, "");
  return name === "localhost" || name === "::1" || /^127(\.\d{1,3}){3}$/.test(name);
}

export function isLoopbackUrl(url: string | undefined): boolean {
  if (!url || !URL.canParse(url)) return false;
  return isLoopbackHost(new URL(url).hostname);
}

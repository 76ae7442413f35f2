// The key a per-address rate limit counts a client under. One IPv4 address is one key. An IPv6
// subscriber is given a whole /64 (often a larger prefix) and may use any of its 2^64
// addresses, so counting IPv6 addresses one by one would give each person endless allowances:
// an IPv6 address counts by its first 64 bits. An IPv4 address written as IPv6 (::ffff:a.b.c.d)
// is that IPv4 address, so one client never counts under two keys.

/** The 16-bit groups of an IPv4 address's 32 bits, or null when `text` is not one. */
function v4Groups(text: string): [number, number] | null {
  const parts = text.split(".");
  if (parts.length !== 4 || parts.some((part) => !/^\d{1,3}$/.test(part) || Number(part) > 255)) return null;
  const [a = 0, b = 0, c = 0, d = 0] = parts.map(Number);
  return [a * 256 + b, c * 256 + d];
}

/** The eight 16-bit groups of an IPv6 address (compressed, or ending in dotted IPv4), or null. */
function v6Groups(text: string): number[] | null {
  const halves = text.split("::");
  if (halves.length > 2) return null;
  const groupsOf = (half: string): number[] | null => {
    if (half === "") return [];
    const out: number[] = [];
    const parts = half.split(":");
    for (const [index, part] of parts.entries()) {
      if (index === parts.length - 1 && part.includes(".")) {
        const v4 = v4Groups(part);
        if (!v4) return null;
        out.push(...v4);
      } else if (/^[0-9a-f]{1,4}$/.test(part)) {
        out.push(Number.parseInt(part, 16));
      } else {
        return null;
      }
    }
    return out;
  };
  const head = groupsOf(halves[0] ?? "");
  const tail = halves.length === 2 ? groupsOf(halves[1] ?? "") : [];
  if (!head || !tail) return null;
  if (halves.length === 1) return head.length === 8 ? head : null;
  // "::" stands for one or more zero groups
  if (head.length + tail.length > 7) return null;
  return [...head, ...new Array<number>(8 - head.length - tail.length).fill(0), ...tail];
}

const isMappedV4 = (groups: readonly number[]) => groups.slice(0, 5).every((g) => g === 0) && groups[5] === 0xffff;

/**
 * `address` (as Cloudflare's cf-connecting-ip gives it) as the key its per-address limits count
 * under: an IPv4 address whole (`203.0.113.7`), an IPv6 address as its /64 (`2001:db8:0:1::/64`),
 * an IPv4-mapped IPv6 address as its IPv4 address. Anything that is not an address ("unknown"
 * when no header said) is its own key.
 */
export function addressKey(address: string): string {
  const text = address
    .trim()
    .toLowerCase()
    .replace(/^\[(.*)\]$/, "$1")
    .replace(/%.*$/, "");
  const v4 = v4Groups(text);
  if (v4) return text.split(".").map(Number).join(".");
  const groups = text.includes(":") ? v6Groups(text) : null;
  if (!groups) return address.trim();
  if (isMappedV4(groups)) {
    const [high = 0, low = 0] = groups.slice(6);
    return [high >> 8, high & 255, low >> 8, low & 255].join(".");
  }
  return `${groups
    .slice(0, 4)
    .map((g) => g.toString(16))
    .join(":")}::/64`;
}

// Where a circle's card checkout sends the payer back: the page they subscribed from, told how
// the card payment went, so the page can say so (components/circle/circle-checkout-status.tsx).
// Stripe's own redirect after 3-D Secure adds `redirect_status` to the same page's address.

export type CheckoutStatus = "paid" | "failed";

const PARAM = "checkout";

/** `path` (a path on this site, with or without a query) with the checkout's outcome added. */
export function withCheckoutStatus(path: string, status: CheckoutStatus): string {
  const url = new URL(path, "https://site.invalid");
  url.searchParams.set(PARAM, status);
  return `${url.pathname}${url.search}${url.hash}`;
}

/** The outcome a returning address tells: ours, or Stripe's redirect_status; null when it tells none. */
export function checkoutStatusOf(params: { get(name: string): string | null }): CheckoutStatus | null {
  const ours = params.get(PARAM);
  if (ours === "paid" || ours === "failed") return ours;
  const stripe = params.get("redirect_status");
  if (stripe === "succeeded" || stripe === "processing") return "paid";
  if (stripe === "failed") return "failed";
  return null;
}

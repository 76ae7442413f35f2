import { paymentPointerUrl } from "@/lib/url/payment-pointer";

/**
 * Names the person's wallet to Web Monetization (`<link rel="monetization">`), so a reader's
 * monetizing browser can pay them while reading; React places the link in the head.
 */
export function MonetizationLink({ pointer }: { pointer: string | null | undefined }) {
  const href = paymentPointerUrl(pointer);
  return href ? <link rel="monetization" href={href} /> : null;
}

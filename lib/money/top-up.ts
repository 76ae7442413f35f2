// Top-up bounds, shared by the API (addCredit checks them) and the top-up dialog (shows them).

/** The smallest top-up, in HKD cents: 20 HKD (Stripe's own minimum for HKD is 4). */
export const TOP_UP_MIN_CENTS = 2_000;
/** The largest single top-up, in HKD cents: 10,000 HKD. */
export const TOP_UP_MAX_CENTS = 1_000_000;
/** The dialog's preset amounts, in HKD. */
export const TOP_UP_PRESETS_HKD = [50, 100, 300, 500] as const;

/**
 * How long a top-up waits for its payment before the site cancels its own record: a day, as
 * long as the site waits for a USDT support's transaction and as long as Stripe's own checkout
 * page stays payable by default. A payer who left the card form can come back the same day; a
 * shorter wait would call payments still under way (a bank's page for 3-D Secure left open,
 * Stripe retrying a webhook after an outage) canceled. A payment that succeeds even later is
 * still credited (server/api/services/topup.ts).
 */
export const TOP_UP_ABANDONED_AFTER_MS = 24 * 60 * 60 * 1000;

// Top-up bounds, shared by the API (addCredit checks them) and the top-up dialog (shows them).

/** The smallest top-up, in HKD cents: 20 HKD (Stripe's own minimum for HKD is 4). */
export const TOP_UP_MIN_CENTS = 2_000;
/** The largest single top-up, in HKD cents: 10,000 HKD. */
export const TOP_UP_MAX_CENTS = 1_000_000;
/** The dialog's preset amounts, in HKD. */
export const TOP_UP_PRESETS_HKD = [50, 100, 300, 500] as const;

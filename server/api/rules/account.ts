// Limits of an account's own settings (README.md, Settings).

/** Email changes an account may make within EMAIL_CHANGE_WINDOW_MS (status.changeEmailTimesLeft). */
export const EMAIL_CHANGES_MAX = 3;
/** A day, counted back from now (issue 36: three changes a day): each change frees its place 24 hours on. */
export const EMAIL_CHANGE_WINDOW_MS = 24 * 60 * 60 * 1000;

/** A payment password is six digits, like the contract's payment PIN. */
export const PAYMENT_PASSWORD_PATTERN = /^\d{6}$/;

/** An Interledger payment pointer: `$`, a host name, an optional path; at most 200 characters. */
export const PAYMENT_POINTER_MAX = 200;
export const isPaymentPointer = (value: string) =>
  value.length <= PAYMENT_POINTER_MAX &&
  /^\$(?=[^/]{1,253}(?:\/|$))[a-z0-9](?:[a-z0-9-]*[a-z0-9])?(?:\.[a-z0-9](?:[a-z0-9-]*[a-z0-9])?)+(?::\d{1,5})?(?:\/[\w\-.~%/]*)?$/i.test(
    value,
  );

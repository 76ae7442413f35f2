import { isReferralCode } from "@/lib/cookies/names";
import { labelFault, stripLabelFaults } from "@/lib/text/label-text";
import { isValidUserName } from "@/lib/text/user-name";
import { ApiError, type ErrorCode } from "./errors";

// Input rules for accounts. Each answers with the catalogue's code for that field.

export const DISPLAY_NAME_MIN = 2;
export const DISPLAY_NAME_MAX = 20;
export const DESCRIPTION_MAX = 200;
export const PASSWORD_MIN = 8;
export const PASSWORD_MAX = 64;

/** Runs of whitespace collapsed and trimmed (section 5). */
export const normalizeText = (text: string) => text.replace(/\s+/gu, " ").trim();

/** An address as the account services take it: spaces around it are trimmed, case is ignored. */
export function isEmail(raw: string): boolean {
  const email = raw.trim().toLowerCase();
  return email.length <= 254 && /^[^\s@]+@[^\s@.]+(\.[^\s@.]+)+$/.test(email);
}

export function normalizeEmail(raw: string): string {
  if (!isEmail(raw)) throw new ApiError("USER_EMAIL_INVALID", "Invalid Email.");
  return raw.trim().toLowerCase();
}

export function validateUserName(raw: string): string {
  const name = raw.trim();
  if (!isValidUserName(name)) throw new ApiError("NAME_INVALID", "Invalid name.");
  return name;
}

/**
 * A label's refusal (lib/text/label-text.ts: bidi controls, invisible characters, controls) under
 * its field's code, naming the character.
 */
export function assertLabel(raw: string, field: string, code: ErrorCode = "BAD_USER_INPUT", message?: string) {
  const fault = labelFault(raw);
  if (!fault) return;
  const what = { bidi: "a bidirectional control", invisible: "an invisible character", control: "a control character" }[
    fault.kind
  ];
  throw new ApiError(code, message ?? `\`${field}\` holds ${what} (${fault.character}), which labels may not hold.`, {
    field,
    character: fault.character,
  });
}

export function validateDisplayName(raw: string): string {
  const name = normalizeText(raw);
  const length = [...name].length;
  if (length < DISPLAY_NAME_MIN || length > DISPLAY_NAME_MAX) {
    throw new ApiError("DISPLAYNAME_INVALID", "Invalid display name.");
  }
  // characters that show nothing or reorder the name make names that look alike, or a name of
  // nothing (Hangul fillers, Braille blanks); checked on what was sent, as collapsing white
  // space would hide U+FEFF, which JavaScript counts as a space
  assertLabel(raw, "displayName", "DISPLAYNAME_INVALID", "Invalid display name.");
  return name;
}

/**
 * A new account's display name, from its mailbox name, under the same rules as a chosen one
 * (validateDisplayName): what a label refuses dropped, whitespace collapsed, cut to the longest
 * allowed. When nothing valid is left, the user name stands in (always valid).
 */
export function signUpDisplayName(mailboxName: string, userName: string): string {
  const visible = normalizeText(stripLabelFaults(mailboxName));
  const candidate = [...visible].slice(0, DISPLAY_NAME_MAX).join("").trim();
  try {
    return validateDisplayName(candidate);
  } catch {
    return userName;
  }
}

/** A referral code as the middleware keeps it from the first visit's `?referral=`; absent is fine. */
export function validateReferralCode(raw: string | null | undefined): string | null {
  if (raw == null || raw === "") return null;
  if (!isReferralCode(raw)) throw new ApiError("BAD_USER_INPUT", "Invalid referral code.");
  return raw;
}

export function validateDescription(raw: string): string {
  const text = raw.trim();
  if ([...text].length > DESCRIPTION_MAX) {
    throw new ApiError("BAD_USER_INPUT", `Description is at most ${DESCRIPTION_MAX} characters.`);
  }
  assertLabel(raw, "description");
  return text;
}

/** Printable ASCII without spaces, 8 to 64 long. */
export function validatePassword(password: string): string {
  const pattern = new RegExp(`^[\\x21-\\x7E]{${PASSWORD_MIN},${PASSWORD_MAX}}$`);
  if (!pattern.test(password)) throw new ApiError("USER_PASSWORD_INVALID", "Invalid password.");
  return password;
}

/** Codes are six digits; passwords are at least eight characters, so the two never collide. */
export const looksLikeCode = (value: string) => /^\d{6}$/.test(value.trim());

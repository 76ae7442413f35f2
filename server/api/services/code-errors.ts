import "server-only";
import { codeSpentMeanwhile } from "@/server/auth/codes";
import { ApiError, type ErrorCode } from "../errors";

const CODE_MESSAGES: Record<"CODE_INVALID" | "CODE_INACTIVE" | "CODE_EXPIRED", string> = {
  CODE_INVALID: "Incorrect verification code, check input or resend.",
  CODE_INACTIVE: "Verification code is no longer valid, use the latest code or resend.",
  CODE_EXPIRED: "Verification code expired, try resend.",
};

export const codeError = (code: keyof typeof CODE_MESSAGES) => new ApiError(code as ErrorCode, CODE_MESSAGES[code]);

/** A write that spends a code: when a request at the same moment spent it first, CODE_INACTIVE. */
export async function spending<T>(write: Promise<T>): Promise<T> {
  try {
    return await write;
  } catch (error) {
    if (codeSpentMeanwhile(error)) throw codeError("CODE_INACTIVE");
    throw error;
  }
}

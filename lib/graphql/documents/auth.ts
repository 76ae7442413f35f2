import { document } from "../document";

export type CodeType = "register" | "email_otp";

export const SendVerificationCode = document<
  { sendVerificationCode: boolean | null },
  { email: string; type: CodeType; language: "en" | "zh_hant" | "zh_hans" }
>(/* GraphQL */ `
  mutation SendVerificationCode($email: String!, $type: VerificationCodeType!, $language: UserLanguage) {
    sendVerificationCode(input: { email: $email, type: $type, language: $language })
  }
`);

export const EmailLogin = document<
  { emailLogin: { auth: boolean; type: "Login" | "Signup" } },
  { email: string; passwordOrCode: string; language: "en" | "zh_hant" | "zh_hans"; referralCode?: string | null }
>(/* GraphQL */ `
  mutation EmailLogin($email: String!, $passwordOrCode: String!, $language: UserLanguage, $referralCode: String) {
    emailLogin(
      input: { email: $email, passwordOrCode: $passwordOrCode, language: $language, referralCode: $referralCode }
    ) {
      auth
      type
    }
  }
`);

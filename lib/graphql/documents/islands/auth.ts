import { graphql } from "../../generated/islands/gql";

// The login dialog's two steps: a code by mail, then the password or that code.

export const SendVerificationCode = graphql(`
  mutation SendVerificationCode($email: String!, $type: VerificationCodeType!, $language: UserLanguage) {
    sendVerificationCode(input: { email: $email, type: $type, language: $language })
  }
`);

export const EmailLogin = graphql(`
  mutation EmailLogin($email: String!, $passwordOrCode: String!, $language: UserLanguage, $referralCode: String) {
    emailLogin(
      input: { email: $email, passwordOrCode: $passwordOrCode, language: $language, referralCode: $referralCode }
    ) {
      auth
      type
    }
  }
`);

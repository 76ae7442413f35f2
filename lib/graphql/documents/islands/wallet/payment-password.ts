import { graphql } from "../../../generated/wallet/gql";

// The wallet page's payment password island: set the first one with the session, reset a set
// one with a code mailed to the account's address.

export const SetPaymentPassword = graphql(`
  mutation SetPaymentPassword($password: String!) {
    updateUserInfo(input: { paymentPassword: $password }) {
      id
      status {
        hasPaymentPassword
      }
    }
  }
`);

export const SendPaymentPasswordCode = graphql(`
  mutation SendPaymentPasswordCode($email: String!, $language: UserLanguage) {
    sendVerificationCode(input: { email: $email, type: payment_password_reset, language: $language })
  }
`);

export const ConfirmPaymentPasswordCode = graphql(`
  mutation ConfirmPaymentPasswordCode($email: String!, $code: String!) {
    confirmVerificationCode(input: { email: $email, type: payment_password_reset, code: $code })
  }
`);

export const ResetPaymentPassword = graphql(`
  mutation ResetPaymentPassword($password: String!, $codeId: ID!) {
    resetPassword(input: { password: $password, codeId: $codeId, type: payment })
  }
`);

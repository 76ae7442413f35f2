import { graphql } from "../../generated/islands/gql";

// The login dialog's steps: a code by mail, then the password or that code; a new account
// then chooses its user name.

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
      user {
        id
        userName
      }
    }
  }
`);

/** Whose a user name is, if anyone's: the name is free when no one else has it. */
export const UserNameOwner = graphql(`
  query UserNameOwner($userName: String!) {
    user(input: { userName: $userName }) {
      id
    }
  }
`);

export const SetUserName = graphql(`
  mutation SetUserName($userName: String!) {
    setUserName(input: { userName: $userName }) {
      id
      userName
    }
  }
`);

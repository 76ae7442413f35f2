import { graphql } from "../../../generated/settings/gql";

// The settings pages' islands: the account forms, the devices list, the profile form.

export const SetEmail = graphql(`
  mutation SetEmail($email: String!) {
    setEmail(input: { email: $email }) {
      id
    }
  }
`);

export const VerifyNewEmail = graphql(`
  mutation VerifyNewEmail($email: String!, $code: String!) {
    verifyEmail(input: { email: $email, code: $code }) {
      auth
    }
  }
`);

export const SendOwnCode = graphql(`
  mutation SendOwnCode($email: String!, $language: UserLanguage) {
    sendVerificationCode(input: { email: $email, type: email_otp, language: $language })
  }
`);

export const ConfirmOwnCode = graphql(`
  mutation ConfirmOwnCode($email: String!, $code: String!) {
    confirmVerificationCode(input: { email: $email, type: email_otp, code: $code })
  }
`);

export const ResetOwnPassword = graphql(`
  mutation ResetOwnPassword($password: String!, $codeId: ID!) {
    resetPassword(input: { password: $password, codeId: $codeId, type: account })
  }
`);

export const SetFirstPassword = graphql(`
  mutation SetFirstPassword($password: String!) {
    setPassword(input: { password: $password }) {
      id
    }
  }
`);

export const ChangeUserName = graphql(`
  mutation ChangeUserName($userName: String!) {
    setUserName(input: { userName: $userName }) {
      id
      userName
    }
  }
`);

export const SaveLanguage = graphql(`
  mutation SaveLanguage($language: UserLanguage!) {
    updateUserInfo(input: { language: $language }) {
      id
      settings {
        language
      }
    }
  }
`);

export const SaveCurrency = graphql(`
  mutation SaveCurrency($currency: QuoteCurrency!) {
    setCurrency(input: { currency: $currency }) {
      id
      settings {
        currency
      }
    }
  }
`);

export const SaveFederationSetting = graphql(`
  mutation SaveFederationSetting($state: FederationAuthorSettingState!) {
    setViewerFederationSetting(input: { state: $state }) {
      state
    }
  }
`);

export const RevokeSession = graphql(`
  mutation RevokeSession($id: ID!) {
    revokeSession(input: { id: $id })
  }
`);

export const SaveProfile = graphql(`
  mutation SaveProfile($input: UpdateUserInfoInput!) {
    updateUserInfo(input: $input) {
      id
      displayName
      avatar
      paymentPointer
      info {
        description
        profileCover
      }
    }
  }
`);

export const ProfileImageUpload = graphql(`
  mutation ProfileImageUpload($input: SingleFileUploadInput!) {
    singleFileUpload(input: $input) {
      id
      path
    }
  }
`);

export const RevokeAuthorizedApp = graphql(`
  mutation RevokeAuthorizedApp($id: ID!) {
    revokeOAuthAuthorization(input: { id: $id }) {
      id
    }
  }
`);

/** The consent page's "Allow": answers the app's address with the code. */
export const AuthorizeApp = graphql(`
  mutation AuthorizeApp($input: OAuthAuthorizeInput!) {
    authorizeOAuthClient(input: $input)
  }
`);

export const ApplyMomentFeed = graphql(`
  mutation ApplyMomentFeed {
    applyMomentFeed {
      id
      isMomentFeedApplied
    }
  }
`);

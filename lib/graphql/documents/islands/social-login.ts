import { graphql } from "../../generated/islands/gql";

// Signing in with Google or Twitter: the provider's page to go to, then the code it sends back
// to /callback/[provider]; linking and unlinking in settings.

export const GenerateSocialLoginUrl = graphql(`
  mutation GenerateSocialLoginUrl($type: SocialAccountType!, $purpose: SocialLoginPurpose!) {
    generateSocialLoginUrl(input: { type: $type, purpose: $purpose })
  }
`);

export const SocialLogin = graphql(`
  mutation SocialLogin(
    $type: SocialAccountType!
    $code: String!
    $state: String!
    $language: UserLanguage
    $referralCode: String
  ) {
    socialLogin(
      input: {
        type: $type
        authorizationCode: $code
        state: $state
        language: $language
        referralCode: $referralCode
      }
    ) {
      type
    }
  }
`);

export const AddSocialLogin = graphql(`
  mutation AddSocialLogin($type: SocialAccountType!, $code: String!, $state: String!) {
    addSocialLogin(input: { type: $type, authorizationCode: $code, state: $state }) {
      id
    }
  }
`);

export const RemoveSocialLogin = graphql(`
  mutation RemoveSocialLogin($type: SocialAccountType!) {
    removeSocialLogin(input: { type: $type }) {
      id
    }
  }
`);

export const GenerateLikerIdUrl = graphql(`
  mutation GenerateLikerIdUrl {
    generateLikerIdUrl
  }
`);

export const LinkLikerId = graphql(`
  mutation LinkLikerId($code: String!, $state: String!) {
    linkLikerId(input: { authorizationCode: $code, state: $state }) {
      id
    }
  }
`);

import { graphql } from "../generated/gql";

/** The viewer's account as the settings pages show it: read as the viewer, never cached. */
export const ViewerSettingsQuery = graphql(`
  query ViewerSettings {
    viewer {
      id
      userName
      displayName
      avatar
      paymentPointer
      liker {
        likerId
        civicLiker
      }
      info {
        email
        emailVerified
        description
        profileCover
        userNameEditable
        ethAddress
        socialAccounts {
          type
          userName
          email
        }
      }
      settings {
        language
        currency
      }
      status {
        state
        hasEmailLoginPassword
        changeEmailTimesLeft
      }
      isMomentFeedApplied
      federationSetting {
        state
      }
    }
  }
`);

/** The viewer's signed-in devices, for the account section. */
export const ViewerSessionsQuery = graphql(`
  query ViewerSessions {
    viewer {
      id
      sessions {
        id
        userAgent
        createdAt
        lastSeenAt
        current
      }
    }
  }
`);

/** The apps the viewer let act for them (the site as an OAuth provider), for settings. */
export const ViewerAuthorizedAppsQuery = graphql(`
  query ViewerAuthorizedApps {
    viewer {
      id
      oauthAuthorizations {
        client {
          id
          name
          website
          avatar
        }
        scope
        createdAt
        usedAt
      }
    }
  }
`);

/** An app's authorization request, checked, for the consent page (/oauth/authorize). */
export const OAuthAuthorizationRequestQuery = graphql(`
  query OAuthAuthorizationRequest($input: OAuthAuthorizeInput!) {
    oauthAuthorizationRequest(input: $input) {
      client {
        id
        name
        description
        website
        avatar
      }
      scope
      errorRedirect
      denyRedirect
    }
  }
`);

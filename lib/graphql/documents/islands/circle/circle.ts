import { graphql } from "../../../generated/circle/gql";

// The circle's islands: the create and edit form (putCircle, with the images it uploads first)
// and the follow button. Each answers what its island shows next.

export const PutCircle = graphql(`
  mutation PutCircle($input: PutCircleInput!) {
    putCircle(input: $input) {
      id
      name
    }
  }
`);

export const CircleImageUpload = graphql(`
  mutation CircleImageUpload($input: SingleFileUploadInput!) {
    singleFileUpload(input: $input) {
      id
      path
    }
  }
`);

export const ToggleFollowCircle = graphql(`
  mutation ToggleFollowCircle($id: ID!, $enabled: Boolean!) {
    toggleFollowCircle(input: { id: $id, enabled: $enabled }) {
      id
      isFollower
    }
  }
`);

// The subscribe dialog: what the wallet holds and whether a payment password is set, asked as
// it opens; then the subscription, or its end.

export const CircleSubscribeViewer = graphql(`
  query CircleSubscribeViewer {
    viewer {
      id
      status {
        hasPaymentPassword
      }
      wallet {
        balance {
          HKD
        }
      }
    }
  }
`);

export const SubscribeCircle = graphql(`
  mutation SubscribeCircle($input: SubscribeCircleInput!) {
    subscribeCircle(input: $input) {
      client_secret
      circle {
        id
        isMember
      }
    }
  }
`);

export const UnsubscribeCircle = graphql(`
  mutation UnsubscribeCircle($id: ID!) {
    unsubscribeCircle(input: { id: $id }) {
      id
      isMember
      memberUntil
    }
  }
`);

// The owner's invitation form: user names become ids first, then the invitation goes out.

export const CircleInviteeByName = graphql(`
  query CircleInviteeByName($userName: String!) {
    user(input: { userName: $userName, userNameCaseIgnore: true }) {
      id
    }
  }
`);

export const InviteCircle = graphql(`
  mutation InviteCircle($input: InviteCircleInput!) {
    invite(input: $input) {
      id
      state
    }
  }
`);

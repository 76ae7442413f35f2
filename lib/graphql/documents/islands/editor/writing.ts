import { graphql } from "../../../generated/editor/gql";

// The editor's documents: the draft as the editor holds it (read by the draft page on the
// server and again by the island when a newer copy is loaded), its saves, publishing, the
// revision of a published article, and the searches behind @, # and related articles. They
// are generated apart (lib/graphql/generated/editor), so the map of documents every other
// island carries does not grow with them: only the author's pages load these.

export const EditorDraftFields = graphql(`
  fragment EditorDraftFields on Draft {
    id
    title
    summary
    summaryCustomized
    content
    updatedAt
    publishState
    tags
    cover
    assets {
      id
      type
      path
    }
    article {
      id
      shortHash
    }
    license
    sensitiveByAuthor
    canComment
    indentFirstLine
    requestForDonation
    replyToDonator
    access {
      type
      circle {
        id
      }
    }
    connections(input: { first: 5 }) {
      edges {
        node {
          id
          shortHash
          title
        }
      }
    }
    collections(input: { first: 3 }) {
      edges {
        node {
          id
          title
        }
      }
    }
    campaigns {
      # named here too: a challenge left out of the navbar is not among the channels
      campaign {
        id
        name
        state
        ... on WritingChallenge {
          stages {
            id
            name
          }
        }
      }
      stage {
        id
      }
    }
  }
`);

/** What a draft's options offer: the author's collections and the writing challenges they joined. */
export const DraftEditorChoices = graphql(`
  fragment DraftEditorChoices on Query {
    viewer {
      id
      userName
      # the circle a draft may be published to, for its members only
      ownCircles {
        id
        displayName
      }
      collections(input: { first: 50 }) {
        edges {
          node {
            id
            title
          }
        }
      }
      # the challenges this person joined that are under way: the ones a work may enter
      campaigns(input: { first: 50 }) {
        edges {
          node {
            id
            name
            state
            ... on WritingChallenge {
              stages {
                id
                name
              }
            }
          }
        }
      }
    }
  }
`);

/** What the draft page needs: the draft, the author's collections and the writing challenges they joined. */
export const DraftEditorQuery = graphql(`
  query DraftEditor($id: ID!) {
    ...DraftEditorChoices
    node(input: { id: $id }) {
      __typename
      ... on Draft {
        ...EditorDraftFields
      }
    }
  }
`);

/** The editor of a draft not yet made (made on the first change): its options' choices alone. */
export const NewDraftEditorQuery = graphql(`
  query NewDraftEditor {
    ...DraftEditorChoices
  }
`);

/** The draft as stored now: after a conflict, to load the newer copy or save over it. */
export const StoredDraft = graphql(`
  query StoredDraft($id: ID!) {
    node(input: { id: $id }) {
      __typename
      ... on Draft {
        ...EditorDraftFields
      }
    }
  }
`);

export const PutDraft = graphql(`
  mutation PutDraft($input: PutDraftInput!) {
    putDraft(input: $input) {
      id
      updatedAt
      assets {
        id
        type
        path
      }
    }
  }
`);

export const DeleteDraft = graphql(`
  mutation DeleteDraft($id: ID!) {
    deleteDraft(input: { id: $id })
  }
`);

export const PublishArticle = graphql(`
  mutation PublishArticle($id: ID!) {
    publishArticle(input: { id: $id }) {
      id
      publishState
      article {
        id
        shortHash
      }
    }
  }
`);

/** Polled while a draft is being published. */
export const DraftPublishState = graphql(`
  query DraftPublishState($id: ID!) {
    node(input: { id: $id }) {
      __typename
      ... on Draft {
        id
        publishState
        article {
          id
          shortHash
        }
      }
    }
  }
`);

export const EditArticle = graphql(`
  mutation EditArticle($input: EditArticleInput!) {
    editArticle(input: $input) {
      id
      shortHash
      state
      pinned
      revisionCount
    }
  }
`);

/** `@`: people whose name begins with what follows it (the key keeps its @). */
export const MentionUsers = graphql(`
  query MentionUsers($key: String!) {
    search(input: { key: $key, type: User, quicksearch: true, first: 5 }) {
      edges {
        node {
          __typename
          id
          ... on User {
            userName
            displayName
          }
        }
      }
    }
  }
`);

/** `#` and the tag field: tags whose name begins with what was typed. */
export const TagSuggestions = graphql(`
  query TagSuggestions($key: String!) {
    search(input: { key: $key, type: Tag, quicksearch: true, first: 5 }) {
      edges {
        node {
          __typename
          id
          ... on Tag {
            content
            slug
            numArticles
          }
        }
      }
    }
  }
`);

/** Related articles to link: any readable article by its words. */
export const ArticleSuggestions = graphql(`
  query ArticleSuggestions($key: String!) {
    search(input: { key: $key, type: Article, first: 5 }) {
      edges {
        node {
          __typename
          id
          ... on Article {
            shortHash
            title
            author {
              id
              displayName
              userName
            }
          }
        }
      }
    }
  }
`);

/** Sent as a GraphQL multipart request (lib/graphql/upload.ts): an image for the text or a cover. */
export const SingleFileUpload = graphql(`
  mutation SingleFileUpload($input: SingleFileUploadInput!) {
    singleFileUpload(input: $input) {
      id
      type
      path
    }
  }
`);

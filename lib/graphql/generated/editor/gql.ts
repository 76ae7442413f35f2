/* eslint-disable */
import * as types from './graphql';



/**
 * Map of all GraphQL operations in the project.
 *
 * This map has several performance disadvantages:
 * 1. It is not tree-shakeable, so it will include all operations in the project.
 * 2. It is not minifiable, so the string of a GraphQL query will be multiple times inside the bundle.
 * 3. It does not support dead code elimination, so it will add unused operations.
 *
 * Therefore it is highly recommended to use the babel or swc plugin for production.
 * Learn more about it here: https://the-guild.dev/graphql/codegen/plugins/presets/preset-client#reducing-bundle-size
 */
type Documents = {
    "\n  query ArticleCollectionChoices($shortHash: String!) {\n    viewer {\n      id\n      collections(input: { first: 50 }) {\n        edges {\n          node {\n            id\n            title\n          }\n        }\n      }\n    }\n    article(input: { shortHash: $shortHash }) {\n      id\n      collections(input: { first: 50 }) {\n        edges {\n          node {\n            id\n          }\n        }\n      }\n    }\n  }\n": typeof types.ArticleCollectionChoicesDocument,
    "\n  query ArticleTopicChannelChoices($shortHash: String!) {\n    article(input: { shortHash: $shortHash }) {\n      id\n      classification {\n        topicChannel {\n          enabled\n          channels {\n            channel {\n              id\n              name\n            }\n          }\n          feedback {\n            id\n            type\n            state\n          }\n        }\n      }\n    }\n    channels {\n      __typename\n      id\n      ... on TopicChannel {\n        name\n      }\n    }\n  }\n": typeof types.ArticleTopicChannelChoicesDocument,
    "\n  mutation SubmitArticleChannelFeedback($input: SubmitTopicChannelFeedbackInput!) {\n    submitTopicChannelFeedback(input: $input) {\n      id\n      state\n    }\n  }\n": typeof types.SubmitArticleChannelFeedbackDocument,
    "\n  query ArticleFederationChoice($shortHash: String!) {\n    article(input: { shortHash: $shortHash }) {\n      id\n      federationSetting {\n        state\n      }\n      federationEligibility {\n        eligible\n        reason\n      }\n    }\n  }\n": typeof types.ArticleFederationChoiceDocument,
    "\n  mutation SetArticleFederation($id: ID!, $state: FederationArticleSettingState!) {\n    setArticleFederationSetting(input: { id: $id, state: $state }) {\n      state\n    }\n  }\n": typeof types.SetArticleFederationDocument,
    "\n  mutation Migration($input: MigrationInput!) {\n    migration(input: $input)\n  }\n": typeof types.MigrationDocument,
    "\n  query LatestDraft {\n    viewer {\n      id\n      drafts(input: { first: 1 }) {\n        edges {\n          node {\n            id\n            title\n          }\n        }\n      }\n    }\n  }\n": typeof types.LatestDraftDocument,
    "\n  fragment EditorDraftFields on Draft {\n    id\n    title\n    summary\n    summaryCustomized\n    content\n    updatedAt\n    publishState\n    tags\n    cover\n    assets {\n      id\n      type\n      path\n    }\n    article {\n      id\n      shortHash\n    }\n    license\n    sensitiveByAuthor\n    canComment\n    indentFirstLine\n    requestForDonation\n    replyToDonator\n    access {\n      type\n      circle {\n        id\n      }\n    }\n    connections(input: { first: 5 }) {\n      edges {\n        node {\n          id\n          shortHash\n          title\n        }\n      }\n    }\n    collections(input: { first: 3 }) {\n      edges {\n        node {\n          id\n          title\n        }\n      }\n    }\n    campaigns {\n      # named here too: a challenge left out of the navbar is not among the channels\n      campaign {\n        id\n        name\n        state\n        ... on WritingChallenge {\n          stages {\n            id\n            name\n          }\n        }\n      }\n      stage {\n        id\n      }\n    }\n  }\n": typeof types.EditorDraftFieldsFragmentDoc,
    "\n  fragment DraftEditorChoices on Query {\n    viewer {\n      id\n      userName\n      # the circle a draft may be published to, for its members only\n      ownCircles {\n        id\n        displayName\n      }\n      collections(input: { first: 50 }) {\n        edges {\n          node {\n            id\n            title\n          }\n        }\n      }\n      # the challenges this person joined that are under way: the ones a work may enter\n      campaigns(input: { first: 50 }) {\n        edges {\n          node {\n            id\n            name\n            state\n            ... on WritingChallenge {\n              stages {\n                id\n                name\n              }\n            }\n          }\n        }\n      }\n    }\n  }\n": typeof types.DraftEditorChoicesFragmentDoc,
    "\n  query DraftEditor($id: ID!) {\n    ...DraftEditorChoices\n    node(input: { id: $id }) {\n      __typename\n      ... on Draft {\n        ...EditorDraftFields\n      }\n    }\n  }\n": typeof types.DraftEditorDocument,
    "\n  query NewDraftEditor {\n    ...DraftEditorChoices\n  }\n": typeof types.NewDraftEditorDocument,
    "\n  query StoredDraft($id: ID!) {\n    node(input: { id: $id }) {\n      __typename\n      ... on Draft {\n        ...EditorDraftFields\n      }\n    }\n  }\n": typeof types.StoredDraftDocument,
    "\n  mutation PutDraft($input: PutDraftInput!) {\n    putDraft(input: $input) {\n      id\n      updatedAt\n      assets {\n        id\n        type\n        path\n      }\n    }\n  }\n": typeof types.PutDraftDocument,
    "\n  mutation DeleteDraft($id: ID!) {\n    deleteDraft(input: { id: $id })\n  }\n": typeof types.DeleteDraftDocument,
    "\n  mutation PublishArticle($id: ID!) {\n    publishArticle(input: { id: $id }) {\n      id\n      publishState\n      article {\n        id\n        shortHash\n      }\n    }\n  }\n": typeof types.PublishArticleDocument,
    "\n  query DraftPublishState($id: ID!) {\n    node(input: { id: $id }) {\n      __typename\n      ... on Draft {\n        id\n        publishState\n        article {\n          id\n          shortHash\n        }\n      }\n    }\n  }\n": typeof types.DraftPublishStateDocument,
    "\n  mutation EditArticle($input: EditArticleInput!) {\n    editArticle(input: $input) {\n      id\n      shortHash\n      state\n      pinned\n      revisionCount\n    }\n  }\n": typeof types.EditArticleDocument,
    "\n  query MentionUsers($key: String!) {\n    search(input: { key: $key, type: User, quicksearch: true, first: 5 }) {\n      edges {\n        node {\n          __typename\n          id\n          ... on User {\n            userName\n            displayName\n          }\n        }\n      }\n    }\n  }\n": typeof types.MentionUsersDocument,
    "\n  query TagSuggestions($key: String!) {\n    search(input: { key: $key, type: Tag, quicksearch: true, first: 5 }) {\n      edges {\n        node {\n          __typename\n          id\n          ... on Tag {\n            content\n            slug\n            numArticles\n          }\n        }\n      }\n    }\n  }\n": typeof types.TagSuggestionsDocument,
    "\n  query ArticleSuggestions($key: String!) {\n    search(input: { key: $key, type: Article, first: 5 }) {\n      edges {\n        node {\n          __typename\n          id\n          ... on Article {\n            shortHash\n            title\n            author {\n              id\n              displayName\n              userName\n            }\n          }\n        }\n      }\n    }\n  }\n": typeof types.ArticleSuggestionsDocument,
    "\n  mutation SingleFileUpload($input: SingleFileUploadInput!) {\n    singleFileUpload(input: $input) {\n      id\n      type\n      path\n    }\n  }\n": typeof types.SingleFileUploadDocument,
};
const documents: Documents = {
    "\n  query ArticleCollectionChoices($shortHash: String!) {\n    viewer {\n      id\n      collections(input: { first: 50 }) {\n        edges {\n          node {\n            id\n            title\n          }\n        }\n      }\n    }\n    article(input: { shortHash: $shortHash }) {\n      id\n      collections(input: { first: 50 }) {\n        edges {\n          node {\n            id\n          }\n        }\n      }\n    }\n  }\n": types.ArticleCollectionChoicesDocument,
    "\n  query ArticleTopicChannelChoices($shortHash: String!) {\n    article(input: { shortHash: $shortHash }) {\n      id\n      classification {\n        topicChannel {\n          enabled\n          channels {\n            channel {\n              id\n              name\n            }\n          }\n          feedback {\n            id\n            type\n            state\n          }\n        }\n      }\n    }\n    channels {\n      __typename\n      id\n      ... on TopicChannel {\n        name\n      }\n    }\n  }\n": types.ArticleTopicChannelChoicesDocument,
    "\n  mutation SubmitArticleChannelFeedback($input: SubmitTopicChannelFeedbackInput!) {\n    submitTopicChannelFeedback(input: $input) {\n      id\n      state\n    }\n  }\n": types.SubmitArticleChannelFeedbackDocument,
    "\n  query ArticleFederationChoice($shortHash: String!) {\n    article(input: { shortHash: $shortHash }) {\n      id\n      federationSetting {\n        state\n      }\n      federationEligibility {\n        eligible\n        reason\n      }\n    }\n  }\n": types.ArticleFederationChoiceDocument,
    "\n  mutation SetArticleFederation($id: ID!, $state: FederationArticleSettingState!) {\n    setArticleFederationSetting(input: { id: $id, state: $state }) {\n      state\n    }\n  }\n": types.SetArticleFederationDocument,
    "\n  mutation Migration($input: MigrationInput!) {\n    migration(input: $input)\n  }\n": types.MigrationDocument,
    "\n  query LatestDraft {\n    viewer {\n      id\n      drafts(input: { first: 1 }) {\n        edges {\n          node {\n            id\n            title\n          }\n        }\n      }\n    }\n  }\n": types.LatestDraftDocument,
    "\n  fragment EditorDraftFields on Draft {\n    id\n    title\n    summary\n    summaryCustomized\n    content\n    updatedAt\n    publishState\n    tags\n    cover\n    assets {\n      id\n      type\n      path\n    }\n    article {\n      id\n      shortHash\n    }\n    license\n    sensitiveByAuthor\n    canComment\n    indentFirstLine\n    requestForDonation\n    replyToDonator\n    access {\n      type\n      circle {\n        id\n      }\n    }\n    connections(input: { first: 5 }) {\n      edges {\n        node {\n          id\n          shortHash\n          title\n        }\n      }\n    }\n    collections(input: { first: 3 }) {\n      edges {\n        node {\n          id\n          title\n        }\n      }\n    }\n    campaigns {\n      # named here too: a challenge left out of the navbar is not among the channels\n      campaign {\n        id\n        name\n        state\n        ... on WritingChallenge {\n          stages {\n            id\n            name\n          }\n        }\n      }\n      stage {\n        id\n      }\n    }\n  }\n": types.EditorDraftFieldsFragmentDoc,
    "\n  fragment DraftEditorChoices on Query {\n    viewer {\n      id\n      userName\n      # the circle a draft may be published to, for its members only\n      ownCircles {\n        id\n        displayName\n      }\n      collections(input: { first: 50 }) {\n        edges {\n          node {\n            id\n            title\n          }\n        }\n      }\n      # the challenges this person joined that are under way: the ones a work may enter\n      campaigns(input: { first: 50 }) {\n        edges {\n          node {\n            id\n            name\n            state\n            ... on WritingChallenge {\n              stages {\n                id\n                name\n              }\n            }\n          }\n        }\n      }\n    }\n  }\n": types.DraftEditorChoicesFragmentDoc,
    "\n  query DraftEditor($id: ID!) {\n    ...DraftEditorChoices\n    node(input: { id: $id }) {\n      __typename\n      ... on Draft {\n        ...EditorDraftFields\n      }\n    }\n  }\n": types.DraftEditorDocument,
    "\n  query NewDraftEditor {\n    ...DraftEditorChoices\n  }\n": types.NewDraftEditorDocument,
    "\n  query StoredDraft($id: ID!) {\n    node(input: { id: $id }) {\n      __typename\n      ... on Draft {\n        ...EditorDraftFields\n      }\n    }\n  }\n": types.StoredDraftDocument,
    "\n  mutation PutDraft($input: PutDraftInput!) {\n    putDraft(input: $input) {\n      id\n      updatedAt\n      assets {\n        id\n        type\n        path\n      }\n    }\n  }\n": types.PutDraftDocument,
    "\n  mutation DeleteDraft($id: ID!) {\n    deleteDraft(input: { id: $id })\n  }\n": types.DeleteDraftDocument,
    "\n  mutation PublishArticle($id: ID!) {\n    publishArticle(input: { id: $id }) {\n      id\n      publishState\n      article {\n        id\n        shortHash\n      }\n    }\n  }\n": types.PublishArticleDocument,
    "\n  query DraftPublishState($id: ID!) {\n    node(input: { id: $id }) {\n      __typename\n      ... on Draft {\n        id\n        publishState\n        article {\n          id\n          shortHash\n        }\n      }\n    }\n  }\n": types.DraftPublishStateDocument,
    "\n  mutation EditArticle($input: EditArticleInput!) {\n    editArticle(input: $input) {\n      id\n      shortHash\n      state\n      pinned\n      revisionCount\n    }\n  }\n": types.EditArticleDocument,
    "\n  query MentionUsers($key: String!) {\n    search(input: { key: $key, type: User, quicksearch: true, first: 5 }) {\n      edges {\n        node {\n          __typename\n          id\n          ... on User {\n            userName\n            displayName\n          }\n        }\n      }\n    }\n  }\n": types.MentionUsersDocument,
    "\n  query TagSuggestions($key: String!) {\n    search(input: { key: $key, type: Tag, quicksearch: true, first: 5 }) {\n      edges {\n        node {\n          __typename\n          id\n          ... on Tag {\n            content\n            slug\n            numArticles\n          }\n        }\n      }\n    }\n  }\n": types.TagSuggestionsDocument,
    "\n  query ArticleSuggestions($key: String!) {\n    search(input: { key: $key, type: Article, first: 5 }) {\n      edges {\n        node {\n          __typename\n          id\n          ... on Article {\n            shortHash\n            title\n            author {\n              id\n              displayName\n              userName\n            }\n          }\n        }\n      }\n    }\n  }\n": types.ArticleSuggestionsDocument,
    "\n  mutation SingleFileUpload($input: SingleFileUploadInput!) {\n    singleFileUpload(input: $input) {\n      id\n      type\n      path\n    }\n  }\n": types.SingleFileUploadDocument,
};

/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query ArticleCollectionChoices($shortHash: String!) {\n    viewer {\n      id\n      collections(input: { first: 50 }) {\n        edges {\n          node {\n            id\n            title\n          }\n        }\n      }\n    }\n    article(input: { shortHash: $shortHash }) {\n      id\n      collections(input: { first: 50 }) {\n        edges {\n          node {\n            id\n          }\n        }\n      }\n    }\n  }\n"): typeof import('./graphql').ArticleCollectionChoicesDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query ArticleTopicChannelChoices($shortHash: String!) {\n    article(input: { shortHash: $shortHash }) {\n      id\n      classification {\n        topicChannel {\n          enabled\n          channels {\n            channel {\n              id\n              name\n            }\n          }\n          feedback {\n            id\n            type\n            state\n          }\n        }\n      }\n    }\n    channels {\n      __typename\n      id\n      ... on TopicChannel {\n        name\n      }\n    }\n  }\n"): typeof import('./graphql').ArticleTopicChannelChoicesDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation SubmitArticleChannelFeedback($input: SubmitTopicChannelFeedbackInput!) {\n    submitTopicChannelFeedback(input: $input) {\n      id\n      state\n    }\n  }\n"): typeof import('./graphql').SubmitArticleChannelFeedbackDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query ArticleFederationChoice($shortHash: String!) {\n    article(input: { shortHash: $shortHash }) {\n      id\n      federationSetting {\n        state\n      }\n      federationEligibility {\n        eligible\n        reason\n      }\n    }\n  }\n"): typeof import('./graphql').ArticleFederationChoiceDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation SetArticleFederation($id: ID!, $state: FederationArticleSettingState!) {\n    setArticleFederationSetting(input: { id: $id, state: $state }) {\n      state\n    }\n  }\n"): typeof import('./graphql').SetArticleFederationDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation Migration($input: MigrationInput!) {\n    migration(input: $input)\n  }\n"): typeof import('./graphql').MigrationDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query LatestDraft {\n    viewer {\n      id\n      drafts(input: { first: 1 }) {\n        edges {\n          node {\n            id\n            title\n          }\n        }\n      }\n    }\n  }\n"): typeof import('./graphql').LatestDraftDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment EditorDraftFields on Draft {\n    id\n    title\n    summary\n    summaryCustomized\n    content\n    updatedAt\n    publishState\n    tags\n    cover\n    assets {\n      id\n      type\n      path\n    }\n    article {\n      id\n      shortHash\n    }\n    license\n    sensitiveByAuthor\n    canComment\n    indentFirstLine\n    requestForDonation\n    replyToDonator\n    access {\n      type\n      circle {\n        id\n      }\n    }\n    connections(input: { first: 5 }) {\n      edges {\n        node {\n          id\n          shortHash\n          title\n        }\n      }\n    }\n    collections(input: { first: 3 }) {\n      edges {\n        node {\n          id\n          title\n        }\n      }\n    }\n    campaigns {\n      # named here too: a challenge left out of the navbar is not among the channels\n      campaign {\n        id\n        name\n        state\n        ... on WritingChallenge {\n          stages {\n            id\n            name\n          }\n        }\n      }\n      stage {\n        id\n      }\n    }\n  }\n"): typeof import('./graphql').EditorDraftFieldsFragmentDoc;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment DraftEditorChoices on Query {\n    viewer {\n      id\n      userName\n      # the circle a draft may be published to, for its members only\n      ownCircles {\n        id\n        displayName\n      }\n      collections(input: { first: 50 }) {\n        edges {\n          node {\n            id\n            title\n          }\n        }\n      }\n      # the challenges this person joined that are under way: the ones a work may enter\n      campaigns(input: { first: 50 }) {\n        edges {\n          node {\n            id\n            name\n            state\n            ... on WritingChallenge {\n              stages {\n                id\n                name\n              }\n            }\n          }\n        }\n      }\n    }\n  }\n"): typeof import('./graphql').DraftEditorChoicesFragmentDoc;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query DraftEditor($id: ID!) {\n    ...DraftEditorChoices\n    node(input: { id: $id }) {\n      __typename\n      ... on Draft {\n        ...EditorDraftFields\n      }\n    }\n  }\n"): typeof import('./graphql').DraftEditorDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query NewDraftEditor {\n    ...DraftEditorChoices\n  }\n"): typeof import('./graphql').NewDraftEditorDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query StoredDraft($id: ID!) {\n    node(input: { id: $id }) {\n      __typename\n      ... on Draft {\n        ...EditorDraftFields\n      }\n    }\n  }\n"): typeof import('./graphql').StoredDraftDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation PutDraft($input: PutDraftInput!) {\n    putDraft(input: $input) {\n      id\n      updatedAt\n      assets {\n        id\n        type\n        path\n      }\n    }\n  }\n"): typeof import('./graphql').PutDraftDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation DeleteDraft($id: ID!) {\n    deleteDraft(input: { id: $id })\n  }\n"): typeof import('./graphql').DeleteDraftDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation PublishArticle($id: ID!) {\n    publishArticle(input: { id: $id }) {\n      id\n      publishState\n      article {\n        id\n        shortHash\n      }\n    }\n  }\n"): typeof import('./graphql').PublishArticleDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query DraftPublishState($id: ID!) {\n    node(input: { id: $id }) {\n      __typename\n      ... on Draft {\n        id\n        publishState\n        article {\n          id\n          shortHash\n        }\n      }\n    }\n  }\n"): typeof import('./graphql').DraftPublishStateDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation EditArticle($input: EditArticleInput!) {\n    editArticle(input: $input) {\n      id\n      shortHash\n      state\n      pinned\n      revisionCount\n    }\n  }\n"): typeof import('./graphql').EditArticleDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query MentionUsers($key: String!) {\n    search(input: { key: $key, type: User, quicksearch: true, first: 5 }) {\n      edges {\n        node {\n          __typename\n          id\n          ... on User {\n            userName\n            displayName\n          }\n        }\n      }\n    }\n  }\n"): typeof import('./graphql').MentionUsersDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query TagSuggestions($key: String!) {\n    search(input: { key: $key, type: Tag, quicksearch: true, first: 5 }) {\n      edges {\n        node {\n          __typename\n          id\n          ... on Tag {\n            content\n            slug\n            numArticles\n          }\n        }\n      }\n    }\n  }\n"): typeof import('./graphql').TagSuggestionsDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query ArticleSuggestions($key: String!) {\n    search(input: { key: $key, type: Article, first: 5 }) {\n      edges {\n        node {\n          __typename\n          id\n          ... on Article {\n            shortHash\n            title\n            author {\n              id\n              displayName\n              userName\n            }\n          }\n        }\n      }\n    }\n  }\n"): typeof import('./graphql').ArticleSuggestionsDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation SingleFileUpload($input: SingleFileUploadInput!) {\n    singleFileUpload(input: $input) {\n      id\n      type\n      path\n    }\n  }\n"): typeof import('./graphql').SingleFileUploadDocument;


export function graphql(source: string) {
  return (documents as any)[source] ?? {};
}

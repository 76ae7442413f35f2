/* eslint-disable */
import * as types from './graphql.ts';



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
    "\n  query LoadNewest($after: String) {\n    viewer {\n      recommendation {\n        newest(input: { first: 10, after: $after }) {\n          pageInfo {\n            endCursor\n            hasNextPage\n          }\n          edges {\n            node {\n              id\n              shortHash\n              title\n              summary\n              author {\n                id\n                userName\n                displayName\n              }\n              tags {\n                id\n                content\n              }\n              commentCount\n              bookmarkCount\n              appreciationsReceivedTotal\n            }\n          }\n        }\n      }\n    }\n  }\n": typeof types.LoadNewestDocument,
    "\n  query LoadFeatured($after: String) {\n    viewer {\n      recommendation {\n        icymi(input: { first: 10, after: $after }) {\n          pageInfo {\n            endCursor\n            hasNextPage\n          }\n          edges {\n            node {\n              id\n              shortHash\n              title\n              author {\n                userName\n              }\n            }\n          }\n        }\n      }\n    }\n  }\n": typeof types.LoadFeaturedDocument,
    "\n  query LoadArticle($shortHash: String!) {\n    article(input: { shortHash: $shortHash }) {\n      id\n      title\n      content\n      author {\n        id\n        userName\n        displayName\n        isFollowee\n      }\n      tags {\n        id\n        content\n      }\n      bookmarked\n      commentCount\n      bookmarkCount\n      appreciationsReceivedTotal\n      appreciateLeft\n      comments(input: { first: 10 }) {\n        totalCount\n        edges {\n          node {\n            id\n            content\n            author {\n              userName\n            }\n          }\n        }\n      }\n    }\n  }\n": typeof types.LoadArticleDocument,
    "\n  query LoadTag($id: ID!, $after: String) {\n    node(input: { id: $id }) {\n      ... on Tag {\n        id\n        content\n        numArticles\n        numAuthors\n        articles(input: { first: 10, after: $after }) {\n          pageInfo {\n            endCursor\n            hasNextPage\n          }\n          edges {\n            node {\n              id\n              shortHash\n              title\n            }\n          }\n        }\n      }\n    }\n  }\n": typeof types.LoadTagDocument,
    "\n  query LoadTags($after: String) {\n    viewer {\n      recommendation {\n        tags(input: { first: 20, after: $after }) {\n          pageInfo {\n            endCursor\n            hasNextPage\n          }\n          edges {\n            node {\n              id\n              content\n              slug\n              numArticles\n            }\n          }\n        }\n      }\n    }\n  }\n": typeof types.LoadTagsDocument,
    "\n  query LoadSearch($key: String!, $type: SearchTypes!, $after: String) {\n    search(input: { key: $key, type: $type, first: 10, after: $after }) {\n      totalCount\n      pageInfo {\n        endCursor\n        hasNextPage\n      }\n      edges {\n        node {\n          id\n          ... on Article {\n            shortHash\n            title\n          }\n          ... on User {\n            userName\n          }\n          ... on Tag {\n            content\n          }\n        }\n      }\n    }\n  }\n": typeof types.LoadSearchDocument,
    "\n  query LoadQuickSearch($key: String!) {\n    users: search(input: { key: $key, type: User, quicksearch: true, first: 5 }) {\n      edges {\n        node {\n          id\n        }\n      }\n    }\n    tags: search(input: { key: $key, type: Tag, quicksearch: true, first: 5 }) {\n      edges {\n        node {\n          id\n        }\n      }\n    }\n  }\n": typeof types.LoadQuickSearchDocument,
    "\n  query LoadFollowingFeed {\n    viewer {\n      recommendation {\n        following(input: { first: 10 }) {\n          totalCount\n        }\n      }\n    }\n  }\n": typeof types.LoadFollowingFeedDocument,
    "\n  mutation LoadSendCode($input: SendVerificationCodeInput!) {\n    sendVerificationCode(input: $input)\n  }\n": typeof types.LoadSendCodeDocument,
    "\n  query LoadMailbox($email: String) {\n    devMailbox(input: { email: $email, first: 1 }) {\n      text\n    }\n  }\n": typeof types.LoadMailboxDocument,
    "\n  mutation LoadEmailLogin($input: EmailLoginInput!) {\n    emailLogin(input: $input) {\n      type\n      user {\n        id\n      }\n    }\n  }\n": typeof types.LoadEmailLoginDocument,
    "\n  mutation LoadFollow($id: ID!, $enabled: Boolean!) {\n    toggleFollowUser(input: { id: $id, enabled: $enabled }) {\n      id\n      isFollowee\n    }\n  }\n": typeof types.LoadFollowDocument,
    "\n  mutation LoadBookmark($id: ID!, $enabled: Boolean!) {\n    toggleBookmarkArticle(input: { id: $id, enabled: $enabled }) {\n      id\n      bookmarked\n      bookmarkCount\n    }\n  }\n": typeof types.LoadBookmarkDocument,
    "\n  mutation LoadAppreciate($id: ID!, $amount: Int!) {\n    appreciateArticle(input: { id: $id, amount: $amount }) {\n      id\n      appreciationsReceivedTotal\n    }\n  }\n": typeof types.LoadAppreciateDocument,
    "\n  mutation LoadComment($articleId: ID!, $content: String!) {\n    putComment(input: { comment: { type: article, articleId: $articleId, content: $content } }) {\n      id\n    }\n  }\n": typeof types.LoadCommentDocument,
    "\n  mutation LoadPutDraft($input: PutDraftInput!) {\n    putDraft(input: $input) {\n      id\n      updatedAt\n    }\n  }\n": typeof types.LoadPutDraftDocument,
    "\n  mutation LoadPublish($id: ID!) {\n    publishArticle(input: { id: $id }) {\n      id\n      publishState\n      article {\n        id\n        shortHash\n      }\n    }\n  }\n": typeof types.LoadPublishDocument,
    "\n  mutation LoadSetPaymentPassword($password: String!) {\n    updateUserInfo(input: { paymentPassword: $password }) {\n      id\n    }\n  }\n": typeof types.LoadSetPaymentPasswordDocument,
    "\n  mutation LoadAddCredit($amount: Float!) {\n    addCredit(input: { amount: $amount }) {\n      client_secret\n    }\n  }\n": typeof types.LoadAddCreditDocument,
    "\n  query LoadBalance {\n    viewer {\n      wallet {\n        balance {\n          HKD\n        }\n      }\n    }\n  }\n": typeof types.LoadBalanceDocument,
    "\n  mutation LoadPay($input: PayToInput!) {\n    payTo(input: $input) {\n      transaction {\n        id\n      }\n    }\n  }\n": typeof types.LoadPayDocument,
    "\n  mutation LoadSubscribeCircle($input: SubscribeCircleInput!) {\n    subscribeCircle(input: $input) {\n      circle {\n        id\n        isMember\n      }\n    }\n  }\n": typeof types.LoadSubscribeCircleDocument,
    "\n  mutation LoadUnsubscribeCircle($id: ID!) {\n    unsubscribeCircle(input: { id: $id }) {\n      id\n      memberUntil\n    }\n  }\n": typeof types.LoadUnsubscribeCircleDocument,
    "\n  query LoadHealth {\n    viewer {\n      recommendation {\n        newest(input: { first: 1 }) {\n          edges {\n            node {\n              id\n            }\n          }\n        }\n      }\n    }\n  }\n": typeof types.LoadHealthDocument,
    "\n  query LoadArticleCounts($ids: [ID!]!) {\n    nodes(input: { ids: $ids }) {\n      id\n      ... on Article {\n        commentCount\n        bookmarkCount\n        appreciationsReceivedTotal\n      }\n    }\n  }\n": typeof types.LoadArticleCountsDocument,
    "\n  query LoadFollowerCounts($ids: [ID!]!) {\n    nodes(input: { ids: $ids }) {\n      id\n      ... on User {\n        followers(input: { first: 0 }) {\n          totalCount\n        }\n      }\n    }\n  }\n": typeof types.LoadFollowerCountsDocument,
};
const documents: Documents = {
    "\n  query LoadNewest($after: String) {\n    viewer {\n      recommendation {\n        newest(input: { first: 10, after: $after }) {\n          pageInfo {\n            endCursor\n            hasNextPage\n          }\n          edges {\n            node {\n              id\n              shortHash\n              title\n              summary\n              author {\n                id\n                userName\n                displayName\n              }\n              tags {\n                id\n                content\n              }\n              commentCount\n              bookmarkCount\n              appreciationsReceivedTotal\n            }\n          }\n        }\n      }\n    }\n  }\n": types.LoadNewestDocument,
    "\n  query LoadFeatured($after: String) {\n    viewer {\n      recommendation {\n        icymi(input: { first: 10, after: $after }) {\n          pageInfo {\n            endCursor\n            hasNextPage\n          }\n          edges {\n            node {\n              id\n              shortHash\n              title\n              author {\n                userName\n              }\n            }\n          }\n        }\n      }\n    }\n  }\n": types.LoadFeaturedDocument,
    "\n  query LoadArticle($shortHash: String!) {\n    article(input: { shortHash: $shortHash }) {\n      id\n      title\n      content\n      author {\n        id\n        userName\n        displayName\n        isFollowee\n      }\n      tags {\n        id\n        content\n      }\n      bookmarked\n      commentCount\n      bookmarkCount\n      appreciationsReceivedTotal\n      appreciateLeft\n      comments(input: { first: 10 }) {\n        totalCount\n        edges {\n          node {\n            id\n            content\n            author {\n              userName\n            }\n          }\n        }\n      }\n    }\n  }\n": types.LoadArticleDocument,
    "\n  query LoadTag($id: ID!, $after: String) {\n    node(input: { id: $id }) {\n      ... on Tag {\n        id\n        content\n        numArticles\n        numAuthors\n        articles(input: { first: 10, after: $after }) {\n          pageInfo {\n            endCursor\n            hasNextPage\n          }\n          edges {\n            node {\n              id\n              shortHash\n              title\n            }\n          }\n        }\n      }\n    }\n  }\n": types.LoadTagDocument,
    "\n  query LoadTags($after: String) {\n    viewer {\n      recommendation {\n        tags(input: { first: 20, after: $after }) {\n          pageInfo {\n            endCursor\n            hasNextPage\n          }\n          edges {\n            node {\n              id\n              content\n              slug\n              numArticles\n            }\n          }\n        }\n      }\n    }\n  }\n": types.LoadTagsDocument,
    "\n  query LoadSearch($key: String!, $type: SearchTypes!, $after: String) {\n    search(input: { key: $key, type: $type, first: 10, after: $after }) {\n      totalCount\n      pageInfo {\n        endCursor\n        hasNextPage\n      }\n      edges {\n        node {\n          id\n          ... on Article {\n            shortHash\n            title\n          }\n          ... on User {\n            userName\n          }\n          ... on Tag {\n            content\n          }\n        }\n      }\n    }\n  }\n": types.LoadSearchDocument,
    "\n  query LoadQuickSearch($key: String!) {\n    users: search(input: { key: $key, type: User, quicksearch: true, first: 5 }) {\n      edges {\n        node {\n          id\n        }\n      }\n    }\n    tags: search(input: { key: $key, type: Tag, quicksearch: true, first: 5 }) {\n      edges {\n        node {\n          id\n        }\n      }\n    }\n  }\n": types.LoadQuickSearchDocument,
    "\n  query LoadFollowingFeed {\n    viewer {\n      recommendation {\n        following(input: { first: 10 }) {\n          totalCount\n        }\n      }\n    }\n  }\n": types.LoadFollowingFeedDocument,
    "\n  mutation LoadSendCode($input: SendVerificationCodeInput!) {\n    sendVerificationCode(input: $input)\n  }\n": types.LoadSendCodeDocument,
    "\n  query LoadMailbox($email: String) {\n    devMailbox(input: { email: $email, first: 1 }) {\n      text\n    }\n  }\n": types.LoadMailboxDocument,
    "\n  mutation LoadEmailLogin($input: EmailLoginInput!) {\n    emailLogin(input: $input) {\n      type\n      user {\n        id\n      }\n    }\n  }\n": types.LoadEmailLoginDocument,
    "\n  mutation LoadFollow($id: ID!, $enabled: Boolean!) {\n    toggleFollowUser(input: { id: $id, enabled: $enabled }) {\n      id\n      isFollowee\n    }\n  }\n": types.LoadFollowDocument,
    "\n  mutation LoadBookmark($id: ID!, $enabled: Boolean!) {\n    toggleBookmarkArticle(input: { id: $id, enabled: $enabled }) {\n      id\n      bookmarked\n      bookmarkCount\n    }\n  }\n": types.LoadBookmarkDocument,
    "\n  mutation LoadAppreciate($id: ID!, $amount: Int!) {\n    appreciateArticle(input: { id: $id, amount: $amount }) {\n      id\n      appreciationsReceivedTotal\n    }\n  }\n": types.LoadAppreciateDocument,
    "\n  mutation LoadComment($articleId: ID!, $content: String!) {\n    putComment(input: { comment: { type: article, articleId: $articleId, content: $content } }) {\n      id\n    }\n  }\n": types.LoadCommentDocument,
    "\n  mutation LoadPutDraft($input: PutDraftInput!) {\n    putDraft(input: $input) {\n      id\n      updatedAt\n    }\n  }\n": types.LoadPutDraftDocument,
    "\n  mutation LoadPublish($id: ID!) {\n    publishArticle(input: { id: $id }) {\n      id\n      publishState\n      article {\n        id\n        shortHash\n      }\n    }\n  }\n": types.LoadPublishDocument,
    "\n  mutation LoadSetPaymentPassword($password: String!) {\n    updateUserInfo(input: { paymentPassword: $password }) {\n      id\n    }\n  }\n": types.LoadSetPaymentPasswordDocument,
    "\n  mutation LoadAddCredit($amount: Float!) {\n    addCredit(input: { amount: $amount }) {\n      client_secret\n    }\n  }\n": types.LoadAddCreditDocument,
    "\n  query LoadBalance {\n    viewer {\n      wallet {\n        balance {\n          HKD\n        }\n      }\n    }\n  }\n": types.LoadBalanceDocument,
    "\n  mutation LoadPay($input: PayToInput!) {\n    payTo(input: $input) {\n      transaction {\n        id\n      }\n    }\n  }\n": types.LoadPayDocument,
    "\n  mutation LoadSubscribeCircle($input: SubscribeCircleInput!) {\n    subscribeCircle(input: $input) {\n      circle {\n        id\n        isMember\n      }\n    }\n  }\n": types.LoadSubscribeCircleDocument,
    "\n  mutation LoadUnsubscribeCircle($id: ID!) {\n    unsubscribeCircle(input: { id: $id }) {\n      id\n      memberUntil\n    }\n  }\n": types.LoadUnsubscribeCircleDocument,
    "\n  query LoadHealth {\n    viewer {\n      recommendation {\n        newest(input: { first: 1 }) {\n          edges {\n            node {\n              id\n            }\n          }\n        }\n      }\n    }\n  }\n": types.LoadHealthDocument,
    "\n  query LoadArticleCounts($ids: [ID!]!) {\n    nodes(input: { ids: $ids }) {\n      id\n      ... on Article {\n        commentCount\n        bookmarkCount\n        appreciationsReceivedTotal\n      }\n    }\n  }\n": types.LoadArticleCountsDocument,
    "\n  query LoadFollowerCounts($ids: [ID!]!) {\n    nodes(input: { ids: $ids }) {\n      id\n      ... on User {\n        followers(input: { first: 0 }) {\n          totalCount\n        }\n      }\n    }\n  }\n": types.LoadFollowerCountsDocument,
};

/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query LoadNewest($after: String) {\n    viewer {\n      recommendation {\n        newest(input: { first: 10, after: $after }) {\n          pageInfo {\n            endCursor\n            hasNextPage\n          }\n          edges {\n            node {\n              id\n              shortHash\n              title\n              summary\n              author {\n                id\n                userName\n                displayName\n              }\n              tags {\n                id\n                content\n              }\n              commentCount\n              bookmarkCount\n              appreciationsReceivedTotal\n            }\n          }\n        }\n      }\n    }\n  }\n"): typeof import('./graphql.ts').LoadNewestDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query LoadFeatured($after: String) {\n    viewer {\n      recommendation {\n        icymi(input: { first: 10, after: $after }) {\n          pageInfo {\n            endCursor\n            hasNextPage\n          }\n          edges {\n            node {\n              id\n              shortHash\n              title\n              author {\n                userName\n              }\n            }\n          }\n        }\n      }\n    }\n  }\n"): typeof import('./graphql.ts').LoadFeaturedDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query LoadArticle($shortHash: String!) {\n    article(input: { shortHash: $shortHash }) {\n      id\n      title\n      content\n      author {\n        id\n        userName\n        displayName\n        isFollowee\n      }\n      tags {\n        id\n        content\n      }\n      bookmarked\n      commentCount\n      bookmarkCount\n      appreciationsReceivedTotal\n      appreciateLeft\n      comments(input: { first: 10 }) {\n        totalCount\n        edges {\n          node {\n            id\n            content\n            author {\n              userName\n            }\n          }\n        }\n      }\n    }\n  }\n"): typeof import('./graphql.ts').LoadArticleDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query LoadTag($id: ID!, $after: String) {\n    node(input: { id: $id }) {\n      ... on Tag {\n        id\n        content\n        numArticles\n        numAuthors\n        articles(input: { first: 10, after: $after }) {\n          pageInfo {\n            endCursor\n            hasNextPage\n          }\n          edges {\n            node {\n              id\n              shortHash\n              title\n            }\n          }\n        }\n      }\n    }\n  }\n"): typeof import('./graphql.ts').LoadTagDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query LoadTags($after: String) {\n    viewer {\n      recommendation {\n        tags(input: { first: 20, after: $after }) {\n          pageInfo {\n            endCursor\n            hasNextPage\n          }\n          edges {\n            node {\n              id\n              content\n              slug\n              numArticles\n            }\n          }\n        }\n      }\n    }\n  }\n"): typeof import('./graphql.ts').LoadTagsDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query LoadSearch($key: String!, $type: SearchTypes!, $after: String) {\n    search(input: { key: $key, type: $type, first: 10, after: $after }) {\n      totalCount\n      pageInfo {\n        endCursor\n        hasNextPage\n      }\n      edges {\n        node {\n          id\n          ... on Article {\n            shortHash\n            title\n          }\n          ... on User {\n            userName\n          }\n          ... on Tag {\n            content\n          }\n        }\n      }\n    }\n  }\n"): typeof import('./graphql.ts').LoadSearchDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query LoadQuickSearch($key: String!) {\n    users: search(input: { key: $key, type: User, quicksearch: true, first: 5 }) {\n      edges {\n        node {\n          id\n        }\n      }\n    }\n    tags: search(input: { key: $key, type: Tag, quicksearch: true, first: 5 }) {\n      edges {\n        node {\n          id\n        }\n      }\n    }\n  }\n"): typeof import('./graphql.ts').LoadQuickSearchDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query LoadFollowingFeed {\n    viewer {\n      recommendation {\n        following(input: { first: 10 }) {\n          totalCount\n        }\n      }\n    }\n  }\n"): typeof import('./graphql.ts').LoadFollowingFeedDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation LoadSendCode($input: SendVerificationCodeInput!) {\n    sendVerificationCode(input: $input)\n  }\n"): typeof import('./graphql.ts').LoadSendCodeDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query LoadMailbox($email: String) {\n    devMailbox(input: { email: $email, first: 1 }) {\n      text\n    }\n  }\n"): typeof import('./graphql.ts').LoadMailboxDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation LoadEmailLogin($input: EmailLoginInput!) {\n    emailLogin(input: $input) {\n      type\n      user {\n        id\n      }\n    }\n  }\n"): typeof import('./graphql.ts').LoadEmailLoginDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation LoadFollow($id: ID!, $enabled: Boolean!) {\n    toggleFollowUser(input: { id: $id, enabled: $enabled }) {\n      id\n      isFollowee\n    }\n  }\n"): typeof import('./graphql.ts').LoadFollowDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation LoadBookmark($id: ID!, $enabled: Boolean!) {\n    toggleBookmarkArticle(input: { id: $id, enabled: $enabled }) {\n      id\n      bookmarked\n      bookmarkCount\n    }\n  }\n"): typeof import('./graphql.ts').LoadBookmarkDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation LoadAppreciate($id: ID!, $amount: Int!) {\n    appreciateArticle(input: { id: $id, amount: $amount }) {\n      id\n      appreciationsReceivedTotal\n    }\n  }\n"): typeof import('./graphql.ts').LoadAppreciateDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation LoadComment($articleId: ID!, $content: String!) {\n    putComment(input: { comment: { type: article, articleId: $articleId, content: $content } }) {\n      id\n    }\n  }\n"): typeof import('./graphql.ts').LoadCommentDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation LoadPutDraft($input: PutDraftInput!) {\n    putDraft(input: $input) {\n      id\n      updatedAt\n    }\n  }\n"): typeof import('./graphql.ts').LoadPutDraftDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation LoadPublish($id: ID!) {\n    publishArticle(input: { id: $id }) {\n      id\n      publishState\n      article {\n        id\n        shortHash\n      }\n    }\n  }\n"): typeof import('./graphql.ts').LoadPublishDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation LoadSetPaymentPassword($password: String!) {\n    updateUserInfo(input: { paymentPassword: $password }) {\n      id\n    }\n  }\n"): typeof import('./graphql.ts').LoadSetPaymentPasswordDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation LoadAddCredit($amount: Float!) {\n    addCredit(input: { amount: $amount }) {\n      client_secret\n    }\n  }\n"): typeof import('./graphql.ts').LoadAddCreditDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query LoadBalance {\n    viewer {\n      wallet {\n        balance {\n          HKD\n        }\n      }\n    }\n  }\n"): typeof import('./graphql.ts').LoadBalanceDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation LoadPay($input: PayToInput!) {\n    payTo(input: $input) {\n      transaction {\n        id\n      }\n    }\n  }\n"): typeof import('./graphql.ts').LoadPayDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation LoadSubscribeCircle($input: SubscribeCircleInput!) {\n    subscribeCircle(input: $input) {\n      circle {\n        id\n        isMember\n      }\n    }\n  }\n"): typeof import('./graphql.ts').LoadSubscribeCircleDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation LoadUnsubscribeCircle($id: ID!) {\n    unsubscribeCircle(input: { id: $id }) {\n      id\n      memberUntil\n    }\n  }\n"): typeof import('./graphql.ts').LoadUnsubscribeCircleDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query LoadHealth {\n    viewer {\n      recommendation {\n        newest(input: { first: 1 }) {\n          edges {\n            node {\n              id\n            }\n          }\n        }\n      }\n    }\n  }\n"): typeof import('./graphql.ts').LoadHealthDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query LoadArticleCounts($ids: [ID!]!) {\n    nodes(input: { ids: $ids }) {\n      id\n      ... on Article {\n        commentCount\n        bookmarkCount\n        appreciationsReceivedTotal\n      }\n    }\n  }\n"): typeof import('./graphql.ts').LoadArticleCountsDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query LoadFollowerCounts($ids: [ID!]!) {\n    nodes(input: { ids: $ids }) {\n      id\n      ... on User {\n        followers(input: { first: 0 }) {\n          totalCount\n        }\n      }\n    }\n  }\n"): typeof import('./graphql.ts').LoadFollowerCountsDocument;


export function graphql(source: string) {
  return (documents as any)[source] ?? {};
}

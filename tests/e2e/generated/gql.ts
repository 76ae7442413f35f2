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
    "\n  query A11yArticles {\n    viewer {\n      recommendation {\n        newest(input: { first: 30 }) {\n          edges {\n            node {\n              shortHash\n              language\n            }\n          }\n        }\n      }\n    }\n  }\n": typeof types.A11yArticlesDocument,
    "\n  query A11yArticlesByLanguage($userName: String!) {\n    user(input: { userName: $userName }) {\n      articles(input: { first: 50 }) {\n        edges {\n          node {\n            shortHash\n            language\n            revisionCount\n          }\n        }\n      }\n    }\n  }\n": typeof types.A11yArticlesByLanguageDocument,
    "\n  query AdminArticlesAuthorArticles($userName: String!) {\n    user(input: { userName: $userName }) {\n      articles(input: { first: 10 }) {\n        edges {\n          node {\n            id\n            title\n            shortHash\n            tags {\n              id\n              slug\n            }\n          }\n        }\n      }\n    }\n  }\n": typeof types.AdminArticlesAuthorArticlesDocument,
    "\n  query AdminArticlesTagLatest($id: ID!) {\n    node(input: { id: $id }) {\n      ... on Tag {\n        articles(input: { first: 20, sortBy: byCreatedAtDesc }) {\n          edges {\n            node {\n              id\n            }\n          }\n        }\n      }\n    }\n  }\n": typeof types.AdminArticlesTagLatestDocument,
    "\n  query AdminChallengesAliceNewest {\n    user(input: { userName: \"alice\" }) {\n      articles(input: { first: 1 }) {\n        edges {\n          node {\n            shortHash\n            title\n          }\n        }\n      }\n    }\n  }\n": typeof types.AdminChallengesAliceNewestDocument,
    "\n  query AdminChannelsLatest {\n    viewer {\n      recommendation {\n        newest(input: { first: 2 }) {\n          edges {\n            node {\n              title\n              shortHash\n            }\n          }\n        }\n      }\n    }\n  }\n": typeof types.AdminChannelsLatestDocument,
    "\n  query AdminCurationAuthorArticles($userName: String!) {\n    user(input: { userName: $userName }) {\n      articles(input: { first: 3 }) {\n        edges {\n          node {\n            id\n            title\n            shortHash\n          }\n        }\n      }\n    }\n  }\n": typeof types.AdminCurationAuthorArticlesDocument,
    "\n  query AdminCurationTopics {\n    oss {\n      icymiTopics(input: { first: 20 }) {\n        edges {\n          node {\n            id\n            title(input: { language: en })\n            state\n          }\n        }\n      }\n    }\n  }\n": typeof types.AdminCurationTopicsDocument,
    "\n  mutation AdminFediverseOptIn {\n    setViewerFederationSetting(input: { state: enabled }) {\n      state\n    }\n  }\n": typeof types.AdminFediverseOptInDocument,
    "\n  query AdminFediverseAuthor {\n    viewer {\n      userName\n    }\n  }\n": typeof types.AdminFediverseAuthorDocument,
    "\n  mutation AdminFediverseUnblock {\n    putFediverseDomainBlock(input: { domain: \"localhost\", blocked: false }) {\n      domain\n    }\n  }\n": typeof types.AdminFediverseUnblockDocument,
    "\n  query AdminFeedbackChannels {\n    channels {\n      __typename\n      id\n      ... on TopicChannel {\n        name(input: { language: en })\n      }\n    }\n  }\n": typeof types.AdminFeedbackChannelsDocument,
    "\n  mutation AdminFeedbackDraft($input: PutDraftInput!) {\n    putDraft(input: $input) {\n      id\n    }\n  }\n": typeof types.AdminFeedbackDraftDocument,
    "\n  query AdminFeedbackFiled($shortHash: String!) {\n    article(input: { shortHash: $shortHash }) {\n      classification {\n        topicChannel {\n          channels {\n            channel {\n              id\n            }\n          }\n        }\n      }\n    }\n  }\n": typeof types.AdminFeedbackFiledDocument,
    "\n  query AdminFlagsLatest {\n    viewer {\n      recommendation {\n        newest(input: { first: 10 }) {\n          edges {\n            node {\n              title\n              author {\n                id\n                userName\n              }\n            }\n          }\n        }\n      }\n    }\n  }\n": typeof types.AdminFlagsLatestDocument,
    "\n  query AdminReportsAuthorComments($userName: String!) {\n    user(input: { userName: $userName }) {\n      articles(input: { first: 10 }) {\n        edges {\n          node {\n            shortHash\n            comments(input: { first: 1 }) {\n              edges {\n                node {\n                  id\n                  state\n                  content\n                }\n              }\n            }\n          }\n        }\n      }\n    }\n  }\n": typeof types.AdminReportsAuthorCommentsDocument,
    "\n  query AdminReportsAuthorArticle($userName: String!) {\n    user(input: { userName: $userName }) {\n      articles(input: { first: 1 }) {\n        edges {\n          node {\n            id\n            title\n            shortHash\n          }\n        }\n      }\n    }\n  }\n": typeof types.AdminReportsAuthorArticleDocument,
    "\n  query AdminTagsSeeded {\n    viewer {\n      recommendation {\n        tags(input: { first: 20 }) {\n          edges {\n            node {\n              id\n              content\n              slug\n            }\n          }\n        }\n      }\n    }\n  }\n": typeof types.AdminTagsSeededDocument,
    "\n  query AppearanceSeededPaths {\n    user(input: { userName: \"alice\" }) {\n      articles(input: { first: 1 }) {\n        edges {\n          node {\n            shortHash\n            tags {\n              id\n              slug\n            }\n          }\n        }\n      }\n      moments(input: { first: 1 }) {\n        edges {\n          node {\n            shortHash\n          }\n        }\n      }\n    }\n    channels {\n      __typename\n      shortHash\n    }\n  }\n": typeof types.AppearanceSeededPathsDocument,
    "\n  mutation ArticleAuthorDraft($input: PutDraftInput!) {\n    putDraft(input: $input) {\n      id\n    }\n  }\n": typeof types.ArticleAuthorDraftDocument,
    "\n  mutation ArticleAuthorCollection($input: PutCollectionInput!) {\n    putCollection(input: $input) {\n      id\n    }\n  }\n": typeof types.ArticleAuthorCollectionDocument,
    "\n  query ArticleAuthorStored($shortHash: String!) {\n    article(input: { shortHash: $shortHash }) {\n      state\n      pinned\n      collections(input: { first: 10 }) {\n        edges {\n          node {\n            id\n          }\n        }\n      }\n    }\n  }\n": typeof types.ArticleAuthorStoredDocument,
    "\n  query TypographyNewest {\n    viewer {\n      recommendation {\n        newest(input: { first: 50 }) {\n          edges {\n            node {\n              shortHash\n              title\n              language\n              wordCount\n              author {\n                displayName\n              }\n            }\n          }\n        }\n      }\n    }\n  }\n": typeof types.TypographyNewestDocument,
    "\n  query CardsNewest {\n    viewer {\n      recommendation {\n        newest(input: { first: 20 }) {\n          edges {\n            node {\n              shortHash\n              title\n              cover\n              language\n              wordCount\n              appreciationsReceivedTotal\n              commentCount\n              author {\n                userName\n                displayName\n                avatar\n              }\n              tags {\n                id\n                slug\n                content\n              }\n            }\n          }\n        }\n      }\n    }\n  }\n": typeof types.CardsNewestDocument,
    "\n  mutation ChallengeDiscussionPut($input: PutWritingChallengeInput!) {\n    putWritingChallenge(input: $input) {\n      id\n      shortHash\n    }\n  }\n": typeof types.ChallengeDiscussionPutDocument,
    "\n  mutation ChallengeDiscussionApply($id: ID!) {\n    applyCampaign(input: { id: $id }) {\n      id\n    }\n  }\n": typeof types.ChallengeDiscussionApplyDocument,
    "\n  mutation ChallengeDiscussionDraft($input: PutDraftInput!) {\n    putDraft(input: $input) {\n      id\n    }\n  }\n": typeof types.ChallengeDiscussionDraftDocument,
    "\n  mutation ChallengeDiscussionReply($input: PutCommentInput!) {\n    putComment(input: $input) {\n      id\n    }\n  }\n": typeof types.ChallengeDiscussionReplyDocument,
    "\n  mutation ChallengePagesPut($input: PutWritingChallengeInput!) {\n    putWritingChallenge(input: $input) {\n      id\n      shortHash\n      stages {\n        id\n      }\n    }\n  }\n": typeof types.ChallengePagesPutDocument,
    "\n  query ChallengePagesViewer {\n    viewer {\n      id\n      userName\n    }\n  }\n": typeof types.ChallengePagesViewerDocument,
    "\n  query ChallengePagesDraft($id: ID!) {\n    node(input: { id: $id }) {\n      __typename\n      ... on Draft {\n        campaigns {\n          campaign {\n            id\n          }\n          stage {\n            id\n          }\n        }\n      }\n    }\n  }\n": typeof types.ChallengePagesDraftDocument,
    "\n  query CollectionsAliceArticles {\n    user(input: { userName: \"alice\" }) {\n      articles(input: { first: 3 }) {\n        edges {\n          node {\n            id\n            shortHash\n            title\n          }\n        }\n      }\n    }\n  }\n": typeof types.CollectionsAliceArticlesDocument,
    "\n  query CommentsBobsArticles {\n    user(input: { userName: \"bob\" }) {\n      id\n      articles(input: { first: 20 }) {\n        edges {\n          node {\n            id\n            shortHash\n            canComment\n          }\n        }\n      }\n    }\n  }\n": typeof types.CommentsBobsArticlesDocument,
    "\n  query CommentsAlicesMoment {\n    user(input: { userName: \"alice\" }) {\n      moments(input: { first: 1 }) {\n        edges {\n          node {\n            shortHash\n            commentCount\n          }\n        }\n      }\n    }\n  }\n": typeof types.CommentsAlicesMomentDocument,
    "\n  mutation CommentsBlock($id: ID!, $enabled: Boolean!) {\n    toggleBlockUser(input: { id: $id, enabled: $enabled }) {\n      id\n    }\n  }\n": typeof types.CommentsBlockDocument,
    "\n  mutation CommentsPost($input: PutCommentInput!) {\n    putComment(input: $input) {\n      id\n    }\n  }\n": typeof types.CommentsPostDocument,
    "\n  mutation EditorPagesDraft($input: PutDraftInput!) {\n    putDraft(input: $input) {\n      id\n    }\n  }\n": typeof types.EditorPagesDraftDocument,
    "\n  query EditorPagesArticle($shortHash: String!) {\n    article(input: { shortHash: $shortHash }) {\n      cover\n      indentFirstLine\n      revisionCount\n      campaigns {\n        campaign {\n          name\n        }\n        stage {\n          name\n        }\n      }\n    }\n  }\n": typeof types.EditorPagesArticleDocument,
    "\n  query EditorPagesChallenges {\n    channels {\n      ... on WritingChallenge {\n        id\n        name: navbarTitle(input: { language: en })\n      }\n    }\n  }\n": typeof types.EditorPagesChallengesDocument,
    "\n  mutation EditorPagesApply($id: ID!) {\n    applyCampaign(input: { id: $id }) {\n      id\n    }\n  }\n": typeof types.EditorPagesApplyDocument,
    "\n  query FederationReaderSpecProfile {\n    viewerFediverse {\n      actorId\n      followingCount\n      pendingFollowingCount\n    }\n  }\n": typeof types.FederationReaderSpecProfileDocument,
    "\n  query FederationSpecViewer {\n    viewer {\n      id\n      userName\n    }\n  }\n": typeof types.FederationSpecViewerDocument,
    "\n  query HistoryWorks($userName: String!) {\n    user(input: { userName: $userName }) {\n      articles(input: { first: 50 }) {\n        edges {\n          node {\n            shortHash\n            title\n            revisionCount\n            language\n          }\n        }\n      }\n    }\n  }\n": typeof types.HistoryWorksDocument,
    "\n  query HomePicks($random: Int) {\n    viewer {\n      recommendation {\n        authors(input: { first: 5, filter: { random: $random } }) {\n          edges {\n            node {\n              userName\n            }\n          }\n        }\n        tags(input: { first: 12, filter: { random: $random } }) {\n          edges {\n            node {\n              id\n              slug\n            }\n          }\n        }\n      }\n    }\n  }\n": typeof types.HomePicksDocument,
    "\n  query IpfsWorks($userName: String!) {\n    user(input: { userName: $userName }) {\n      articles(input: { first: 50 }) {\n        edges {\n          node {\n            shortHash\n            title\n            revisionCount\n            dataHash\n            access {\n              type\n            }\n          }\n        }\n      }\n    }\n  }\n": typeof types.IpfsWorksDocument,
    "\n  query LanguagesSeededPages {\n    viewer {\n      recommendation {\n        newest(input: { first: 50 }) {\n          edges {\n            node {\n              shortHash\n              revisionCount\n            }\n          }\n        }\n      }\n    }\n    channels {\n      __typename\n      shortHash\n    }\n    tags: viewer {\n      recommendation {\n        tags(input: { first: 1 }) {\n          edges {\n            node {\n              id\n              slug\n            }\n          }\n        }\n      }\n    }\n    user(input: { userName: \"alice\" }) {\n      collections(input: { first: 1 }) {\n        edges {\n          node {\n            id\n          }\n        }\n      }\n      moments(input: { first: 1 }) {\n        edges {\n          node {\n            shortHash\n          }\n        }\n      }\n    }\n  }\n": typeof types.LanguagesSeededPagesDocument,
    "\n  query LayoutSeed {\n    channels {\n      __typename\n      shortHash\n      navbarTitle(input: { language: en })\n    }\n    viewer {\n      recommendation {\n        newest(input: { first: 1 }) {\n          edges {\n            node {\n              shortHash\n            }\n          }\n        }\n      }\n    }\n    user(input: { userName: \"alice\" }) {\n      collections(input: { first: 1 }) {\n        edges {\n          node {\n            id\n          }\n        }\n      }\n    }\n    nodes(input: { ids: [\"TW9tZW50OjE=\", \"TW9tZW50OjI=\", \"TW9tZW50OjM=\"] }) {\n      ... on Moment {\n        shortHash\n        state\n      }\n    }\n  }\n": typeof types.LayoutSeedDocument,
    "\n  query LogbookMe {\n    viewer {\n      id\n      userName\n    }\n  }\n": typeof types.LogbookMeDocument,
    "\n  mutation LogbookSigningMessage($address: String!) {\n    generateSigningMessage(input: { address: $address, purpose: connect }) {\n      nonce\n      signingMessage\n    }\n  }\n": typeof types.LogbookSigningMessageDocument,
    "\n  mutation LogbookLinkWallet($input: WalletLoginInput!) {\n    addWalletLogin(input: $input) {\n      id\n    }\n  }\n": typeof types.LogbookLinkWalletDocument,
    "\n  query MachinesNewest {\n    viewer {\n      recommendation {\n        newest(input: { first: 40 }) {\n          edges {\n            node {\n              shortHash\n              title\n              language\n              author {\n                userName\n              }\n            }\n          }\n        }\n      }\n    }\n  }\n": typeof types.MachinesNewestDocument,
    "\n  query MachinesUserArticles($userName: String!) {\n    user(input: { userName: $userName }) {\n      articles(input: { first: 3 }) {\n        edges {\n          node {\n            shortHash\n          }\n        }\n      }\n    }\n  }\n": typeof types.MachinesUserArticlesDocument,
    "\n  mutation MomentImagesPost($input: PutMomentInput!) {\n    putMoment(input: $input) {\n      shortHash\n    }\n  }\n": typeof types.MomentImagesPostDocument,
    "\n  query MomentThreads($shortHash: String!, $first: Int) {\n    moment(input: { shortHash: $shortHash }) {\n      comments(input: { first: $first }) {\n        pageInfo {\n          endCursor\n        }\n        edges {\n          node {\n            id\n            comments(input: { first: 5 }) {\n              edges {\n                node {\n                  id\n                }\n              }\n            }\n          }\n        }\n      }\n    }\n  }\n": typeof types.MomentThreadsDocument,
    "\n  query MomentsViewer {\n    viewer {\n      id\n      userName\n    }\n  }\n": typeof types.MomentsViewerDocument,
    "\n  mutation MomentsPost($input: PutMomentInput!) {\n    putMoment(input: $input) {\n      id\n      shortHash\n    }\n  }\n": typeof types.MomentsPostDocument,
    "\n  mutation NarrowDraft($input: PutDraftInput!) {\n    putDraft(input: $input) {\n      id\n    }\n  }\n": typeof types.NarrowDraftDocument,
    "\n  mutation NarrowComment($input: PutCommentInput!) {\n    putComment(input: $input) {\n      id\n    }\n  }\n": typeof types.NarrowCommentDocument,
    "\n  mutation NarrowMoment($input: PutMomentInput!) {\n    putMoment(input: $input) {\n      shortHash\n    }\n  }\n": typeof types.NarrowMomentDocument,
    "\n  query NotificationsAlicesArticles {\n    user(input: { userName: \"alice\" }) {\n      id\n      articles(input: { first: 20 }) {\n        edges {\n          node {\n            id\n            shortHash\n            canComment\n          }\n        }\n      }\n    }\n  }\n": typeof types.NotificationsAlicesArticlesDocument,
    "\n  mutation NotificationsPost($input: PutCommentInput!) {\n    putComment(input: $input) {\n      id\n    }\n  }\n": typeof types.NotificationsPostDocument,
    "\n  mutation NotificationsMarkAllRead {\n    markAllNoticesAsRead\n  }\n": typeof types.NotificationsMarkAllReadDocument,
    "\n  query HeadNewestArticle {\n    viewer {\n      recommendation {\n        newest(input: { first: 1 }) {\n          edges {\n            node {\n              shortHash\n              title\n            }\n          }\n        }\n      }\n    }\n  }\n": typeof types.HeadNewestArticleDocument,
    "\n  query ReadingBobsArticles {\n    user(input: { userName: \"bob\" }) {\n      articles(input: { first: 20 }) {\n        edges {\n          node {\n            id\n            shortHash\n            title\n            canComment\n          }\n        }\n      }\n    }\n  }\n": typeof types.ReadingBobsArticlesDocument,
    "\n  query ReadingLastRead {\n    viewer {\n      activity {\n        history(input: { first: 1 }) {\n          edges {\n            node {\n              article {\n                id\n              }\n            }\n          }\n        }\n      }\n    }\n  }\n": typeof types.ReadingLastReadDocument,
    "\n  mutation ReadingPost($input: PutCommentInput!) {\n    putComment(input: $input) {\n      id\n    }\n  }\n": typeof types.ReadingPostDocument,
    "\n  query ReadingBobsNumbers($days: Int!) {\n    viewer {\n      analytics {\n        summary(input: { days: $days }) {\n          reads\n          readers\n          days {\n            reads\n          }\n        }\n      }\n    }\n  }\n": typeof types.ReadingBobsNumbersDocument,
    "\n  query ReadingNewest($first: Int) {\n    viewer {\n      recommendation {\n        newest(input: { first: $first }) {\n          edges {\n            node {\n              shortHash\n              title\n              language\n              access {\n                type\n              }\n              author {\n                displayName\n              }\n            }\n          }\n        }\n      }\n    }\n  }\n": typeof types.ReadingNewestDocument,
    "\n  query ReadingAliceCollection {\n    user(input: { userName: \"alice\" }) {\n      collections(input: { first: 1 }) {\n        edges {\n          node {\n            id\n            articles(input: { first: 5, reversed: false }) {\n              edges {\n                node {\n                  shortHash\n                }\n              }\n            }\n          }\n        }\n      }\n    }\n  }\n": typeof types.ReadingAliceCollectionDocument,
    "\n  query ReadingPicks($random: Int) {\n    viewer {\n      recommendation {\n        authors(input: { first: 12, filter: { random: $random } }) {\n          edges {\n            node {\n              userName\n            }\n          }\n        }\n        tags(input: { first: 24, filter: { random: $random } }) {\n          edges {\n            node {\n              id\n              slug\n            }\n          }\n        }\n      }\n    }\n  }\n": typeof types.ReadingPicksDocument,
    "\n  query SettingsSpecViewer {\n    viewer {\n      id\n      userName\n      displayName\n      avatar\n      info {\n        email\n        description\n        profileCover\n      }\n    }\n  }\n": typeof types.SettingsSpecViewerDocument,
    "\n  query ShareSeededPages {\n    user(input: { userName: \"alice\" }) {\n      articles(input: { first: 1 }) {\n        edges {\n          node {\n            shortHash\n            tags {\n              id\n              slug\n            }\n          }\n        }\n      }\n      moments(input: { first: 1 }) {\n        edges {\n          node {\n            shortHash\n          }\n        }\n      }\n      collections(input: { first: 1 }) {\n        edges {\n          node {\n            id\n            articles(input: { first: 1 }) {\n              edges {\n                node {\n                  shortHash\n                }\n              }\n            }\n          }\n        }\n      }\n    }\n  }\n": typeof types.ShareSeededPagesDocument,
    "\n  query SocialBobsWork {\n    user(input: { userName: \"bob\" }) {\n      id\n      displayName\n      articles(input: { first: 1 }) {\n        edges {\n          node {\n            id\n            shortHash\n            title\n            appreciationsReceivedTotal\n            bookmarkCount\n            tags {\n              id\n              content\n              slug\n            }\n          }\n        }\n      }\n    }\n  }\n": typeof types.SocialBobsWorkDocument,
    "\n  mutation SocialUnfollow($id: ID!) {\n    toggleFollowUser(input: { id: $id, enabled: false }) {\n      id\n    }\n  }\n": typeof types.SocialUnfollowDocument,
    "\n  query SupportAliceArticles($first: Int!) {\n    user(input: { userName: \"alice\" }) {\n      id\n      articles(input: { first: $first }) {\n        edges {\n          node {\n            id\n            shortHash\n          }\n        }\n      }\n    }\n  }\n": typeof types.SupportAliceArticlesDocument,
    "\n  query SupportSupporters($shortHash: String!) {\n    article(input: { shortHash: $shortHash }) {\n      id\n      donations(input: { first: 50 }) {\n        edges {\n          node {\n            id\n            sender {\n              id\n              userName\n            }\n          }\n        }\n      }\n    }\n  }\n": typeof types.SupportSupportersDocument,
    "\n  mutation SupportDonationTexts($id: ID!, $reply: String!) {\n    editArticle(input: { id: $id, requestForDonation: \"Every cup of tea helps.\", replyToDonator: $reply }) {\n      id\n    }\n  }\n": typeof types.SupportDonationTextsDocument,
    "\n  query TranslationWorks($userName: String!) {\n    user(input: { userName: $userName }) {\n      articles(input: { first: 50 }) {\n        edges {\n          node {\n            shortHash\n            title\n            language\n            revisionCount\n            commentCount\n          }\n        }\n      }\n      moments(input: { first: 20 }) {\n        edges {\n          node {\n            shortHash\n            content\n          }\n        }\n      }\n    }\n  }\n": typeof types.TranslationWorksDocument,
    "\n  query TranslationOfArticle($shortHash: String!) {\n    article(input: { shortHash: $shortHash }) {\n      title\n      contents {\n        html\n      }\n      translation(input: { language: zh_hant }) {\n        title\n        content\n        model\n      }\n      comments(input: { first: 20 }) {\n        edges {\n          node {\n            content\n            translation(input: { language: zh_hant }) {\n              content\n            }\n          }\n        }\n      }\n    }\n  }\n": typeof types.TranslationOfArticleDocument,
    "\n  query TranslationEnglishWorks {\n    user(input: { userName: \"alice\" }) {\n      articles(input: { first: 20 }) {\n        edges {\n          node {\n            shortHash\n            title\n            language\n          }\n        }\n      }\n    }\n  }\n": typeof types.TranslationEnglishWorksDocument,
    "\n  query UsdtAliceArticle {\n    user(input: { userName: \"alice\" }) {\n      id\n      displayName\n      articles(input: { first: 1 }) {\n        edges {\n          node {\n            shortHash\n          }\n        }\n      }\n    }\n  }\n": typeof types.UsdtAliceArticleDocument,
    "\n  query UsdtViewerId {\n    viewer {\n      id\n    }\n  }\n": typeof types.UsdtViewerIdDocument,
    "\n  mutation UsdtSigningMessage($address: String!) {\n    generateSigningMessage(input: { address: $address, purpose: connect }) {\n      nonce\n      signingMessage\n    }\n  }\n": typeof types.UsdtSigningMessageDocument,
    "\n  mutation UsdtLinkWallet($input: WalletLoginInput!) {\n    addWalletLogin(input: $input) {\n      id\n    }\n  }\n": typeof types.UsdtLinkWalletDocument,
    "\n  query UsdtTransactions {\n    viewer {\n      wallet {\n        transactions(input: { first: 5, filter: { currency: USDT } }) {\n          edges {\n            node {\n              state\n              amount\n              currency\n              blockchainTx {\n                chain\n                txHash\n              }\n            }\n          }\n        }\n      }\n    }\n  }\n": typeof types.UsdtTransactionsDocument,
    "\n  query VisitorWallSeededArticle {\n    user(input: { userName: \"alice\" }) {\n      articles(input: { first: 1 }) {\n        edges {\n          node {\n            shortHash\n          }\n        }\n      }\n    }\n  }\n": typeof types.VisitorWallSeededArticleDocument,
    "\n  query VisitorWallArticleContents($shortHash: String!) {\n    article(input: { shortHash: $shortHash }) {\n      contents {\n        html\n      }\n    }\n  }\n": typeof types.VisitorWallArticleContentsDocument,
    "\n  query WalletJourneyNoraArticle {\n    user(input: { userName: \"nora_l\" }) {\n      articles(input: { first: 1 }) {\n        edges {\n          node {\n            shortHash\n            title\n          }\n        }\n      }\n    }\n  }\n": typeof types.WalletJourneyNoraArticleDocument,
    "\n  mutation WritingNewDraft($input: PutDraftInput!) {\n    putDraft(input: $input) {\n      id\n      updatedAt\n    }\n  }\n": typeof types.WritingNewDraftDocument,
    "\n  query WritingStoredDraft($id: ID!) {\n    node(input: { id: $id }) {\n      ... on Draft {\n        id\n        title\n        content\n        tags\n        cover\n        updatedAt\n        publishState\n      }\n    }\n  }\n": typeof types.WritingStoredDraftDocument,
    "\n  query WritingViewer {\n    viewer {\n      id\n    }\n  }\n": typeof types.WritingViewerDocument,
    "\n  query WritingDraftCount {\n    viewer {\n      drafts(input: { first: 1 }) {\n        totalCount\n      }\n    }\n  }\n": typeof types.WritingDraftCountDocument,
    "\n  query WritingTag($key: String!) {\n    search(input: { key: $key, type: Tag, first: 5 }) {\n      edges {\n        node {\n          ... on Tag {\n            id\n            content\n            slug\n          }\n        }\n      }\n    }\n  }\n": typeof types.WritingTagDocument,
    "\n  query WritingVersions($shortHash: String!) {\n    article(input: { shortHash: $shortHash }) {\n      state\n      revisionCount\n      versions(input: { first: 10 }) {\n        totalCount\n      }\n    }\n  }\n": typeof types.WritingVersionsDocument,
};
const documents: Documents = {
    "\n  query A11yArticles {\n    viewer {\n      recommendation {\n        newest(input: { first: 30 }) {\n          edges {\n            node {\n              shortHash\n              language\n            }\n          }\n        }\n      }\n    }\n  }\n": types.A11yArticlesDocument,
    "\n  query A11yArticlesByLanguage($userName: String!) {\n    user(input: { userName: $userName }) {\n      articles(input: { first: 50 }) {\n        edges {\n          node {\n            shortHash\n            language\n            revisionCount\n          }\n        }\n      }\n    }\n  }\n": types.A11yArticlesByLanguageDocument,
    "\n  query AdminArticlesAuthorArticles($userName: String!) {\n    user(input: { userName: $userName }) {\n      articles(input: { first: 10 }) {\n        edges {\n          node {\n            id\n            title\n            shortHash\n            tags {\n              id\n              slug\n            }\n          }\n        }\n      }\n    }\n  }\n": types.AdminArticlesAuthorArticlesDocument,
    "\n  query AdminArticlesTagLatest($id: ID!) {\n    node(input: { id: $id }) {\n      ... on Tag {\n        articles(input: { first: 20, sortBy: byCreatedAtDesc }) {\n          edges {\n            node {\n              id\n            }\n          }\n        }\n      }\n    }\n  }\n": types.AdminArticlesTagLatestDocument,
    "\n  query AdminChallengesAliceNewest {\n    user(input: { userName: \"alice\" }) {\n      articles(input: { first: 1 }) {\n        edges {\n          node {\n            shortHash\n            title\n          }\n        }\n      }\n    }\n  }\n": types.AdminChallengesAliceNewestDocument,
    "\n  query AdminChannelsLatest {\n    viewer {\n      recommendation {\n        newest(input: { first: 2 }) {\n          edges {\n            node {\n              title\n              shortHash\n            }\n          }\n        }\n      }\n    }\n  }\n": types.AdminChannelsLatestDocument,
    "\n  query AdminCurationAuthorArticles($userName: String!) {\n    user(input: { userName: $userName }) {\n      articles(input: { first: 3 }) {\n        edges {\n          node {\n            id\n            title\n            shortHash\n          }\n        }\n      }\n    }\n  }\n": types.AdminCurationAuthorArticlesDocument,
    "\n  query AdminCurationTopics {\n    oss {\n      icymiTopics(input: { first: 20 }) {\n        edges {\n          node {\n            id\n            title(input: { language: en })\n            state\n          }\n        }\n      }\n    }\n  }\n": types.AdminCurationTopicsDocument,
    "\n  mutation AdminFediverseOptIn {\n    setViewerFederationSetting(input: { state: enabled }) {\n      state\n    }\n  }\n": types.AdminFediverseOptInDocument,
    "\n  query AdminFediverseAuthor {\n    viewer {\n      userName\n    }\n  }\n": types.AdminFediverseAuthorDocument,
    "\n  mutation AdminFediverseUnblock {\n    putFediverseDomainBlock(input: { domain: \"localhost\", blocked: false }) {\n      domain\n    }\n  }\n": types.AdminFediverseUnblockDocument,
    "\n  query AdminFeedbackChannels {\n    channels {\n      __typename\n      id\n      ... on TopicChannel {\n        name(input: { language: en })\n      }\n    }\n  }\n": types.AdminFeedbackChannelsDocument,
    "\n  mutation AdminFeedbackDraft($input: PutDraftInput!) {\n    putDraft(input: $input) {\n      id\n    }\n  }\n": types.AdminFeedbackDraftDocument,
    "\n  query AdminFeedbackFiled($shortHash: String!) {\n    article(input: { shortHash: $shortHash }) {\n      classification {\n        topicChannel {\n          channels {\n            channel {\n              id\n            }\n          }\n        }\n      }\n    }\n  }\n": types.AdminFeedbackFiledDocument,
    "\n  query AdminFlagsLatest {\n    viewer {\n      recommendation {\n        newest(input: { first: 10 }) {\n          edges {\n            node {\n              title\n              author {\n                id\n                userName\n              }\n            }\n          }\n        }\n      }\n    }\n  }\n": types.AdminFlagsLatestDocument,
    "\n  query AdminReportsAuthorComments($userName: String!) {\n    user(input: { userName: $userName }) {\n      articles(input: { first: 10 }) {\n        edges {\n          node {\n            shortHash\n            comments(input: { first: 1 }) {\n              edges {\n                node {\n                  id\n                  state\n                  content\n                }\n              }\n            }\n          }\n        }\n      }\n    }\n  }\n": types.AdminReportsAuthorCommentsDocument,
    "\n  query AdminReportsAuthorArticle($userName: String!) {\n    user(input: { userName: $userName }) {\n      articles(input: { first: 1 }) {\n        edges {\n          node {\n            id\n            title\n            shortHash\n          }\n        }\n      }\n    }\n  }\n": types.AdminReportsAuthorArticleDocument,
    "\n  query AdminTagsSeeded {\n    viewer {\n      recommendation {\n        tags(input: { first: 20 }) {\n          edges {\n            node {\n              id\n              content\n              slug\n            }\n          }\n        }\n      }\n    }\n  }\n": types.AdminTagsSeededDocument,
    "\n  query AppearanceSeededPaths {\n    user(input: { userName: \"alice\" }) {\n      articles(input: { first: 1 }) {\n        edges {\n          node {\n            shortHash\n            tags {\n              id\n              slug\n            }\n          }\n        }\n      }\n      moments(input: { first: 1 }) {\n        edges {\n          node {\n            shortHash\n          }\n        }\n      }\n    }\n    channels {\n      __typename\n      shortHash\n    }\n  }\n": types.AppearanceSeededPathsDocument,
    "\n  mutation ArticleAuthorDraft($input: PutDraftInput!) {\n    putDraft(input: $input) {\n      id\n    }\n  }\n": types.ArticleAuthorDraftDocument,
    "\n  mutation ArticleAuthorCollection($input: PutCollectionInput!) {\n    putCollection(input: $input) {\n      id\n    }\n  }\n": types.ArticleAuthorCollectionDocument,
    "\n  query ArticleAuthorStored($shortHash: String!) {\n    article(input: { shortHash: $shortHash }) {\n      state\n      pinned\n      collections(input: { first: 10 }) {\n        edges {\n          node {\n            id\n          }\n        }\n      }\n    }\n  }\n": types.ArticleAuthorStoredDocument,
    "\n  query TypographyNewest {\n    viewer {\n      recommendation {\n        newest(input: { first: 50 }) {\n          edges {\n            node {\n              shortHash\n              title\n              language\n              wordCount\n              author {\n                displayName\n              }\n            }\n          }\n        }\n      }\n    }\n  }\n": types.TypographyNewestDocument,
    "\n  query CardsNewest {\n    viewer {\n      recommendation {\n        newest(input: { first: 20 }) {\n          edges {\n            node {\n              shortHash\n              title\n              cover\n              language\n              wordCount\n              appreciationsReceivedTotal\n              commentCount\n              author {\n                userName\n                displayName\n                avatar\n              }\n              tags {\n                id\n                slug\n                content\n              }\n            }\n          }\n        }\n      }\n    }\n  }\n": types.CardsNewestDocument,
    "\n  mutation ChallengeDiscussionPut($input: PutWritingChallengeInput!) {\n    putWritingChallenge(input: $input) {\n      id\n      shortHash\n    }\n  }\n": types.ChallengeDiscussionPutDocument,
    "\n  mutation ChallengeDiscussionApply($id: ID!) {\n    applyCampaign(input: { id: $id }) {\n      id\n    }\n  }\n": types.ChallengeDiscussionApplyDocument,
    "\n  mutation ChallengeDiscussionDraft($input: PutDraftInput!) {\n    putDraft(input: $input) {\n      id\n    }\n  }\n": types.ChallengeDiscussionDraftDocument,
    "\n  mutation ChallengeDiscussionReply($input: PutCommentInput!) {\n    putComment(input: $input) {\n      id\n    }\n  }\n": types.ChallengeDiscussionReplyDocument,
    "\n  mutation ChallengePagesPut($input: PutWritingChallengeInput!) {\n    putWritingChallenge(input: $input) {\n      id\n      shortHash\n      stages {\n        id\n      }\n    }\n  }\n": types.ChallengePagesPutDocument,
    "\n  query ChallengePagesViewer {\n    viewer {\n      id\n      userName\n    }\n  }\n": types.ChallengePagesViewerDocument,
    "\n  query ChallengePagesDraft($id: ID!) {\n    node(input: { id: $id }) {\n      __typename\n      ... on Draft {\n        campaigns {\n          campaign {\n            id\n          }\n          stage {\n            id\n          }\n        }\n      }\n    }\n  }\n": types.ChallengePagesDraftDocument,
    "\n  query CollectionsAliceArticles {\n    user(input: { userName: \"alice\" }) {\n      articles(input: { first: 3 }) {\n        edges {\n          node {\n            id\n            shortHash\n            title\n          }\n        }\n      }\n    }\n  }\n": types.CollectionsAliceArticlesDocument,
    "\n  query CommentsBobsArticles {\n    user(input: { userName: \"bob\" }) {\n      id\n      articles(input: { first: 20 }) {\n        edges {\n          node {\n            id\n            shortHash\n            canComment\n          }\n        }\n      }\n    }\n  }\n": types.CommentsBobsArticlesDocument,
    "\n  query CommentsAlicesMoment {\n    user(input: { userName: \"alice\" }) {\n      moments(input: { first: 1 }) {\n        edges {\n          node {\n            shortHash\n            commentCount\n          }\n        }\n      }\n    }\n  }\n": types.CommentsAlicesMomentDocument,
    "\n  mutation CommentsBlock($id: ID!, $enabled: Boolean!) {\n    toggleBlockUser(input: { id: $id, enabled: $enabled }) {\n      id\n    }\n  }\n": types.CommentsBlockDocument,
    "\n  mutation CommentsPost($input: PutCommentInput!) {\n    putComment(input: $input) {\n      id\n    }\n  }\n": types.CommentsPostDocument,
    "\n  mutation EditorPagesDraft($input: PutDraftInput!) {\n    putDraft(input: $input) {\n      id\n    }\n  }\n": types.EditorPagesDraftDocument,
    "\n  query EditorPagesArticle($shortHash: String!) {\n    article(input: { shortHash: $shortHash }) {\n      cover\n      indentFirstLine\n      revisionCount\n      campaigns {\n        campaign {\n          name\n        }\n        stage {\n          name\n        }\n      }\n    }\n  }\n": types.EditorPagesArticleDocument,
    "\n  query EditorPagesChallenges {\n    channels {\n      ... on WritingChallenge {\n        id\n        name: navbarTitle(input: { language: en })\n      }\n    }\n  }\n": types.EditorPagesChallengesDocument,
    "\n  mutation EditorPagesApply($id: ID!) {\n    applyCampaign(input: { id: $id }) {\n      id\n    }\n  }\n": types.EditorPagesApplyDocument,
    "\n  query FederationReaderSpecProfile {\n    viewerFediverse {\n      actorId\n      followingCount\n      pendingFollowingCount\n    }\n  }\n": types.FederationReaderSpecProfileDocument,
    "\n  query FederationSpecViewer {\n    viewer {\n      id\n      userName\n    }\n  }\n": types.FederationSpecViewerDocument,
    "\n  query HistoryWorks($userName: String!) {\n    user(input: { userName: $userName }) {\n      articles(input: { first: 50 }) {\n        edges {\n          node {\n            shortHash\n            title\n            revisionCount\n            language\n          }\n        }\n      }\n    }\n  }\n": types.HistoryWorksDocument,
    "\n  query HomePicks($random: Int) {\n    viewer {\n      recommendation {\n        authors(input: { first: 5, filter: { random: $random } }) {\n          edges {\n            node {\n              userName\n            }\n          }\n        }\n        tags(input: { first: 12, filter: { random: $random } }) {\n          edges {\n            node {\n              id\n              slug\n            }\n          }\n        }\n      }\n    }\n  }\n": types.HomePicksDocument,
    "\n  query IpfsWorks($userName: String!) {\n    user(input: { userName: $userName }) {\n      articles(input: { first: 50 }) {\n        edges {\n          node {\n            shortHash\n            title\n            revisionCount\n            dataHash\n            access {\n              type\n            }\n          }\n        }\n      }\n    }\n  }\n": types.IpfsWorksDocument,
    "\n  query LanguagesSeededPages {\n    viewer {\n      recommendation {\n        newest(input: { first: 50 }) {\n          edges {\n            node {\n              shortHash\n              revisionCount\n            }\n          }\n        }\n      }\n    }\n    channels {\n      __typename\n      shortHash\n    }\n    tags: viewer {\n      recommendation {\n        tags(input: { first: 1 }) {\n          edges {\n            node {\n              id\n              slug\n            }\n          }\n        }\n      }\n    }\n    user(input: { userName: \"alice\" }) {\n      collections(input: { first: 1 }) {\n        edges {\n          node {\n            id\n          }\n        }\n      }\n      moments(input: { first: 1 }) {\n        edges {\n          node {\n            shortHash\n          }\n        }\n      }\n    }\n  }\n": types.LanguagesSeededPagesDocument,
    "\n  query LayoutSeed {\n    channels {\n      __typename\n      shortHash\n      navbarTitle(input: { language: en })\n    }\n    viewer {\n      recommendation {\n        newest(input: { first: 1 }) {\n          edges {\n            node {\n              shortHash\n            }\n          }\n        }\n      }\n    }\n    user(input: { userName: \"alice\" }) {\n      collections(input: { first: 1 }) {\n        edges {\n          node {\n            id\n          }\n        }\n      }\n    }\n    nodes(input: { ids: [\"TW9tZW50OjE=\", \"TW9tZW50OjI=\", \"TW9tZW50OjM=\"] }) {\n      ... on Moment {\n        shortHash\n        state\n      }\n    }\n  }\n": types.LayoutSeedDocument,
    "\n  query LogbookMe {\n    viewer {\n      id\n      userName\n    }\n  }\n": types.LogbookMeDocument,
    "\n  mutation LogbookSigningMessage($address: String!) {\n    generateSigningMessage(input: { address: $address, purpose: connect }) {\n      nonce\n      signingMessage\n    }\n  }\n": types.LogbookSigningMessageDocument,
    "\n  mutation LogbookLinkWallet($input: WalletLoginInput!) {\n    addWalletLogin(input: $input) {\n      id\n    }\n  }\n": types.LogbookLinkWalletDocument,
    "\n  query MachinesNewest {\n    viewer {\n      recommendation {\n        newest(input: { first: 40 }) {\n          edges {\n            node {\n              shortHash\n              title\n              language\n              author {\n                userName\n              }\n            }\n          }\n        }\n      }\n    }\n  }\n": types.MachinesNewestDocument,
    "\n  query MachinesUserArticles($userName: String!) {\n    user(input: { userName: $userName }) {\n      articles(input: { first: 3 }) {\n        edges {\n          node {\n            shortHash\n          }\n        }\n      }\n    }\n  }\n": types.MachinesUserArticlesDocument,
    "\n  mutation MomentImagesPost($input: PutMomentInput!) {\n    putMoment(input: $input) {\n      shortHash\n    }\n  }\n": types.MomentImagesPostDocument,
    "\n  query MomentThreads($shortHash: String!, $first: Int) {\n    moment(input: { shortHash: $shortHash }) {\n      comments(input: { first: $first }) {\n        pageInfo {\n          endCursor\n        }\n        edges {\n          node {\n            id\n            comments(input: { first: 5 }) {\n              edges {\n                node {\n                  id\n                }\n              }\n            }\n          }\n        }\n      }\n    }\n  }\n": types.MomentThreadsDocument,
    "\n  query MomentsViewer {\n    viewer {\n      id\n      userName\n    }\n  }\n": types.MomentsViewerDocument,
    "\n  mutation MomentsPost($input: PutMomentInput!) {\n    putMoment(input: $input) {\n      id\n      shortHash\n    }\n  }\n": types.MomentsPostDocument,
    "\n  mutation NarrowDraft($input: PutDraftInput!) {\n    putDraft(input: $input) {\n      id\n    }\n  }\n": types.NarrowDraftDocument,
    "\n  mutation NarrowComment($input: PutCommentInput!) {\n    putComment(input: $input) {\n      id\n    }\n  }\n": types.NarrowCommentDocument,
    "\n  mutation NarrowMoment($input: PutMomentInput!) {\n    putMoment(input: $input) {\n      shortHash\n    }\n  }\n": types.NarrowMomentDocument,
    "\n  query NotificationsAlicesArticles {\n    user(input: { userName: \"alice\" }) {\n      id\n      articles(input: { first: 20 }) {\n        edges {\n          node {\n            id\n            shortHash\n            canComment\n          }\n        }\n      }\n    }\n  }\n": types.NotificationsAlicesArticlesDocument,
    "\n  mutation NotificationsPost($input: PutCommentInput!) {\n    putComment(input: $input) {\n      id\n    }\n  }\n": types.NotificationsPostDocument,
    "\n  mutation NotificationsMarkAllRead {\n    markAllNoticesAsRead\n  }\n": types.NotificationsMarkAllReadDocument,
    "\n  query HeadNewestArticle {\n    viewer {\n      recommendation {\n        newest(input: { first: 1 }) {\n          edges {\n            node {\n              shortHash\n              title\n            }\n          }\n        }\n      }\n    }\n  }\n": types.HeadNewestArticleDocument,
    "\n  query ReadingBobsArticles {\n    user(input: { userName: \"bob\" }) {\n      articles(input: { first: 20 }) {\n        edges {\n          node {\n            id\n            shortHash\n            title\n            canComment\n          }\n        }\n      }\n    }\n  }\n": types.ReadingBobsArticlesDocument,
    "\n  query ReadingLastRead {\n    viewer {\n      activity {\n        history(input: { first: 1 }) {\n          edges {\n            node {\n              article {\n                id\n              }\n            }\n          }\n        }\n      }\n    }\n  }\n": types.ReadingLastReadDocument,
    "\n  mutation ReadingPost($input: PutCommentInput!) {\n    putComment(input: $input) {\n      id\n    }\n  }\n": types.ReadingPostDocument,
    "\n  query ReadingBobsNumbers($days: Int!) {\n    viewer {\n      analytics {\n        summary(input: { days: $days }) {\n          reads\n          readers\n          days {\n            reads\n          }\n        }\n      }\n    }\n  }\n": types.ReadingBobsNumbersDocument,
    "\n  query ReadingNewest($first: Int) {\n    viewer {\n      recommendation {\n        newest(input: { first: $first }) {\n          edges {\n            node {\n              shortHash\n              title\n              language\n              access {\n                type\n              }\n              author {\n                displayName\n              }\n            }\n          }\n        }\n      }\n    }\n  }\n": types.ReadingNewestDocument,
    "\n  query ReadingAliceCollection {\n    user(input: { userName: \"alice\" }) {\n      collections(input: { first: 1 }) {\n        edges {\n          node {\n            id\n            articles(input: { first: 5, reversed: false }) {\n              edges {\n                node {\n                  shortHash\n                }\n              }\n            }\n          }\n        }\n      }\n    }\n  }\n": types.ReadingAliceCollectionDocument,
    "\n  query ReadingPicks($random: Int) {\n    viewer {\n      recommendation {\n        authors(input: { first: 12, filter: { random: $random } }) {\n          edges {\n            node {\n              userName\n            }\n          }\n        }\n        tags(input: { first: 24, filter: { random: $random } }) {\n          edges {\n            node {\n              id\n              slug\n            }\n          }\n        }\n      }\n    }\n  }\n": types.ReadingPicksDocument,
    "\n  query SettingsSpecViewer {\n    viewer {\n      id\n      userName\n      displayName\n      avatar\n      info {\n        email\n        description\n        profileCover\n      }\n    }\n  }\n": types.SettingsSpecViewerDocument,
    "\n  query ShareSeededPages {\n    user(input: { userName: \"alice\" }) {\n      articles(input: { first: 1 }) {\n        edges {\n          node {\n            shortHash\n            tags {\n              id\n              slug\n            }\n          }\n        }\n      }\n      moments(input: { first: 1 }) {\n        edges {\n          node {\n            shortHash\n          }\n        }\n      }\n      collections(input: { first: 1 }) {\n        edges {\n          node {\n            id\n            articles(input: { first: 1 }) {\n              edges {\n                node {\n                  shortHash\n                }\n              }\n            }\n          }\n        }\n      }\n    }\n  }\n": types.ShareSeededPagesDocument,
    "\n  query SocialBobsWork {\n    user(input: { userName: \"bob\" }) {\n      id\n      displayName\n      articles(input: { first: 1 }) {\n        edges {\n          node {\n            id\n            shortHash\n            title\n            appreciationsReceivedTotal\n            bookmarkCount\n            tags {\n              id\n              content\n              slug\n            }\n          }\n        }\n      }\n    }\n  }\n": types.SocialBobsWorkDocument,
    "\n  mutation SocialUnfollow($id: ID!) {\n    toggleFollowUser(input: { id: $id, enabled: false }) {\n      id\n    }\n  }\n": types.SocialUnfollowDocument,
    "\n  query SupportAliceArticles($first: Int!) {\n    user(input: { userName: \"alice\" }) {\n      id\n      articles(input: { first: $first }) {\n        edges {\n          node {\n            id\n            shortHash\n          }\n        }\n      }\n    }\n  }\n": types.SupportAliceArticlesDocument,
    "\n  query SupportSupporters($shortHash: String!) {\n    article(input: { shortHash: $shortHash }) {\n      id\n      donations(input: { first: 50 }) {\n        edges {\n          node {\n            id\n            sender {\n              id\n              userName\n            }\n          }\n        }\n      }\n    }\n  }\n": types.SupportSupportersDocument,
    "\n  mutation SupportDonationTexts($id: ID!, $reply: String!) {\n    editArticle(input: { id: $id, requestForDonation: \"Every cup of tea helps.\", replyToDonator: $reply }) {\n      id\n    }\n  }\n": types.SupportDonationTextsDocument,
    "\n  query TranslationWorks($userName: String!) {\n    user(input: { userName: $userName }) {\n      articles(input: { first: 50 }) {\n        edges {\n          node {\n            shortHash\n            title\n            language\n            revisionCount\n            commentCount\n          }\n        }\n      }\n      moments(input: { first: 20 }) {\n        edges {\n          node {\n            shortHash\n            content\n          }\n        }\n      }\n    }\n  }\n": types.TranslationWorksDocument,
    "\n  query TranslationOfArticle($shortHash: String!) {\n    article(input: { shortHash: $shortHash }) {\n      title\n      contents {\n        html\n      }\n      translation(input: { language: zh_hant }) {\n        title\n        content\n        model\n      }\n      comments(input: { first: 20 }) {\n        edges {\n          node {\n            content\n            translation(input: { language: zh_hant }) {\n              content\n            }\n          }\n        }\n      }\n    }\n  }\n": types.TranslationOfArticleDocument,
    "\n  query TranslationEnglishWorks {\n    user(input: { userName: \"alice\" }) {\n      articles(input: { first: 20 }) {\n        edges {\n          node {\n            shortHash\n            title\n            language\n          }\n        }\n      }\n    }\n  }\n": types.TranslationEnglishWorksDocument,
    "\n  query UsdtAliceArticle {\n    user(input: { userName: \"alice\" }) {\n      id\n      displayName\n      articles(input: { first: 1 }) {\n        edges {\n          node {\n            shortHash\n          }\n        }\n      }\n    }\n  }\n": types.UsdtAliceArticleDocument,
    "\n  query UsdtViewerId {\n    viewer {\n      id\n    }\n  }\n": types.UsdtViewerIdDocument,
    "\n  mutation UsdtSigningMessage($address: String!) {\n    generateSigningMessage(input: { address: $address, purpose: connect }) {\n      nonce\n      signingMessage\n    }\n  }\n": types.UsdtSigningMessageDocument,
    "\n  mutation UsdtLinkWallet($input: WalletLoginInput!) {\n    addWalletLogin(input: $input) {\n      id\n    }\n  }\n": types.UsdtLinkWalletDocument,
    "\n  query UsdtTransactions {\n    viewer {\n      wallet {\n        transactions(input: { first: 5, filter: { currency: USDT } }) {\n          edges {\n            node {\n              state\n              amount\n              currency\n              blockchainTx {\n                chain\n                txHash\n              }\n            }\n          }\n        }\n      }\n    }\n  }\n": types.UsdtTransactionsDocument,
    "\n  query VisitorWallSeededArticle {\n    user(input: { userName: \"alice\" }) {\n      articles(input: { first: 1 }) {\n        edges {\n          node {\n            shortHash\n          }\n        }\n      }\n    }\n  }\n": types.VisitorWallSeededArticleDocument,
    "\n  query VisitorWallArticleContents($shortHash: String!) {\n    article(input: { shortHash: $shortHash }) {\n      contents {\n        html\n      }\n    }\n  }\n": types.VisitorWallArticleContentsDocument,
    "\n  query WalletJourneyNoraArticle {\n    user(input: { userName: \"nora_l\" }) {\n      articles(input: { first: 1 }) {\n        edges {\n          node {\n            shortHash\n            title\n          }\n        }\n      }\n    }\n  }\n": types.WalletJourneyNoraArticleDocument,
    "\n  mutation WritingNewDraft($input: PutDraftInput!) {\n    putDraft(input: $input) {\n      id\n      updatedAt\n    }\n  }\n": types.WritingNewDraftDocument,
    "\n  query WritingStoredDraft($id: ID!) {\n    node(input: { id: $id }) {\n      ... on Draft {\n        id\n        title\n        content\n        tags\n        cover\n        updatedAt\n        publishState\n      }\n    }\n  }\n": types.WritingStoredDraftDocument,
    "\n  query WritingViewer {\n    viewer {\n      id\n    }\n  }\n": types.WritingViewerDocument,
    "\n  query WritingDraftCount {\n    viewer {\n      drafts(input: { first: 1 }) {\n        totalCount\n      }\n    }\n  }\n": types.WritingDraftCountDocument,
    "\n  query WritingTag($key: String!) {\n    search(input: { key: $key, type: Tag, first: 5 }) {\n      edges {\n        node {\n          ... on Tag {\n            id\n            content\n            slug\n          }\n        }\n      }\n    }\n  }\n": types.WritingTagDocument,
    "\n  query WritingVersions($shortHash: String!) {\n    article(input: { shortHash: $shortHash }) {\n      state\n      revisionCount\n      versions(input: { first: 10 }) {\n        totalCount\n      }\n    }\n  }\n": types.WritingVersionsDocument,
};

/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query A11yArticles {\n    viewer {\n      recommendation {\n        newest(input: { first: 30 }) {\n          edges {\n            node {\n              shortHash\n              language\n            }\n          }\n        }\n      }\n    }\n  }\n"): typeof import('./graphql').A11yArticlesDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query A11yArticlesByLanguage($userName: String!) {\n    user(input: { userName: $userName }) {\n      articles(input: { first: 50 }) {\n        edges {\n          node {\n            shortHash\n            language\n            revisionCount\n          }\n        }\n      }\n    }\n  }\n"): typeof import('./graphql').A11yArticlesByLanguageDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query AdminArticlesAuthorArticles($userName: String!) {\n    user(input: { userName: $userName }) {\n      articles(input: { first: 10 }) {\n        edges {\n          node {\n            id\n            title\n            shortHash\n            tags {\n              id\n              slug\n            }\n          }\n        }\n      }\n    }\n  }\n"): typeof import('./graphql').AdminArticlesAuthorArticlesDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query AdminArticlesTagLatest($id: ID!) {\n    node(input: { id: $id }) {\n      ... on Tag {\n        articles(input: { first: 20, sortBy: byCreatedAtDesc }) {\n          edges {\n            node {\n              id\n            }\n          }\n        }\n      }\n    }\n  }\n"): typeof import('./graphql').AdminArticlesTagLatestDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query AdminChallengesAliceNewest {\n    user(input: { userName: \"alice\" }) {\n      articles(input: { first: 1 }) {\n        edges {\n          node {\n            shortHash\n            title\n          }\n        }\n      }\n    }\n  }\n"): typeof import('./graphql').AdminChallengesAliceNewestDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query AdminChannelsLatest {\n    viewer {\n      recommendation {\n        newest(input: { first: 2 }) {\n          edges {\n            node {\n              title\n              shortHash\n            }\n          }\n        }\n      }\n    }\n  }\n"): typeof import('./graphql').AdminChannelsLatestDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query AdminCurationAuthorArticles($userName: String!) {\n    user(input: { userName: $userName }) {\n      articles(input: { first: 3 }) {\n        edges {\n          node {\n            id\n            title\n            shortHash\n          }\n        }\n      }\n    }\n  }\n"): typeof import('./graphql').AdminCurationAuthorArticlesDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query AdminCurationTopics {\n    oss {\n      icymiTopics(input: { first: 20 }) {\n        edges {\n          node {\n            id\n            title(input: { language: en })\n            state\n          }\n        }\n      }\n    }\n  }\n"): typeof import('./graphql').AdminCurationTopicsDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation AdminFediverseOptIn {\n    setViewerFederationSetting(input: { state: enabled }) {\n      state\n    }\n  }\n"): typeof import('./graphql').AdminFediverseOptInDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query AdminFediverseAuthor {\n    viewer {\n      userName\n    }\n  }\n"): typeof import('./graphql').AdminFediverseAuthorDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation AdminFediverseUnblock {\n    putFediverseDomainBlock(input: { domain: \"localhost\", blocked: false }) {\n      domain\n    }\n  }\n"): typeof import('./graphql').AdminFediverseUnblockDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query AdminFeedbackChannels {\n    channels {\n      __typename\n      id\n      ... on TopicChannel {\n        name(input: { language: en })\n      }\n    }\n  }\n"): typeof import('./graphql').AdminFeedbackChannelsDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation AdminFeedbackDraft($input: PutDraftInput!) {\n    putDraft(input: $input) {\n      id\n    }\n  }\n"): typeof import('./graphql').AdminFeedbackDraftDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query AdminFeedbackFiled($shortHash: String!) {\n    article(input: { shortHash: $shortHash }) {\n      classification {\n        topicChannel {\n          channels {\n            channel {\n              id\n            }\n          }\n        }\n      }\n    }\n  }\n"): typeof import('./graphql').AdminFeedbackFiledDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query AdminFlagsLatest {\n    viewer {\n      recommendation {\n        newest(input: { first: 10 }) {\n          edges {\n            node {\n              title\n              author {\n                id\n                userName\n              }\n            }\n          }\n        }\n      }\n    }\n  }\n"): typeof import('./graphql').AdminFlagsLatestDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query AdminReportsAuthorComments($userName: String!) {\n    user(input: { userName: $userName }) {\n      articles(input: { first: 10 }) {\n        edges {\n          node {\n            shortHash\n            comments(input: { first: 1 }) {\n              edges {\n                node {\n                  id\n                  state\n                  content\n                }\n              }\n            }\n          }\n        }\n      }\n    }\n  }\n"): typeof import('./graphql').AdminReportsAuthorCommentsDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query AdminReportsAuthorArticle($userName: String!) {\n    user(input: { userName: $userName }) {\n      articles(input: { first: 1 }) {\n        edges {\n          node {\n            id\n            title\n            shortHash\n          }\n        }\n      }\n    }\n  }\n"): typeof import('./graphql').AdminReportsAuthorArticleDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query AdminTagsSeeded {\n    viewer {\n      recommendation {\n        tags(input: { first: 20 }) {\n          edges {\n            node {\n              id\n              content\n              slug\n            }\n          }\n        }\n      }\n    }\n  }\n"): typeof import('./graphql').AdminTagsSeededDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query AppearanceSeededPaths {\n    user(input: { userName: \"alice\" }) {\n      articles(input: { first: 1 }) {\n        edges {\n          node {\n            shortHash\n            tags {\n              id\n              slug\n            }\n          }\n        }\n      }\n      moments(input: { first: 1 }) {\n        edges {\n          node {\n            shortHash\n          }\n        }\n      }\n    }\n    channels {\n      __typename\n      shortHash\n    }\n  }\n"): typeof import('./graphql').AppearanceSeededPathsDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation ArticleAuthorDraft($input: PutDraftInput!) {\n    putDraft(input: $input) {\n      id\n    }\n  }\n"): typeof import('./graphql').ArticleAuthorDraftDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation ArticleAuthorCollection($input: PutCollectionInput!) {\n    putCollection(input: $input) {\n      id\n    }\n  }\n"): typeof import('./graphql').ArticleAuthorCollectionDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query ArticleAuthorStored($shortHash: String!) {\n    article(input: { shortHash: $shortHash }) {\n      state\n      pinned\n      collections(input: { first: 10 }) {\n        edges {\n          node {\n            id\n          }\n        }\n      }\n    }\n  }\n"): typeof import('./graphql').ArticleAuthorStoredDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query TypographyNewest {\n    viewer {\n      recommendation {\n        newest(input: { first: 50 }) {\n          edges {\n            node {\n              shortHash\n              title\n              language\n              wordCount\n              author {\n                displayName\n              }\n            }\n          }\n        }\n      }\n    }\n  }\n"): typeof import('./graphql').TypographyNewestDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query CardsNewest {\n    viewer {\n      recommendation {\n        newest(input: { first: 20 }) {\n          edges {\n            node {\n              shortHash\n              title\n              cover\n              language\n              wordCount\n              appreciationsReceivedTotal\n              commentCount\n              author {\n                userName\n                displayName\n                avatar\n              }\n              tags {\n                id\n                slug\n                content\n              }\n            }\n          }\n        }\n      }\n    }\n  }\n"): typeof import('./graphql').CardsNewestDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation ChallengeDiscussionPut($input: PutWritingChallengeInput!) {\n    putWritingChallenge(input: $input) {\n      id\n      shortHash\n    }\n  }\n"): typeof import('./graphql').ChallengeDiscussionPutDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation ChallengeDiscussionApply($id: ID!) {\n    applyCampaign(input: { id: $id }) {\n      id\n    }\n  }\n"): typeof import('./graphql').ChallengeDiscussionApplyDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation ChallengeDiscussionDraft($input: PutDraftInput!) {\n    putDraft(input: $input) {\n      id\n    }\n  }\n"): typeof import('./graphql').ChallengeDiscussionDraftDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation ChallengeDiscussionReply($input: PutCommentInput!) {\n    putComment(input: $input) {\n      id\n    }\n  }\n"): typeof import('./graphql').ChallengeDiscussionReplyDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation ChallengePagesPut($input: PutWritingChallengeInput!) {\n    putWritingChallenge(input: $input) {\n      id\n      shortHash\n      stages {\n        id\n      }\n    }\n  }\n"): typeof import('./graphql').ChallengePagesPutDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query ChallengePagesViewer {\n    viewer {\n      id\n      userName\n    }\n  }\n"): typeof import('./graphql').ChallengePagesViewerDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query ChallengePagesDraft($id: ID!) {\n    node(input: { id: $id }) {\n      __typename\n      ... on Draft {\n        campaigns {\n          campaign {\n            id\n          }\n          stage {\n            id\n          }\n        }\n      }\n    }\n  }\n"): typeof import('./graphql').ChallengePagesDraftDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query CollectionsAliceArticles {\n    user(input: { userName: \"alice\" }) {\n      articles(input: { first: 3 }) {\n        edges {\n          node {\n            id\n            shortHash\n            title\n          }\n        }\n      }\n    }\n  }\n"): typeof import('./graphql').CollectionsAliceArticlesDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query CommentsBobsArticles {\n    user(input: { userName: \"bob\" }) {\n      id\n      articles(input: { first: 20 }) {\n        edges {\n          node {\n            id\n            shortHash\n            canComment\n          }\n        }\n      }\n    }\n  }\n"): typeof import('./graphql').CommentsBobsArticlesDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query CommentsAlicesMoment {\n    user(input: { userName: \"alice\" }) {\n      moments(input: { first: 1 }) {\n        edges {\n          node {\n            shortHash\n            commentCount\n          }\n        }\n      }\n    }\n  }\n"): typeof import('./graphql').CommentsAlicesMomentDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation CommentsBlock($id: ID!, $enabled: Boolean!) {\n    toggleBlockUser(input: { id: $id, enabled: $enabled }) {\n      id\n    }\n  }\n"): typeof import('./graphql').CommentsBlockDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation CommentsPost($input: PutCommentInput!) {\n    putComment(input: $input) {\n      id\n    }\n  }\n"): typeof import('./graphql').CommentsPostDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation EditorPagesDraft($input: PutDraftInput!) {\n    putDraft(input: $input) {\n      id\n    }\n  }\n"): typeof import('./graphql').EditorPagesDraftDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query EditorPagesArticle($shortHash: String!) {\n    article(input: { shortHash: $shortHash }) {\n      cover\n      indentFirstLine\n      revisionCount\n      campaigns {\n        campaign {\n          name\n        }\n        stage {\n          name\n        }\n      }\n    }\n  }\n"): typeof import('./graphql').EditorPagesArticleDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query EditorPagesChallenges {\n    channels {\n      ... on WritingChallenge {\n        id\n        name: navbarTitle(input: { language: en })\n      }\n    }\n  }\n"): typeof import('./graphql').EditorPagesChallengesDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation EditorPagesApply($id: ID!) {\n    applyCampaign(input: { id: $id }) {\n      id\n    }\n  }\n"): typeof import('./graphql').EditorPagesApplyDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query FederationReaderSpecProfile {\n    viewerFediverse {\n      actorId\n      followingCount\n      pendingFollowingCount\n    }\n  }\n"): typeof import('./graphql').FederationReaderSpecProfileDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query FederationSpecViewer {\n    viewer {\n      id\n      userName\n    }\n  }\n"): typeof import('./graphql').FederationSpecViewerDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query HistoryWorks($userName: String!) {\n    user(input: { userName: $userName }) {\n      articles(input: { first: 50 }) {\n        edges {\n          node {\n            shortHash\n            title\n            revisionCount\n            language\n          }\n        }\n      }\n    }\n  }\n"): typeof import('./graphql').HistoryWorksDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query HomePicks($random: Int) {\n    viewer {\n      recommendation {\n        authors(input: { first: 5, filter: { random: $random } }) {\n          edges {\n            node {\n              userName\n            }\n          }\n        }\n        tags(input: { first: 12, filter: { random: $random } }) {\n          edges {\n            node {\n              id\n              slug\n            }\n          }\n        }\n      }\n    }\n  }\n"): typeof import('./graphql').HomePicksDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query IpfsWorks($userName: String!) {\n    user(input: { userName: $userName }) {\n      articles(input: { first: 50 }) {\n        edges {\n          node {\n            shortHash\n            title\n            revisionCount\n            dataHash\n            access {\n              type\n            }\n          }\n        }\n      }\n    }\n  }\n"): typeof import('./graphql').IpfsWorksDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query LanguagesSeededPages {\n    viewer {\n      recommendation {\n        newest(input: { first: 50 }) {\n          edges {\n            node {\n              shortHash\n              revisionCount\n            }\n          }\n        }\n      }\n    }\n    channels {\n      __typename\n      shortHash\n    }\n    tags: viewer {\n      recommendation {\n        tags(input: { first: 1 }) {\n          edges {\n            node {\n              id\n              slug\n            }\n          }\n        }\n      }\n    }\n    user(input: { userName: \"alice\" }) {\n      collections(input: { first: 1 }) {\n        edges {\n          node {\n            id\n          }\n        }\n      }\n      moments(input: { first: 1 }) {\n        edges {\n          node {\n            shortHash\n          }\n        }\n      }\n    }\n  }\n"): typeof import('./graphql').LanguagesSeededPagesDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query LayoutSeed {\n    channels {\n      __typename\n      shortHash\n      navbarTitle(input: { language: en })\n    }\n    viewer {\n      recommendation {\n        newest(input: { first: 1 }) {\n          edges {\n            node {\n              shortHash\n            }\n          }\n        }\n      }\n    }\n    user(input: { userName: \"alice\" }) {\n      collections(input: { first: 1 }) {\n        edges {\n          node {\n            id\n          }\n        }\n      }\n    }\n    nodes(input: { ids: [\"TW9tZW50OjE=\", \"TW9tZW50OjI=\", \"TW9tZW50OjM=\"] }) {\n      ... on Moment {\n        shortHash\n        state\n      }\n    }\n  }\n"): typeof import('./graphql').LayoutSeedDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query LogbookMe {\n    viewer {\n      id\n      userName\n    }\n  }\n"): typeof import('./graphql').LogbookMeDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation LogbookSigningMessage($address: String!) {\n    generateSigningMessage(input: { address: $address, purpose: connect }) {\n      nonce\n      signingMessage\n    }\n  }\n"): typeof import('./graphql').LogbookSigningMessageDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation LogbookLinkWallet($input: WalletLoginInput!) {\n    addWalletLogin(input: $input) {\n      id\n    }\n  }\n"): typeof import('./graphql').LogbookLinkWalletDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query MachinesNewest {\n    viewer {\n      recommendation {\n        newest(input: { first: 40 }) {\n          edges {\n            node {\n              shortHash\n              title\n              language\n              author {\n                userName\n              }\n            }\n          }\n        }\n      }\n    }\n  }\n"): typeof import('./graphql').MachinesNewestDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query MachinesUserArticles($userName: String!) {\n    user(input: { userName: $userName }) {\n      articles(input: { first: 3 }) {\n        edges {\n          node {\n            shortHash\n          }\n        }\n      }\n    }\n  }\n"): typeof import('./graphql').MachinesUserArticlesDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation MomentImagesPost($input: PutMomentInput!) {\n    putMoment(input: $input) {\n      shortHash\n    }\n  }\n"): typeof import('./graphql').MomentImagesPostDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query MomentThreads($shortHash: String!, $first: Int) {\n    moment(input: { shortHash: $shortHash }) {\n      comments(input: { first: $first }) {\n        pageInfo {\n          endCursor\n        }\n        edges {\n          node {\n            id\n            comments(input: { first: 5 }) {\n              edges {\n                node {\n                  id\n                }\n              }\n            }\n          }\n        }\n      }\n    }\n  }\n"): typeof import('./graphql').MomentThreadsDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query MomentsViewer {\n    viewer {\n      id\n      userName\n    }\n  }\n"): typeof import('./graphql').MomentsViewerDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation MomentsPost($input: PutMomentInput!) {\n    putMoment(input: $input) {\n      id\n      shortHash\n    }\n  }\n"): typeof import('./graphql').MomentsPostDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation NarrowDraft($input: PutDraftInput!) {\n    putDraft(input: $input) {\n      id\n    }\n  }\n"): typeof import('./graphql').NarrowDraftDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation NarrowComment($input: PutCommentInput!) {\n    putComment(input: $input) {\n      id\n    }\n  }\n"): typeof import('./graphql').NarrowCommentDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation NarrowMoment($input: PutMomentInput!) {\n    putMoment(input: $input) {\n      shortHash\n    }\n  }\n"): typeof import('./graphql').NarrowMomentDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query NotificationsAlicesArticles {\n    user(input: { userName: \"alice\" }) {\n      id\n      articles(input: { first: 20 }) {\n        edges {\n          node {\n            id\n            shortHash\n            canComment\n          }\n        }\n      }\n    }\n  }\n"): typeof import('./graphql').NotificationsAlicesArticlesDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation NotificationsPost($input: PutCommentInput!) {\n    putComment(input: $input) {\n      id\n    }\n  }\n"): typeof import('./graphql').NotificationsPostDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation NotificationsMarkAllRead {\n    markAllNoticesAsRead\n  }\n"): typeof import('./graphql').NotificationsMarkAllReadDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query HeadNewestArticle {\n    viewer {\n      recommendation {\n        newest(input: { first: 1 }) {\n          edges {\n            node {\n              shortHash\n              title\n            }\n          }\n        }\n      }\n    }\n  }\n"): typeof import('./graphql').HeadNewestArticleDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query ReadingBobsArticles {\n    user(input: { userName: \"bob\" }) {\n      articles(input: { first: 20 }) {\n        edges {\n          node {\n            id\n            shortHash\n            title\n            canComment\n          }\n        }\n      }\n    }\n  }\n"): typeof import('./graphql').ReadingBobsArticlesDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query ReadingLastRead {\n    viewer {\n      activity {\n        history(input: { first: 1 }) {\n          edges {\n            node {\n              article {\n                id\n              }\n            }\n          }\n        }\n      }\n    }\n  }\n"): typeof import('./graphql').ReadingLastReadDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation ReadingPost($input: PutCommentInput!) {\n    putComment(input: $input) {\n      id\n    }\n  }\n"): typeof import('./graphql').ReadingPostDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query ReadingBobsNumbers($days: Int!) {\n    viewer {\n      analytics {\n        summary(input: { days: $days }) {\n          reads\n          readers\n          days {\n            reads\n          }\n        }\n      }\n    }\n  }\n"): typeof import('./graphql').ReadingBobsNumbersDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query ReadingNewest($first: Int) {\n    viewer {\n      recommendation {\n        newest(input: { first: $first }) {\n          edges {\n            node {\n              shortHash\n              title\n              language\n              access {\n                type\n              }\n              author {\n                displayName\n              }\n            }\n          }\n        }\n      }\n    }\n  }\n"): typeof import('./graphql').ReadingNewestDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query ReadingAliceCollection {\n    user(input: { userName: \"alice\" }) {\n      collections(input: { first: 1 }) {\n        edges {\n          node {\n            id\n            articles(input: { first: 5, reversed: false }) {\n              edges {\n                node {\n                  shortHash\n                }\n              }\n            }\n          }\n        }\n      }\n    }\n  }\n"): typeof import('./graphql').ReadingAliceCollectionDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query ReadingPicks($random: Int) {\n    viewer {\n      recommendation {\n        authors(input: { first: 12, filter: { random: $random } }) {\n          edges {\n            node {\n              userName\n            }\n          }\n        }\n        tags(input: { first: 24, filter: { random: $random } }) {\n          edges {\n            node {\n              id\n              slug\n            }\n          }\n        }\n      }\n    }\n  }\n"): typeof import('./graphql').ReadingPicksDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query SettingsSpecViewer {\n    viewer {\n      id\n      userName\n      displayName\n      avatar\n      info {\n        email\n        description\n        profileCover\n      }\n    }\n  }\n"): typeof import('./graphql').SettingsSpecViewerDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query ShareSeededPages {\n    user(input: { userName: \"alice\" }) {\n      articles(input: { first: 1 }) {\n        edges {\n          node {\n            shortHash\n            tags {\n              id\n              slug\n            }\n          }\n        }\n      }\n      moments(input: { first: 1 }) {\n        edges {\n          node {\n            shortHash\n          }\n        }\n      }\n      collections(input: { first: 1 }) {\n        edges {\n          node {\n            id\n            articles(input: { first: 1 }) {\n              edges {\n                node {\n                  shortHash\n                }\n              }\n            }\n          }\n        }\n      }\n    }\n  }\n"): typeof import('./graphql').ShareSeededPagesDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query SocialBobsWork {\n    user(input: { userName: \"bob\" }) {\n      id\n      displayName\n      articles(input: { first: 1 }) {\n        edges {\n          node {\n            id\n            shortHash\n            title\n            appreciationsReceivedTotal\n            bookmarkCount\n            tags {\n              id\n              content\n              slug\n            }\n          }\n        }\n      }\n    }\n  }\n"): typeof import('./graphql').SocialBobsWorkDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation SocialUnfollow($id: ID!) {\n    toggleFollowUser(input: { id: $id, enabled: false }) {\n      id\n    }\n  }\n"): typeof import('./graphql').SocialUnfollowDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query SupportAliceArticles($first: Int!) {\n    user(input: { userName: \"alice\" }) {\n      id\n      articles(input: { first: $first }) {\n        edges {\n          node {\n            id\n            shortHash\n          }\n        }\n      }\n    }\n  }\n"): typeof import('./graphql').SupportAliceArticlesDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query SupportSupporters($shortHash: String!) {\n    article(input: { shortHash: $shortHash }) {\n      id\n      donations(input: { first: 50 }) {\n        edges {\n          node {\n            id\n            sender {\n              id\n              userName\n            }\n          }\n        }\n      }\n    }\n  }\n"): typeof import('./graphql').SupportSupportersDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation SupportDonationTexts($id: ID!, $reply: String!) {\n    editArticle(input: { id: $id, requestForDonation: \"Every cup of tea helps.\", replyToDonator: $reply }) {\n      id\n    }\n  }\n"): typeof import('./graphql').SupportDonationTextsDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query TranslationWorks($userName: String!) {\n    user(input: { userName: $userName }) {\n      articles(input: { first: 50 }) {\n        edges {\n          node {\n            shortHash\n            title\n            language\n            revisionCount\n            commentCount\n          }\n        }\n      }\n      moments(input: { first: 20 }) {\n        edges {\n          node {\n            shortHash\n            content\n          }\n        }\n      }\n    }\n  }\n"): typeof import('./graphql').TranslationWorksDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query TranslationOfArticle($shortHash: String!) {\n    article(input: { shortHash: $shortHash }) {\n      title\n      contents {\n        html\n      }\n      translation(input: { language: zh_hant }) {\n        title\n        content\n        model\n      }\n      comments(input: { first: 20 }) {\n        edges {\n          node {\n            content\n            translation(input: { language: zh_hant }) {\n              content\n            }\n          }\n        }\n      }\n    }\n  }\n"): typeof import('./graphql').TranslationOfArticleDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query TranslationEnglishWorks {\n    user(input: { userName: \"alice\" }) {\n      articles(input: { first: 20 }) {\n        edges {\n          node {\n            shortHash\n            title\n            language\n          }\n        }\n      }\n    }\n  }\n"): typeof import('./graphql').TranslationEnglishWorksDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query UsdtAliceArticle {\n    user(input: { userName: \"alice\" }) {\n      id\n      displayName\n      articles(input: { first: 1 }) {\n        edges {\n          node {\n            shortHash\n          }\n        }\n      }\n    }\n  }\n"): typeof import('./graphql').UsdtAliceArticleDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query UsdtViewerId {\n    viewer {\n      id\n    }\n  }\n"): typeof import('./graphql').UsdtViewerIdDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation UsdtSigningMessage($address: String!) {\n    generateSigningMessage(input: { address: $address, purpose: connect }) {\n      nonce\n      signingMessage\n    }\n  }\n"): typeof import('./graphql').UsdtSigningMessageDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation UsdtLinkWallet($input: WalletLoginInput!) {\n    addWalletLogin(input: $input) {\n      id\n    }\n  }\n"): typeof import('./graphql').UsdtLinkWalletDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query UsdtTransactions {\n    viewer {\n      wallet {\n        transactions(input: { first: 5, filter: { currency: USDT } }) {\n          edges {\n            node {\n              state\n              amount\n              currency\n              blockchainTx {\n                chain\n                txHash\n              }\n            }\n          }\n        }\n      }\n    }\n  }\n"): typeof import('./graphql').UsdtTransactionsDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query VisitorWallSeededArticle {\n    user(input: { userName: \"alice\" }) {\n      articles(input: { first: 1 }) {\n        edges {\n          node {\n            shortHash\n          }\n        }\n      }\n    }\n  }\n"): typeof import('./graphql').VisitorWallSeededArticleDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query VisitorWallArticleContents($shortHash: String!) {\n    article(input: { shortHash: $shortHash }) {\n      contents {\n        html\n      }\n    }\n  }\n"): typeof import('./graphql').VisitorWallArticleContentsDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query WalletJourneyNoraArticle {\n    user(input: { userName: \"nora_l\" }) {\n      articles(input: { first: 1 }) {\n        edges {\n          node {\n            shortHash\n            title\n          }\n        }\n      }\n    }\n  }\n"): typeof import('./graphql').WalletJourneyNoraArticleDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation WritingNewDraft($input: PutDraftInput!) {\n    putDraft(input: $input) {\n      id\n      updatedAt\n    }\n  }\n"): typeof import('./graphql').WritingNewDraftDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query WritingStoredDraft($id: ID!) {\n    node(input: { id: $id }) {\n      ... on Draft {\n        id\n        title\n        content\n        tags\n        cover\n        updatedAt\n        publishState\n      }\n    }\n  }\n"): typeof import('./graphql').WritingStoredDraftDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query WritingViewer {\n    viewer {\n      id\n    }\n  }\n"): typeof import('./graphql').WritingViewerDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query WritingDraftCount {\n    viewer {\n      drafts(input: { first: 1 }) {\n        totalCount\n      }\n    }\n  }\n"): typeof import('./graphql').WritingDraftCountDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query WritingTag($key: String!) {\n    search(input: { key: $key, type: Tag, first: 5 }) {\n      edges {\n        node {\n          ... on Tag {\n            id\n            content\n            slug\n          }\n        }\n      }\n    }\n  }\n"): typeof import('./graphql').WritingTagDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query WritingVersions($shortHash: String!) {\n    article(input: { shortHash: $shortHash }) {\n      state\n      revisionCount\n      versions(input: { first: 10 }) {\n        totalCount\n      }\n    }\n  }\n"): typeof import('./graphql').WritingVersionsDocument;


export function graphql(source: string) {
  return (documents as any)[source] ?? {};
}

// After the load: does the database hold what the people were told? Every count the site keeps
// or shows against the rows behind it (the whole database's, and through the API for what the
// run touched), what each person's last answer said against the rows (follows, bookmarks,
// comments, publishes, payments), every published draft's article and search entry, and the
// ledger (tests/support/ledger-figures.ts). Each check prints its numbers.
import type { DatabaseSync } from "node:sqlite";
import { ledgerFigures, ledgerProblems } from "../support/ledger-figures.ts";
import type { Ledger } from "./people.ts";

export type Check = { name: string; figures: string; ok: boolean };

/** What the API showed, read just before the server stopped. */
export type ApiCounts = {
  articles: Map<number, { commentCount: number; bookmarkCount: number; appreciationsReceivedTotal: number }>;
  followers: Map<number, number>;
};

const num = (db: DatabaseSync, sql: string, ...params: (number | string)[]) =>
  Number((db.prepare(sql).get(...params) as { n: number | null } | undefined)?.n ?? 0);

export function reconcile(db: DatabaseSync, ledger: Ledger, api: ApiCounts): Check[] {
  const checks: Check[] = [];
  const check = (name: string, figures: string, ok: boolean) => checks.push({ name, figures, ok });
  const runEmails = `load-${ledger.runId}-%@example.com`;
  const runUsers = `SELECT id FROM users WHERE email LIKE '${runEmails.replaceAll("'", "''")}'`;

  // counts kept in rows, over the whole database
  const kept = (name: string, table: string, column: string, rows: string) => {
    const total = db.prepare(`SELECT count(*) AS n, coalesce(sum(${column}), 0) AS kept FROM ${table} t`).get() as {
      n: number;
      kept: number;
    };
    const behind = num(db, `SELECT coalesce(sum(${rows}), 0) AS n FROM ${table} t`);
    const differing = num(db, `SELECT count(*) AS n FROM ${table} t WHERE t.${column} != ${rows}`);
    check(
      name,
      `${differing} of ${total.n} differ; kept ${total.kept}, rows ${behind}`,
      differing === 0 && total.kept === behind,
    );
  };
  kept(
    "article comment counts = their active comments",
    "articles",
    "comment_count",
    "(SELECT count(*) FROM comments c WHERE c.type = 'article' AND c.target_id = t.id AND c.state = 'active')",
  );
  kept(
    "article bookmark counts = their bookmarks",
    "articles",
    "bookmark_count",
    "(SELECT count(*) FROM article_bookmarks b WHERE b.article_id = t.id)",
  );
  kept(
    "article appreciation totals = their appreciations",
    "articles",
    "appreciation_total",
    "(SELECT coalesce(sum(p.amount), 0) FROM appreciations p WHERE p.article_id = t.id)",
  );
  kept(
    "moment comment counts = their active comments",
    "moments",
    "comment_count",
    "(SELECT count(*) FROM comments c WHERE c.type = 'moment' AND c.target_id = t.id AND c.state = 'active')",
  );
  kept(
    "moment like counts = their likes",
    "moments",
    "like_count",
    "(SELECT count(*) FROM moment_likes l WHERE l.moment_id = t.id)",
  );
  kept(
    "collection like counts = their likes",
    "collections",
    "like_count",
    "(SELECT count(*) FROM collection_likes l WHERE l.collection_id = t.id)",
  );
  // the run's own tag only: the seed writes tag counts of its own making
  const runTag = `load-${ledger.runId}`.replaceAll("'", "''");
  const tagRows = `(SELECT count(*) FROM article_tags x JOIN articles a ON a.id = x.article_id
    WHERE x.tag_id = t.id AND a.state = 'active')`;
  const tagCounts = db
    .prepare(`SELECT count(*) AS n, coalesce(sum(t.num_articles), 0) AS kept, coalesce(sum(${tagRows}), 0) AS rows,
      coalesce(sum(t.num_articles != ${tagRows}), 0) AS differing FROM tags t WHERE lower(t.content) = lower('${runTag}')`)
    .get() as { n: number; kept: number; rows: number; differing: number };
  check(
    "the run's tag: articles counted = its active articles",
    `${tagCounts.n} tag, ${tagCounts.kept} counted, ${tagCounts.rows} rows`,
    tagCounts.differing === 0,
  );

  // nothing half-written, over the whole database
  const versionless = num(
    db,
    "SELECT count(*) AS n FROM articles a WHERE NOT EXISTS (SELECT 1 FROM article_versions v WHERE v.article_id = a.id)",
  );
  const unindexedSearch = num(
    db,
    "SELECT count(*) AS n FROM search_articles s WHERE NOT EXISTS (SELECT 1 FROM articles a WHERE a.id = s.rowid)",
  );
  const pendingWithArticle = num(
    db,
    "SELECT count(*) AS n FROM drafts WHERE publish_state != 'published' AND article_id IS NOT NULL",
  );
  check(
    "no article without a version, no search entry without its article, no unpublished draft naming an article",
    `${versionless} articles, ${unindexedSearch} entries, ${pendingWithArticle} drafts`,
    versionless === 0 && unindexedSearch === 0 && pendingWithArticle === 0,
  );

  // what the API showed for what the run touched, against the rows
  let articleDiffs = 0;
  for (const [id, shown] of api.articles) {
    const rows = {
      comments: num(
        db,
        "SELECT count(*) AS n FROM comments WHERE type = 'article' AND target_id = ? AND state = 'active'",
        id,
      ),
      bookmarks: num(db, "SELECT count(*) AS n FROM article_bookmarks WHERE article_id = ?", id),
      appreciations: num(db, "SELECT coalesce(sum(amount), 0) AS n FROM appreciations WHERE article_id = ?", id),
    };
    if (
      shown.commentCount !== rows.comments ||
      shown.bookmarkCount !== rows.bookmarks ||
      shown.appreciationsReceivedTotal !== rows.appreciations
    ) {
      articleDiffs += 1;
    }
  }
  check(
    "the API's comment, bookmark and appreciation counts of touched articles = rows",
    `${articleDiffs} of ${api.articles.size} articles differ`,
    articleDiffs === 0,
  );
  let followerDiffs = 0;
  for (const [id, shown] of api.followers) {
    if (shown !== num(db, "SELECT count(*) AS n FROM follows WHERE followee_id = ?", id)) followerDiffs += 1;
  }
  check(
    "the API's follower counts of followed authors = follow rows",
    `${followerDiffs} of ${api.followers.size} authors differ`,
    followerDiffs === 0,
  );

  // each person's last answer against the rows
  const pairs = (name: string, states: Map<string, boolean>, sql: string) => {
    let wrong = 0;
    let on = 0;
    for (const [key, expected] of states) {
      const [a = 0, b = 0] = key.split(":").map(Number);
      const present = num(db, sql, a, b) > 0;
      if (expected) on += 1;
      if (present !== expected) wrong += 1;
    }
    check(name, `${states.size} pairs, ${on} on at the last answer, ${wrong} rows disagree`, wrong === 0);
  };
  pairs(
    "follows = the last answer of each follow or unfollow",
    ledger.follows,
    "SELECT count(*) AS n FROM follows WHERE follower_id = ? AND followee_id = ?",
  );
  pairs(
    "bookmarks = the last answer of each bookmark toggle",
    ledger.bookmarks,
    "SELECT count(*) AS n FROM article_bookmarks WHERE user_id = ? AND article_id = ?",
  );
  const lost = ledger.lost;
  const within = (rows: number, answered: number, unknown: number) => rows >= answered && rows <= answered + unknown;
  const lostNote = (n: number) => (n ? ` (+ up to ${n} whose answer the kill took)` : "");
  const commentRows = num(db, `SELECT count(*) AS n FROM comments WHERE author_id IN (${runUsers})`);
  check(
    "comments written = comments answered",
    `${ledger.comments} answered${lostNote(lost.comments)}, ${commentRows} rows`,
    within(commentRows, ledger.comments, lost.comments),
  );

  // publishing: every published draft has its article and search entry
  const drafts = db
    .prepare(
      `SELECT d.id, d.publish_state AS state, d.article_id AS articleId,
        (SELECT a.state FROM articles a WHERE a.id = d.article_id) AS articleState,
        (SELECT count(*) FROM search_articles s WHERE s.rowid = d.article_id) AS indexed
       FROM drafts d WHERE d.author_id IN (${runUsers})`,
    )
    .all() as { id: number; state: string; articleId: number | null; articleState: string | null; indexed: number }[];
  const published = drafts.filter((d) => d.state === "published");
  const whole = published.filter((d) => d.articleId !== null && d.articleState === "active" && d.indexed === 1);
  const failed = drafts.filter((d) => d.state === "error").length;
  // a publish the kill cut between its claim and its batch leaves the draft pending, with no
  // article; publishing it again reclaims it once the claim is stale
  const pending = drafts.filter((d) => d.state === "pending");
  const answeredMatch = [...ledger.published].every(([draft, article]) =>
    published.some((d) => d.id === draft && d.articleId === article),
  );
  check(
    "every published draft has its active article and one search entry",
    `${drafts.length} drafts, ${published.length} published (${ledger.published.size} answered so${lostNote(lost.publishes)}), ${whole.length} with article and search entry, ${pending.length} pending, ${failed} failed; ${ledger.publishRefused} publishes refused by the limit`,
    within(published.length, ledger.published.size, lost.publishes) &&
      whole.length === published.length &&
      failed === 0 &&
      pending.length <= lost.publishes - (published.length - ledger.published.size) &&
      pending.every((d) => d.articleId === null) &&
      answeredMatch,
  );
  const allPublished = num(
    db,
    `SELECT count(*) AS n FROM drafts d WHERE d.publish_state = 'published' AND (d.article_id IS NULL
      OR NOT EXISTS (SELECT 1 FROM articles a WHERE a.id = d.article_id))`,
  );
  const activeUnindexed = num(
    db,
    "SELECT count(*) AS n FROM articles a WHERE a.state = 'active' AND NOT EXISTS (SELECT 1 FROM search_articles s WHERE s.rowid = a.id)",
  );
  check(
    "no published draft without its article, no active article without a search entry (whole database)",
    `${allPublished} drafts, ${activeUnindexed} articles`,
    allPublished === 0 && activeUnindexed === 0,
  );

  // money
  const paid = num(
    db,
    "SELECT count(*) AS n FROM transactions WHERE purpose = 'donation' AND state = 'succeeded' AND message = ?",
    `load ${ledger.runId}`,
  );
  check(
    "supports recorded = supports answered",
    `${ledger.payments} answered${lostNote(lost.payments)}, ${paid} succeeded transactions; ${ledger.paymentsRefused} refused (balance or daily limit)`,
    within(paid, ledger.payments, lost.payments),
  );
  const toppedUp = num(
    db,
    `SELECT count(*) AS n FROM transactions WHERE purpose = 'addCredit' AND state = 'succeeded' AND recipient_id IN (${runUsers})`,
  );
  check(
    "top-ups recorded = top-ups charged",
    `${ledger.topUps} charged${lostNote(lost.topUps)}, ${toppedUp} succeeded`,
    within(toppedUp, ledger.topUps, lost.topUps),
  );
  // circles: each person's last answer against their membership, and each month charged
  let memberWrong = 0;
  let known = 0;
  for (const [pair, standing] of ledger.memberships) {
    if (standing === "unknown") continue;
    known += 1;
    const [userId = 0, circleId = 0] = pair.split(":").map(Number);
    const row = db
      .prepare("SELECT state, cancel_at_period_end AS leaving FROM circle_members WHERE user_id = ? AND circle_id = ?")
      .get(userId, circleId) as { state: string; leaving: number } | undefined;
    const expected = standing === "member" ? 0 : 1;
    if (row?.state !== "active" || row.leaving !== expected) memberWrong += 1;
  }
  check(
    "memberships = the last answer of each subscribe or unsubscribe",
    `${ledger.memberships.size} people and circles, ${known} answered, ${memberWrong} rows disagree`,
    memberWrong === 0,
  );
  const charged = num(
    db,
    `SELECT count(*) AS n FROM transactions WHERE purpose = 'subscriptionSplit' AND state = 'succeeded'
      AND sender_id IN (${runUsers})`,
  );
  const unpaid = num(
    db,
    `SELECT count(*) AS n FROM circle_members m WHERE m.user_id IN (${runUsers}) AND m.state = 'active'
      AND NOT EXISTS (SELECT 1 FROM transactions t WHERE t.purpose = 'subscriptionSplit' AND t.state = 'succeeded'
        AND t.sender_id = m.user_id AND t.target_type = 'Circle' AND t.target_id = m.circle_id)`,
  );
  check(
    "subscriptions charged = subscriptions answered, and no membership without its month paid",
    `${ledger.subscriptions} answered${lostNote(lost.subscriptions)}, ${charged} charged; ${unpaid} unpaid memberships; ${ledger.subscriptionsRefused} refused (balance or daily limit)`,
    within(charged, ledger.subscriptions, lost.subscriptions) && unpaid === 0,
  );
  const figures = ledgerFigures(db);
  const problems = ledgerProblems(figures);
  check(
    "the ledger (entries sum to 0, balances = entries, none negative) and the file (integrity, foreign keys)",
    `sum ${figures["sum of all entries"]}, ${figures.entries} entries, ${figures.transactions} transactions, ${figures["negative balances"]} negative balances${problems.length ? `; ${problems.join(", ")}` : ""}`,
    problems.length === 0,
  );
  return checks;
}

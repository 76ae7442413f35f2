-- The hottest ranking's stored score (lib/db/queries/hottest.ts explains the formula and its
-- units): each article's hot_score, copied to its article_tags and channel_articles rows so that a
-- scope's ranking is an index range. Triggers keep it up to date with every counted event, so no
-- write path can forget it, and the backfill scores the events already stored.
ALTER TABLE `articles` ADD `hot_score` integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE `articles` ADD `hot_at` integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE `article_tags` ADD `hot_score` integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE `article_tags` ADD `hot_at` integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE `channel_articles` ADD `hot_score` integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE `channel_articles` ADD `hot_at` integer DEFAULT 0 NOT NULL;--> statement-breakpoint
-- Backfill: every counted event as its point p = t + H × log2(weight), summed per article around
-- the article's largest point m (every exponent ≤ 0, so nothing overflows):
-- hot_score = m + H × log2(Σ 2^((p − m)/H)). The same events the triggers below count.
WITH events(article_id, p, t) AS (
  SELECT article_id, read_at, read_at FROM read_history
  UNION ALL
  SELECT article_id, created_at + 259200000.0, created_at FROM appreciations
    WHERE article_id IS NOT NULL AND purpose <> 'systemSubsidy'
  UNION ALL
  SELECT target_id, created_at + 259200000.0 * log2(3), created_at FROM comments
    WHERE type = 'article' AND state IN ('active', 'collapsed')
  UNION ALL
  SELECT target_id, created_at + 259200000.0 * log2(5), created_at FROM transactions
    WHERE target_type = 'Article' AND target_id IS NOT NULL AND purpose = 'donation' AND state = 'succeeded'
),
tops AS (SELECT article_id, max(p) AS m, max(t) AS at FROM events GROUP BY article_id),
scores AS (
  SELECT e.article_id, CAST(round(t.m + 259200000.0 * log2(sum(pow(2.0, (e.p - t.m) / 259200000.0)))) AS INTEGER) AS score, t.at
  FROM events e JOIN tops t ON t.article_id = e.article_id
  GROUP BY e.article_id
)
UPDATE articles SET hot_score = scores.score, hot_at = scores.at FROM scores WHERE articles.id = scores.article_id;--> statement-breakpoint
UPDATE article_tags SET hot_score = a.hot_score, hot_at = a.hot_at
  FROM articles a WHERE a.id = article_tags.article_id AND a.hot_score <> 0;--> statement-breakpoint
UPDATE channel_articles SET hot_score = a.hot_score, hot_at = a.hot_at
  FROM articles a WHERE a.id = channel_articles.article_id AND a.hot_score <> 0;--> statement-breakpoint
CREATE INDEX `article_tags_tag_hot_idx` ON `article_tags` (`tag_id`,`hot_score`,`article_id`,`hot_at`);--> statement-breakpoint
CREATE INDEX `article_tags_tag_article_idx` ON `article_tags` (`tag_id`,`article_id`,`hot_score`,`hot_at`);--> statement-breakpoint
CREATE INDEX `article_tags_hot_at_idx` ON `article_tags` (`hot_at`,`tag_id`);--> statement-breakpoint
CREATE INDEX `channel_articles_channel_hot_idx` ON `channel_articles` (`channel_id`,`hot_score`,`article_id`,`hot_at`);--> statement-breakpoint
CREATE INDEX `channel_articles_channel_article_idx` ON `channel_articles` (`channel_id`,`article_id`,`hot_score`,`hot_at`);--> statement-breakpoint
CREATE INDEX `channel_articles_hot_at_idx` ON `channel_articles` (`hot_at`,`channel_id`);--> statement-breakpoint
-- The article's score follows it into every tag and channel, including ones it joins later.
CREATE TRIGGER `hot_copy_to_scopes` AFTER UPDATE OF hot_score, hot_at ON articles
  WHEN NEW.hot_score <> OLD.hot_score OR NEW.hot_at <> OLD.hot_at
BEGIN
  UPDATE article_tags SET hot_score = NEW.hot_score, hot_at = NEW.hot_at WHERE article_id = NEW.id;
  UPDATE channel_articles SET hot_score = NEW.hot_score, hot_at = NEW.hot_at WHERE article_id = NEW.id;
END;--> statement-breakpoint
CREATE TRIGGER `hot_tag_insert` AFTER INSERT ON article_tags
BEGIN
  UPDATE article_tags SET (hot_score, hot_at) = (SELECT hot_score, hot_at FROM articles WHERE id = NEW.article_id)
  WHERE article_id = NEW.article_id AND tag_id = NEW.tag_id;
END;--> statement-breakpoint
CREATE TRIGGER `hot_channel_insert` AFTER INSERT ON channel_articles
BEGIN
  UPDATE channel_articles SET (hot_score, hot_at) = (SELECT hot_score, hot_at FROM articles WHERE id = NEW.article_id)
  WHERE channel_id = NEW.channel_id AND article_id = NEW.article_id;
END;--> statement-breakpoint
-- Each counted event adds its point to the article's score, and a withdrawn one (a comment
-- deleted or hidden, a donation refunded, a row purged) takes it out again: in the terms of the
-- backfill, s' = m + H × log2(2^((s − m)/H) ∓ 2^((p − m)/H)) with m the larger of s and the point
-- added, so again no exponent is positive. A sum left under a millionth of m's term is rounding
-- (its events, if any, are over 20 half-lives older than the removed one): the article has no
-- score left. A re-read moves the reader's one read to its new time. hot_at is the latest event
-- time counted (never the clock of the write), so a ranking can tell which scores moved after
-- its instant. A withdrawal leaves it, as the windowed formula never saw withdrawn events either.
CREATE TRIGGER `hot_read_insert` AFTER INSERT ON read_history
BEGIN
  UPDATE articles SET hot_score = (SELECT iif(total > 1e-6, CAST(round(m + H * log2(total)) AS INTEGER), 0)
    FROM (SELECT m, H, iif(articles.hot_score <> 0, pow(2.0, (articles.hot_score - m) / H), 0) + pow(2.0, (NEW.read_at - m) / H) AS total
      FROM (SELECT max(articles.hot_score, NEW.read_at) AS m, 259200000.0 AS H))),
  hot_at = max(hot_at, NEW.read_at)
  WHERE id = NEW.article_id;
END;--> statement-breakpoint
CREATE TRIGGER `hot_read_again` AFTER UPDATE OF read_at ON read_history WHEN NEW.read_at <> OLD.read_at
BEGIN
  UPDATE articles SET hot_score = (SELECT iif(total > 1e-6, CAST(round(m + H * log2(total)) AS INTEGER), 0)
    FROM (SELECT m, H, iif(articles.hot_score <> 0, pow(2.0, (articles.hot_score - m) / H), 0) - pow(2.0, (OLD.read_at - m) / H) + pow(2.0, (NEW.read_at - m) / H) AS total
      FROM (SELECT max(articles.hot_score, NEW.read_at) AS m, 259200000.0 AS H))),
  hot_at = max(hot_at, NEW.read_at)
  WHERE id = NEW.article_id;
END;--> statement-breakpoint
CREATE TRIGGER `hot_read_delete` AFTER DELETE ON read_history
BEGIN
  UPDATE articles SET hot_score = (SELECT iif(total > 1e-6, CAST(round(m + H * log2(total)) AS INTEGER), 0)
    FROM (SELECT m, H, iif(articles.hot_score <> 0, pow(2.0, (articles.hot_score - m) / H), 0) - pow(2.0, (OLD.read_at - m) / H) AS total
      FROM (SELECT articles.hot_score AS m, 259200000.0 AS H)))
  WHERE id = OLD.article_id;
END;--> statement-breakpoint
CREATE TRIGGER `hot_appreciation_insert` AFTER INSERT ON appreciations WHEN NEW.article_id IS NOT NULL AND NEW.purpose <> 'systemSubsidy'
BEGIN
  UPDATE articles SET hot_score = (SELECT iif(total > 1e-6, CAST(round(m + H * log2(total)) AS INTEGER), 0)
    FROM (SELECT m, H, iif(articles.hot_score <> 0, pow(2.0, (articles.hot_score - m) / H), 0) + pow(2.0, (NEW.created_at + 259200000.0 - m) / H) AS total
      FROM (SELECT max(articles.hot_score, NEW.created_at + 259200000.0) AS m, 259200000.0 AS H))),
  hot_at = max(hot_at, NEW.created_at)
  WHERE id = NEW.article_id;
END;--> statement-breakpoint
CREATE TRIGGER `hot_appreciation_delete` AFTER DELETE ON appreciations WHEN OLD.article_id IS NOT NULL AND OLD.purpose <> 'systemSubsidy'
BEGIN
  UPDATE articles SET hot_score = (SELECT iif(total > 1e-6, CAST(round(m + H * log2(total)) AS INTEGER), 0)
    FROM (SELECT m, H, iif(articles.hot_score <> 0, pow(2.0, (articles.hot_score - m) / H), 0) - pow(2.0, (OLD.created_at + 259200000.0 - m) / H) AS total
      FROM (SELECT articles.hot_score AS m, 259200000.0 AS H)))
  WHERE id = OLD.article_id;
END;--> statement-breakpoint
CREATE TRIGGER `hot_comment_insert` AFTER INSERT ON comments WHEN NEW.type = 'article' AND NEW.state IN ('active', 'collapsed')
BEGIN
  UPDATE articles SET hot_score = (SELECT iif(total > 1e-6, CAST(round(m + H * log2(total)) AS INTEGER), 0)
    FROM (SELECT m, H, iif(articles.hot_score <> 0, pow(2.0, (articles.hot_score - m) / H), 0) + pow(2.0, (NEW.created_at + 259200000.0 * log2(3) - m) / H) AS total
      FROM (SELECT max(articles.hot_score, NEW.created_at + 259200000.0 * log2(3)) AS m, 259200000.0 AS H))),
  hot_at = max(hot_at, NEW.created_at)
  WHERE id = NEW.target_id;
END;--> statement-breakpoint
CREATE TRIGGER `hot_comment_counted` AFTER UPDATE OF state ON comments WHEN NEW.type = 'article' AND NEW.state IN ('active', 'collapsed') AND NOT (OLD.type = 'article' AND OLD.state IN ('active', 'collapsed'))
BEGIN
  UPDATE articles SET hot_score = (SELECT iif(total > 1e-6, CAST(round(m + H * log2(total)) AS INTEGER), 0)
    FROM (SELECT m, H, iif(articles.hot_score <> 0, pow(2.0, (articles.hot_score - m) / H), 0) + pow(2.0, (NEW.created_at + 259200000.0 * log2(3) - m) / H) AS total
      FROM (SELECT max(articles.hot_score, NEW.created_at + 259200000.0 * log2(3)) AS m, 259200000.0 AS H))),
  hot_at = max(hot_at, NEW.created_at)
  WHERE id = NEW.target_id;
END;--> statement-breakpoint
CREATE TRIGGER `hot_comment_uncounted` AFTER UPDATE OF state ON comments WHEN OLD.type = 'article' AND OLD.state IN ('active', 'collapsed') AND NOT (NEW.type = 'article' AND NEW.state IN ('active', 'collapsed'))
BEGIN
  UPDATE articles SET hot_score = (SELECT iif(total > 1e-6, CAST(round(m + H * log2(total)) AS INTEGER), 0)
    FROM (SELECT m, H, iif(articles.hot_score <> 0, pow(2.0, (articles.hot_score - m) / H), 0) - pow(2.0, (OLD.created_at + 259200000.0 * log2(3) - m) / H) AS total
      FROM (SELECT articles.hot_score AS m, 259200000.0 AS H)))
  WHERE id = OLD.target_id;
END;--> statement-breakpoint
CREATE TRIGGER `hot_comment_delete` AFTER DELETE ON comments WHEN OLD.type = 'article' AND OLD.state IN ('active', 'collapsed')
BEGIN
  UPDATE articles SET hot_score = (SELECT iif(total > 1e-6, CAST(round(m + H * log2(total)) AS INTEGER), 0)
    FROM (SELECT m, H, iif(articles.hot_score <> 0, pow(2.0, (articles.hot_score - m) / H), 0) - pow(2.0, (OLD.created_at + 259200000.0 * log2(3) - m) / H) AS total
      FROM (SELECT articles.hot_score AS m, 259200000.0 AS H)))
  WHERE id = OLD.target_id;
END;--> statement-breakpoint
CREATE TRIGGER `hot_donation_insert` AFTER INSERT ON transactions WHEN NEW.target_type = 'Article' AND NEW.target_id IS NOT NULL AND NEW.purpose = 'donation' AND NEW.state = 'succeeded'
BEGIN
  UPDATE articles SET hot_score = (SELECT iif(total > 1e-6, CAST(round(m + H * log2(total)) AS INTEGER), 0)
    FROM (SELECT m, H, iif(articles.hot_score <> 0, pow(2.0, (articles.hot_score - m) / H), 0) + pow(2.0, (NEW.created_at + 259200000.0 * log2(5) - m) / H) AS total
      FROM (SELECT max(articles.hot_score, NEW.created_at + 259200000.0 * log2(5)) AS m, 259200000.0 AS H))),
  hot_at = max(hot_at, NEW.created_at)
  WHERE id = NEW.target_id;
END;--> statement-breakpoint
CREATE TRIGGER `hot_donation_counted` AFTER UPDATE OF state ON transactions WHEN NEW.target_type = 'Article' AND NEW.target_id IS NOT NULL AND NEW.purpose = 'donation' AND NEW.state = 'succeeded' AND NOT (OLD.target_type = 'Article' AND OLD.target_id IS NOT NULL AND OLD.purpose = 'donation' AND OLD.state = 'succeeded')
BEGIN
  UPDATE articles SET hot_score = (SELECT iif(total > 1e-6, CAST(round(m + H * log2(total)) AS INTEGER), 0)
    FROM (SELECT m, H, iif(articles.hot_score <> 0, pow(2.0, (articles.hot_score - m) / H), 0) + pow(2.0, (NEW.created_at + 259200000.0 * log2(5) - m) / H) AS total
      FROM (SELECT max(articles.hot_score, NEW.created_at + 259200000.0 * log2(5)) AS m, 259200000.0 AS H))),
  hot_at = max(hot_at, NEW.created_at)
  WHERE id = NEW.target_id;
END;--> statement-breakpoint
CREATE TRIGGER `hot_donation_uncounted` AFTER UPDATE OF state ON transactions WHEN OLD.target_type = 'Article' AND OLD.target_id IS NOT NULL AND OLD.purpose = 'donation' AND OLD.state = 'succeeded' AND NOT (NEW.target_type = 'Article' AND NEW.target_id IS NOT NULL AND NEW.purpose = 'donation' AND NEW.state = 'succeeded')
BEGIN
  UPDATE articles SET hot_score = (SELECT iif(total > 1e-6, CAST(round(m + H * log2(total)) AS INTEGER), 0)
    FROM (SELECT m, H, iif(articles.hot_score <> 0, pow(2.0, (articles.hot_score - m) / H), 0) - pow(2.0, (OLD.created_at + 259200000.0 * log2(5) - m) / H) AS total
      FROM (SELECT articles.hot_score AS m, 259200000.0 AS H)))
  WHERE id = OLD.target_id;
END;--> statement-breakpoint
CREATE TRIGGER `hot_donation_delete` AFTER DELETE ON transactions WHEN OLD.target_type = 'Article' AND OLD.target_id IS NOT NULL AND OLD.purpose = 'donation' AND OLD.state = 'succeeded'
BEGIN
  UPDATE articles SET hot_score = (SELECT iif(total > 1e-6, CAST(round(m + H * log2(total)) AS INTEGER), 0)
    FROM (SELECT m, H, iif(articles.hot_score <> 0, pow(2.0, (articles.hot_score - m) / H), 0) - pow(2.0, (OLD.created_at + 259200000.0 * log2(5) - m) / H) AS total
      FROM (SELECT articles.hot_score AS m, 259200000.0 AS H)))
  WHERE id = OLD.target_id;
END;--> statement-breakpoint
-- Statistics for the new indexes, as D1 advises after creating any: with the old indexes
-- analysed and these not, the planner took a new (tag, …) index for a tag's Latest list and
-- sorted the whole tag (25 ms became 165 ms on the 19k-article benchmark tag).
PRAGMA optimize;

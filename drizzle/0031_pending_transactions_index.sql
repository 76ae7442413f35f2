-- The waiting transactions by time: the every-minute cron rounds (top-ups left unpaid, chain
-- payments awaiting a receipt) read the few pending rows instead of scanning every transaction.
CREATE INDEX `transactions_pending_idx` ON `transactions` (`created_at`) WHERE "transactions"."state" = 'pending';
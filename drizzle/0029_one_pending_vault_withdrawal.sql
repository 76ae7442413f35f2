-- One vault release pending at a time per person (withdrawLockedTokens): a second asked for at the
-- same moment fails its insert and is answered with the first, so the operator never sends two.
CREATE UNIQUE INDEX `transactions_one_pending_vault_withdrawal` ON `transactions` (`recipient_id`) WHERE purpose = 'curationVaultWithdrawal' AND state = 'pending';
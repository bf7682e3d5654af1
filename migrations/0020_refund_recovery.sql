ALTER TABLE `ledger_entries` ADD `idempotency_key` text;--> statement-breakpoint
ALTER TABLE `ledger_entries` ADD `cancels_booking` integer DEFAULT false NOT NULL;--> statement-breakpoint
-- A member's cancellation refunds from before this column: their reason says so, and no staff made them.
UPDATE `ledger_entries` SET `cancels_booking` = 1
WHERE `kind` = 'refund' AND `recorded_by` IS NULL AND `reason` LIKE 'Cancelled at least % hours ahead';--> statement-breakpoint
-- A refund still pending gets the key it was asked with: the charge, what was refunded before it, its amount.
UPDATE `ledger_entries` SET `idempotency_key` = 'refund-' || `refund_of` || '-' || (
  SELECT coalesce(sum(-`earlier`.`amount_cents`), 0) FROM `ledger_entries` AS `earlier`
  WHERE `earlier`.`refund_of` = `ledger_entries`.`refund_of` AND `earlier`.`status` <> 'failed'
    AND `earlier`.`rowid` < `ledger_entries`.`rowid`
) || '-' || (-`amount_cents`)
WHERE `kind` = 'refund' AND `status` = 'pending' AND `refund_of` IS NOT NULL;

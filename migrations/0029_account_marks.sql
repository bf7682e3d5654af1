CREATE TABLE `account_marks` (
	`user_id` text NOT NULL,
	`kind` text NOT NULL,
	`hash` text NOT NULL,
	`created_at` text NOT NULL,
	PRIMARY KEY(`user_id`, `hash`),
	FOREIGN KEY (`user_id`) REFERENCES `users`(`id`) ON UPDATE no action ON DELETE no action,
	CONSTRAINT "account_marks_kind_check" CHECK("account_marks"."kind" IN ('email', 'customer'))
);
--> statement-breakpoint
CREATE INDEX `account_marks_hash_idx` ON `account_marks` (`hash`);--> statement-breakpoint
CREATE INDEX `ledger_recorded_by_idx` ON `ledger_entries` (`recorded_by`,`created_at`);
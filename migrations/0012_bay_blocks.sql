CREATE TABLE `bay_blocks` (
	`id` text PRIMARY KEY NOT NULL,
	`group_id` text NOT NULL,
	`bay_number` text NOT NULL,
	`block_date` text NOT NULL,
	`start_time` text NOT NULL,
	`end_time` text NOT NULL,
	`reason` text NOT NULL,
	`created_by` text,
	`created_at` text NOT NULL,
	FOREIGN KEY (`created_by`) REFERENCES `users`(`id`) ON UPDATE no action ON DELETE no action,
	CONSTRAINT "bay_blocks_date_check" CHECK("bay_blocks"."block_date" GLOB '[0-9][0-9][0-9][0-9]-[0-1][0-9]-[0-3][0-9]'),
	CONSTRAINT "bay_blocks_start_check" CHECK("bay_blocks"."start_time" GLOB '[0-9][0-9][0-9][0-9]-[0-1][0-9]-[0-3][0-9]T[0-2][0-9]:[0-5][0-9]:[0-5][0-9].[0-9][0-9][0-9]Z'),
	CONSTRAINT "bay_blocks_end_check" CHECK("bay_blocks"."end_time" GLOB '[0-9][0-9][0-9][0-9]-[0-1][0-9]-[0-3][0-9]T[0-2][0-9]:[0-5][0-9]:[0-5][0-9].[0-9][0-9][0-9]Z' AND "bay_blocks"."end_time" > "bay_blocks"."start_time")
);
--> statement-breakpoint
CREATE INDEX `bay_blocks_bay_start_idx` ON `bay_blocks` (`bay_number`,`start_time`);--> statement-breakpoint
CREATE INDEX `bay_blocks_date_idx` ON `bay_blocks` (`block_date`);--> statement-breakpoint
CREATE INDEX `bay_blocks_group_idx` ON `bay_blocks` (`group_id`);
CREATE TABLE `cash_ups` (
	`venue_date` text PRIMARY KEY NOT NULL,
	`expected_cash_cents` integer NOT NULL,
	`counted_cents` integer NOT NULL,
	`counted_by` text NOT NULL,
	`counted_at` text NOT NULL,
	`note` text,
	FOREIGN KEY (`counted_by`) REFERENCES `users`(`id`) ON UPDATE no action ON DELETE no action,
	CONSTRAINT "cash_ups_date_check" CHECK("cash_ups"."venue_date" GLOB '[0-9][0-9][0-9][0-9]-[0-1][0-9]-[0-3][0-9]'),
	CONSTRAINT "cash_ups_counted_at_check" CHECK("cash_ups"."counted_at" GLOB '[0-9][0-9][0-9][0-9]-[0-1][0-9]-[0-3][0-9]T[0-2][0-9]:[0-5][0-9]:[0-5][0-9].[0-9][0-9][0-9]Z'),
	CONSTRAINT "cash_ups_counted_check" CHECK("cash_ups"."counted_cents" >= 0)
);

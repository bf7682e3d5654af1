-- Closest-to-the-pin and long-drive contests (docs/competitions.md): their attempts, and
-- competitions rebuilt so the format's CHECK takes 'closest' and 'longest' (a CHECK on an existing
-- column needs a rebuild) with the new columns contest_attempts and contest_hole, null on every
-- competition before it (all stroke play).
CREATE TABLE `contest_attempts` (
	`id` text PRIMARY KEY NOT NULL,
	`round_id` text NOT NULL,
	`entry_id` text NOT NULL,
	`number` integer NOT NULL,
	`distance_tenths` integer,
	`entered_by` text NOT NULL,
	`attested_by` text,
	`attested_at` text,
	`created_at` text NOT NULL,
	`updated_at` text NOT NULL,
	FOREIGN KEY (`round_id`) REFERENCES `competition_rounds`(`id`) ON UPDATE no action ON DELETE no action,
	FOREIGN KEY (`entry_id`) REFERENCES `competition_entries`(`id`) ON UPDATE no action ON DELETE no action,
	FOREIGN KEY (`entered_by`) REFERENCES `users`(`id`) ON UPDATE no action ON DELETE no action,
	FOREIGN KEY (`attested_by`) REFERENCES `users`(`id`) ON UPDATE no action ON DELETE no action,
	CONSTRAINT "contest_attempts_number_check" CHECK("contest_attempts"."number" >= 1),
	CONSTRAINT "contest_attempts_distance_check" CHECK("contest_attempts"."distance_tenths" IS NULL OR "contest_attempts"."distance_tenths" >= 0),
	CONSTRAINT "contest_attempts_attested_check" CHECK("contest_attempts"."attested_at" IS NULL OR "contest_attempts"."attested_at" GLOB '[0-9][0-9][0-9][0-9]-[0-1][0-9]-[0-3][0-9]T[0-2][0-9]:[0-5][0-9]:[0-5][0-9].[0-9][0-9][0-9]Z')
);
--> statement-breakpoint
CREATE UNIQUE INDEX `contest_attempts_round_entry_number_unique` ON `contest_attempts` (`round_id`,`entry_id`,`number`);--> statement-breakpoint
CREATE INDEX `contest_attempts_entry_idx` ON `contest_attempts` (`entry_id`);--> statement-breakpoint
PRAGMA foreign_keys=OFF;--> statement-breakpoint
CREATE TABLE `__new_competitions` (
	`id` text PRIMARY KEY NOT NULL,
	`name` text NOT NULL,
	`description` text DEFAULT '' NOT NULL,
	`kind` text NOT NULL,
	`format` text NOT NULL,
	`allowance_percent` integer NOT NULL,
	`eligibility` text NOT NULL,
	`fee_general_cents` integer NOT NULL,
	`fee_vip_cents` integer NOT NULL,
	`field_size` integer NOT NULL,
	`registration_closes_at` text NOT NULL,
	`course` text NOT NULL,
	`contest_attempts` integer,
	`contest_hole` integer,
	`created_by` text,
	`created_at` text NOT NULL,
	`updated_at` text NOT NULL,
	FOREIGN KEY (`created_by`) REFERENCES `users`(`id`) ON UPDATE no action ON DELETE no action,
	CONSTRAINT "competitions_kind_check" CHECK("__new_competitions"."kind" IN ('tournament', 'league')),
	CONSTRAINT "competitions_format_check" CHECK("__new_competitions"."format" IN ('gross', 'net', 'closest', 'longest')),
	CONSTRAINT "competitions_eligibility_check" CHECK("__new_competitions"."eligibility" IN ('members', 'vip')),
	CONSTRAINT "competitions_fees_check" CHECK("__new_competitions"."fee_general_cents" >= 0 AND "__new_competitions"."fee_vip_cents" >= 0),
	CONSTRAINT "competitions_field_check" CHECK("__new_competitions"."field_size" >= 2),
	CONSTRAINT "competitions_close_check" CHECK("__new_competitions"."registration_closes_at" GLOB '[0-9][0-9][0-9][0-9]-[0-1][0-9]-[0-3][0-9]T[0-2][0-9]:[0-5][0-9]:[0-5][0-9].[0-9][0-9][0-9]Z'),
	CONSTRAINT "competitions_contest_check" CHECK(("__new_competitions"."format" IN ('closest', 'longest')) = ("__new_competitions"."contest_attempts" IS NOT NULL) AND ("__new_competitions"."contest_hole" IS NULL OR "__new_competitions"."contest_hole" BETWEEN 1 AND 18))
);
--> statement-breakpoint
INSERT INTO `__new_competitions`("id", "name", "description", "kind", "format", "allowance_percent", "eligibility", "fee_general_cents", "fee_vip_cents", "field_size", "registration_closes_at", "course", "contest_attempts", "contest_hole", "created_by", "created_at", "updated_at") SELECT "id", "name", "description", "kind", "format", "allowance_percent", "eligibility", "fee_general_cents", "fee_vip_cents", "field_size", "registration_closes_at", "course", NULL, NULL, "created_by", "created_at", "updated_at" FROM `competitions`;--> statement-breakpoint
DROP TABLE `competitions`;--> statement-breakpoint
ALTER TABLE `__new_competitions` RENAME TO `competitions`;--> statement-breakpoint
PRAGMA foreign_keys=ON;
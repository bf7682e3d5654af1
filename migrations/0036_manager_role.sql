-- The manager role (docs/decisions/054): users.role's CHECK gains 'manager'. SQLite cannot change a
-- column's CHECK in place, so the table is rebuilt with its rows (foreign keys off while it is, as
-- SQLite's procedure asks; server/src/db/applyMigrations.ts checks them before the commit). The
-- unique index on lower(email) is written by hand: drizzle-kit quotes the expression as a column.
PRAGMA foreign_keys=OFF;--> statement-breakpoint
CREATE TABLE `__new_users` (
	`id` text PRIMARY KEY NOT NULL,
	`email` text NOT NULL,
	`password_hash` text,
	`first_name` text NOT NULL,
	`last_name` text NOT NULL,
	`phone` text,
	`profile_image_url` text,
	`role` text DEFAULT 'member' NOT NULL,
	`membership_type` text,
	`membership_status` text DEFAULT 'inactive' NOT NULL,
	`membership_expires_at` text,
	`stripe_customer_id` text,
	`stripe_subscription_id` text,
	`pending_membership_type` text,
	`pending_change_at` text,
	`auth_provider` text DEFAULT 'email' NOT NULL,
	`is_email_verified` integer DEFAULT false NOT NULL,
	`email_reminders` integer DEFAULT true NOT NULL,
	`deleted_at` text,
	`created_at` text NOT NULL,
	`updated_at` text NOT NULL,
	CONSTRAINT "users_role_check" CHECK("__new_users"."role" IN ('member', 'staff', 'manager', 'admin')),
	CONSTRAINT "users_membership_type_check" CHECK("__new_users"."membership_type" IS NULL OR "__new_users"."membership_type" IN ('general', 'vip')),
	CONSTRAINT "users_membership_status_check" CHECK("__new_users"."membership_status" IN ('pending', 'intro', 'monthly', 'inactive')),
	CONSTRAINT "users_expires_check" CHECK("__new_users"."membership_expires_at" IS NULL OR "__new_users"."membership_expires_at" GLOB '[0-9][0-9][0-9][0-9]-[0-1][0-9]-[0-3][0-9]T[0-2][0-9]:[0-5][0-9]:[0-5][0-9].[0-9][0-9][0-9]Z'),
	CONSTRAINT "users_created_check" CHECK("__new_users"."created_at" GLOB '[0-9][0-9][0-9][0-9]-[0-1][0-9]-[0-3][0-9]T[0-2][0-9]:[0-5][0-9]:[0-5][0-9].[0-9][0-9][0-9]Z')
);
--> statement-breakpoint
INSERT INTO `__new_users`("id", "email", "password_hash", "first_name", "last_name", "phone", "profile_image_url", "role", "membership_type", "membership_status", "membership_expires_at", "stripe_customer_id", "stripe_subscription_id", "pending_membership_type", "pending_change_at", "auth_provider", "is_email_verified", "email_reminders", "deleted_at", "created_at", "updated_at") SELECT "id", "email", "password_hash", "first_name", "last_name", "phone", "profile_image_url", "role", "membership_type", "membership_status", "membership_expires_at", "stripe_customer_id", "stripe_subscription_id", "pending_membership_type", "pending_change_at", "auth_provider", "is_email_verified", "email_reminders", "deleted_at", "created_at", "updated_at" FROM `users`;--> statement-breakpoint
DROP TABLE `users`;--> statement-breakpoint
ALTER TABLE `__new_users` RENAME TO `users`;--> statement-breakpoint
PRAGMA foreign_keys=ON;--> statement-breakpoint
CREATE UNIQUE INDEX `users_email_lower_unique` ON `users` (lower("email"));
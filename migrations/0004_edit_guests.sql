ALTER TABLE `checkout_sessions` ADD `pending_players` integer;--> statement-breakpoint
ALTER TABLE `checkout_sessions` ADD `pending_pass_guests` integer;
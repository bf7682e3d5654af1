ALTER TABLE `coaches` ADD `photo_id` text;--> statement-breakpoint
ALTER TABLE `coaches` ADD `photo_width` integer;
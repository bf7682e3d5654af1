-- A kiosk's role (docs/decisions/055): every kiosk paired before it checks members in, as it did.
-- Added in place rather than by drizzle-kit's rebuild of the table (migrations/README.md).
ALTER TABLE `kiosks` ADD COLUMN `role` text DEFAULT 'checkin' NOT NULL CHECK (`role` IN ('checkin', 'door', 'bay'));--> statement-breakpoint
ALTER TABLE `kiosks` ADD COLUMN `bay` text;

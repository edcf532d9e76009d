ALTER TABLE "notifications" ADD COLUMN "sender" text;--> statement-breakpoint
ALTER TABLE "notifications" ADD COLUMN "group_key" text;--> statement-breakpoint
ALTER TABLE "notifications" ADD COLUMN "count" integer DEFAULT 1 NOT NULL;--> statement-breakpoint
-- Grouped notifications (docs/decisions/071): each row so far is its own, quoting its own cause.
ALTER TABLE "notifications" ADD COLUMN "quoted_key" text;--> statement-breakpoint
UPDATE "notifications" SET "quoted_key" = "dedupe_key";--> statement-breakpoint
ALTER TABLE "notifications" ALTER COLUMN "quoted_key" SET NOT NULL;--> statement-breakpoint
CREATE UNIQUE INDEX "notifications_wallet_group_unread_unique" ON "notifications" USING btree ("wallet","group_key") WHERE "notifications"."read_at" is null;--> statement-breakpoint
CREATE INDEX "notifications_wallet_group_created_idx" ON "notifications" USING btree ("wallet","group_key","created_at");--> statement-breakpoint
CREATE INDEX "notifications_quoted_idx" ON "notifications" USING btree ("quoted_key");

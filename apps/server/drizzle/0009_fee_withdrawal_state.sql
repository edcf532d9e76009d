ALTER TABLE "escrow_ledger" ADD COLUMN "state" text DEFAULT 'confirmed' NOT NULL;--> statement-breakpoint
ALTER TABLE "escrow_ledger" ADD COLUMN "last_valid_block_height" bigint;--> statement-breakpoint
ALTER TABLE "escrow_ledger" ADD COLUMN "sent_at" timestamp with time zone;--> statement-breakpoint
CREATE INDEX "escrow_ledger_pending_idx" ON "escrow_ledger" USING btree ("kind") WHERE "escrow_ledger"."state" = 'pending';--> statement-breakpoint
ALTER TABLE "escrow_ledger" ADD CONSTRAINT "escrow_ledger_state_check" CHECK ("escrow_ledger"."state" in ('pending', 'confirmed'));
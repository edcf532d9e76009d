-- Two-of-three custody, what the admin and the explorer see (docs/decisions/078-two-of-three-custody.md):
-- a payout the co-signer refused is recorded (nothing was sent), and each payout's ledger row keeps
-- the keys whose signatures its transaction carries, read from the wire that was sent.
CREATE TABLE "payout_refusals" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"kind" text NOT NULL,
	"claims" jsonb NOT NULL,
	"recipient" text NOT NULL,
	"mint" text,
	"amount" numeric(20, 0) NOT NULL,
	"decimals" integer NOT NULL,
	"reason" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "payout_refusals_kind_check" CHECK ("payout_refusals"."kind" in ('claim', 'fee_withdrawal'))
);
--> statement-breakpoint
ALTER TABLE "escrow_ledger" ADD COLUMN "signers" jsonb;--> statement-breakpoint
CREATE INDEX "payout_refusals_created_idx" ON "payout_refusals" USING btree ("created_at");
CREATE TABLE "campaign_settlements" (
	"project_id" uuid PRIMARY KEY NOT NULL,
	"outcome" text NOT NULL,
	"raised_lamports" bigint NOT NULL,
	"fee_lamports" bigint NOT NULL,
	"payout_lamports" bigint NOT NULL,
	"investor_count" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "campaign_settlements_outcome_check" CHECK ("campaign_settlements"."outcome" in ('funded', 'refunded')),
	CONSTRAINT "campaign_settlements_arithmetic" CHECK ("campaign_settlements"."fee_lamports" >= 0 and "campaign_settlements"."payout_lamports" >= 0 and "campaign_settlements"."fee_lamports" + "campaign_settlements"."payout_lamports" = case when "campaign_settlements"."outcome" = 'funded' then "campaign_settlements"."raised_lamports" else 0 end)
);
--> statement-breakpoint
CREATE TABLE "escrow_ledger" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"kind" text NOT NULL,
	"lamports" bigint NOT NULL,
	"project_id" uuid,
	"wallet" text,
	"signature" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "escrow_ledger_kind_check" CHECK ("escrow_ledger"."kind" in ('deposit', 'investment', 'payout', 'fee_withdrawal')),
	CONSTRAINT "escrow_ledger_sign_check" CHECK (case when "escrow_ledger"."kind" in ('deposit', 'investment') then "escrow_ledger"."lamports" > 0 else "escrow_ledger"."lamports" < 0 end)
);
--> statement-breakpoint
CREATE TABLE "investment_intents" (
	"id" uuid PRIMARY KEY NOT NULL,
	"project_id" uuid NOT NULL,
	"wallet" text NOT NULL,
	"amount_lamports" bigint NOT NULL,
	"message_hash" text NOT NULL,
	"message" text NOT NULL,
	"last_valid_block_height" bigint NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"status" text DEFAULT 'prepared' NOT NULL,
	"signature" text,
	"transaction" text,
	"error" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "investment_intents_status_check" CHECK ("investment_intents"."status" in ('prepared', 'sent', 'recorded', 'failed', 'expired')),
	CONSTRAINT "investment_intents_amount_positive" CHECK ("investment_intents"."amount_lamports" > 0)
);
--> statement-breakpoint
ALTER TABLE "claimable_funds" ADD COLUMN "claim_transaction" text;--> statement-breakpoint
ALTER TABLE "claimable_funds" ADD COLUMN "claim_last_valid_block_height" bigint;--> statement-breakpoint
ALTER TABLE "claimable_funds" ADD COLUMN "claim_started_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "projects" ADD COLUMN "settled_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "projects" ADD COLUMN "settlement_outcome" text;--> statement-breakpoint
ALTER TABLE "projects" ADD COLUMN "open_claims" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
CREATE UNIQUE INDEX "escrow_ledger_signature_unique" ON "escrow_ledger" USING btree ("signature");--> statement-breakpoint
CREATE UNIQUE INDEX "investment_intents_message_hash_unique" ON "investment_intents" USING btree ("message_hash");--> statement-breakpoint
CREATE UNIQUE INDEX "investment_intents_signature_unique" ON "investment_intents" USING btree ("signature");--> statement-breakpoint
CREATE INDEX "investment_intents_status_idx" ON "investment_intents" USING btree ("status","created_at");--> statement-breakpoint
CREATE UNIQUE INDEX "claimable_funds_claim_signature_unique" ON "claimable_funds" USING btree ("claim_signature");--> statement-breakpoint
CREATE INDEX "user_investments_project_user_idx" ON "user_investments" USING btree ("project_id","user_id");--> statement-breakpoint
ALTER TABLE "projects" ADD CONSTRAINT "projects_settlement_check" CHECK (("projects"."settled_at" is null) = ("projects"."settlement_outcome" is null) and "projects"."open_claims" >= 0);
ALTER TABLE "claimable_funds" DROP CONSTRAINT "claimable_funds_token_check";--> statement-breakpoint
ALTER TABLE "escrow_ledger" DROP CONSTRAINT "escrow_ledger_sign_check";--> statement-breakpoint
ALTER TABLE "investment_intents" DROP CONSTRAINT "investment_intents_amount_positive";--> statement-breakpoint
DROP INDEX "projects_status_funding_idx";--> statement-breakpoint
ALTER TABLE "campaign_settlements" ADD COLUMN "currency" text DEFAULT 'SOL' NOT NULL;--> statement-breakpoint
ALTER TABLE "user_investments" ADD COLUMN "currency" text DEFAULT 'SOL' NOT NULL;--> statement-breakpoint
CREATE INDEX "projects_status_currency_funding_idx" ON "projects" USING btree ("status","currency","current_funding_lamports","id");--> statement-breakpoint
ALTER TABLE "campaign_settlements" ADD CONSTRAINT "campaign_settlements_currency_check" CHECK ("campaign_settlements"."currency" in ('SOL', 'USDC'));--> statement-breakpoint
ALTER TABLE "claimable_funds" ADD CONSTRAINT "claimable_funds_token_check" CHECK (("claimable_funds"."mint" is null) = ("claimable_funds"."token_amount" is null) and ("claimable_funds"."token_amount" is null or "claimable_funds"."token_amount" > 0) and ("claimable_funds"."fund_type" <> 'token_return' or "claimable_funds"."mint" is not null));--> statement-breakpoint
ALTER TABLE "escrow_ledger" ADD CONSTRAINT "escrow_ledger_sign_check" CHECK (case when "escrow_ledger"."kind" in ('deposit', 'investment') and "escrow_ledger"."mint" is null then "escrow_ledger"."lamports" > 0 when "escrow_ledger"."kind" in ('investment', 'token_deposit') then "escrow_ledger"."lamports" = 0 and "escrow_ledger"."mint" is not null and "escrow_ledger"."token_amount" > 0 when "escrow_ledger"."kind" = 'deposit' then false when "escrow_ledger"."kind" = 'token_payout' or ("escrow_ledger"."kind" = 'fee_withdrawal' and "escrow_ledger"."mint" is not null) then "escrow_ledger"."lamports" <= 0 and "escrow_ledger"."mint" is not null and "escrow_ledger"."token_amount" < 0 else "escrow_ledger"."lamports" < 0 and "escrow_ledger"."mint" is null end);--> statement-breakpoint
ALTER TABLE "investment_intents" ADD CONSTRAINT "investment_intents_amount_positive" CHECK (case when "investment_intents"."kind" = 'investment' and "investment_intents"."mint" is null then "investment_intents"."amount_lamports" > 0 and "investment_intents"."token_amount" is null else "investment_intents"."amount_lamports" = 0 and "investment_intents"."mint" is not null and "investment_intents"."token_amount" > 0 end);--> statement-breakpoint
ALTER TABLE "user_investments" ADD CONSTRAINT "user_investments_currency_check" CHECK ("user_investments"."currency" in ('SOL', 'USDC'));--> statement-breakpoint
-- A USDC campaign used to be a SOL campaign with the wrong label (docs/decisions/055): one that
-- ever took an investment or settled took SOL, so it stays a SOL campaign, honestly labelled.
UPDATE "projects" SET "currency" = 'SOL' WHERE "currency" = 'USDC' AND ("current_funding_lamports" > 0 OR "settled_at" IS NOT NULL OR EXISTS (SELECT 1 FROM "user_investments" WHERE "user_investments"."project_id" = "projects"."id") OR EXISTS (SELECT 1 FROM "investment_intents" WHERE "investment_intents"."project_id" = "projects"."id" AND "investment_intents"."kind" = 'investment'));--> statement-breakpoint
-- The others become real USDC campaigns: their goal, typed in USDC but stored with SOL's 9
-- decimals, moves to micro-USDC (6 decimals).
UPDATE "projects" SET "funding_goal_lamports" = "funding_goal_lamports" / 1000 WHERE "currency" = 'USDC';--> statement-breakpoint
-- The money columns hold base units of the campaign's currency (lamports or micro-USDC).
ALTER TABLE "projects" RENAME COLUMN "funding_goal_lamports" TO "funding_goal_units";--> statement-breakpoint
ALTER TABLE "projects" RENAME COLUMN "current_funding_lamports" TO "current_funding_units";--> statement-breakpoint
ALTER TABLE "user_investments" RENAME COLUMN "investment_lamports" TO "amount_units";--> statement-breakpoint
ALTER TABLE "campaign_settlements" RENAME COLUMN "raised_lamports" TO "raised_units";--> statement-breakpoint
ALTER TABLE "campaign_settlements" RENAME COLUMN "fee_lamports" TO "fee_units";--> statement-breakpoint
ALTER TABLE "campaign_settlements" RENAME COLUMN "payout_lamports" TO "payout_units";--> statement-breakpoint
-- Trending counts a USDC as much as a SOL (funding in whole units).
DROP INDEX "projects_status_trending_idx";--> statement-breakpoint
CREATE INDEX "projects_status_trending_idx" ON "projects" USING btree ("status",project_trending_score("likes_count", "comments_count", "investor_count", case when "currency" = 'USDC' then "current_funding_units" * 1000 else "current_funding_units" end, "created_at"),"id");--> statement-breakpoint
ALTER TABLE "claimable_funds" ADD COLUMN "currency" text DEFAULT 'SOL' NOT NULL;--> statement-breakpoint
ALTER TABLE "claimable_funds" ADD CONSTRAINT "claimable_funds_currency_check" CHECK ("claimable_funds"."currency" in ('SOL', 'USDC'));--> statement-breakpoint
ALTER TABLE "claimable_funds" RENAME COLUMN "amount_lamports" TO "amount_units";

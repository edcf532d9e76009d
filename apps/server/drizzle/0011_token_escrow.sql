ALTER TABLE "claimable_funds" DROP CONSTRAINT "claimable_funds_fund_type_check";--> statement-breakpoint
ALTER TABLE "escrow_ledger" DROP CONSTRAINT "escrow_ledger_kind_check";--> statement-breakpoint
ALTER TABLE "escrow_ledger" DROP CONSTRAINT "escrow_ledger_sign_check";--> statement-breakpoint
ALTER TABLE "investment_intents" DROP CONSTRAINT "investment_intents_amount_positive";--> statement-breakpoint
ALTER TABLE "claimable_funds" ADD COLUMN "mint" text;--> statement-breakpoint
ALTER TABLE "claimable_funds" ADD COLUMN "token_amount" numeric(20, 0);--> statement-breakpoint
ALTER TABLE "claimable_funds" ADD COLUMN "claim_lamports_cost" bigint;--> statement-breakpoint
ALTER TABLE "escrow_ledger" ADD COLUMN "mint" text;--> statement-breakpoint
ALTER TABLE "escrow_ledger" ADD COLUMN "token_amount" numeric(20, 0);--> statement-breakpoint
ALTER TABLE "investment_intents" ADD COLUMN "kind" text DEFAULT 'investment' NOT NULL;--> statement-breakpoint
ALTER TABLE "investment_intents" ADD COLUMN "mint" text;--> statement-breakpoint
ALTER TABLE "investment_intents" ADD COLUMN "token_amount" numeric(20, 0);--> statement-breakpoint
ALTER TABLE "projects" ADD COLUMN "token_program" text;--> statement-breakpoint
ALTER TABLE "projects" ADD COLUMN "token_decimals" integer;--> statement-breakpoint
ALTER TABLE "projects" ADD COLUMN "token_allocation" numeric(20, 0);--> statement-breakpoint
ALTER TABLE "projects" ADD COLUMN "token_deposit" text;--> statement-breakpoint
CREATE INDEX "escrow_ledger_mint_idx" ON "escrow_ledger" USING btree ("mint") WHERE "escrow_ledger"."mint" is not null;--> statement-breakpoint
ALTER TABLE "claimable_funds" ADD CONSTRAINT "claimable_funds_token_check" CHECK (case when "claimable_funds"."fund_type" = 'token_return' or ("claimable_funds"."fund_type" = 'token_allocation' and "claimable_funds"."mint" is not null) then "claimable_funds"."mint" is not null and "claimable_funds"."token_amount" > 0 else "claimable_funds"."token_amount" is null end);--> statement-breakpoint
ALTER TABLE "claimable_funds" ADD CONSTRAINT "claimable_funds_fund_type_check" CHECK ("claimable_funds"."fund_type" in ('refund', 'creator_payout', 'token_allocation', 'token_return'));--> statement-breakpoint
ALTER TABLE "escrow_ledger" ADD CONSTRAINT "escrow_ledger_kind_check" CHECK ("escrow_ledger"."kind" in ('deposit', 'investment', 'payout', 'fee_withdrawal', 'token_deposit', 'token_payout'));--> statement-breakpoint
ALTER TABLE "escrow_ledger" ADD CONSTRAINT "escrow_ledger_sign_check" CHECK (case when "escrow_ledger"."kind" in ('deposit', 'investment') then "escrow_ledger"."lamports" > 0 and "escrow_ledger"."mint" is null when "escrow_ledger"."kind" = 'token_deposit' then "escrow_ledger"."lamports" = 0 and "escrow_ledger"."mint" is not null and "escrow_ledger"."token_amount" > 0 when "escrow_ledger"."kind" = 'token_payout' then "escrow_ledger"."lamports" <= 0 and "escrow_ledger"."mint" is not null and "escrow_ledger"."token_amount" < 0 else "escrow_ledger"."lamports" < 0 and "escrow_ledger"."mint" is null end);--> statement-breakpoint
ALTER TABLE "investment_intents" ADD CONSTRAINT "investment_intents_kind_check" CHECK ("investment_intents"."kind" in ('investment', 'token_deposit'));--> statement-breakpoint
ALTER TABLE "investment_intents" ADD CONSTRAINT "investment_intents_amount_positive" CHECK (case when "investment_intents"."kind" = 'investment' then "investment_intents"."amount_lamports" > 0 else "investment_intents"."amount_lamports" = 0 and "investment_intents"."mint" is not null and "investment_intents"."token_amount" > 0 end);--> statement-breakpoint
ALTER TABLE "projects" ADD CONSTRAINT "projects_token_side_check" CHECK (("projects"."token_program" is null or "projects"."token_program" in ('spl-token', 'token-2022')) and ("projects"."token_deposit" is null or "projects"."token_deposit" in ('awaiting', 'deposited', 'returned')) and ("projects"."token_allocation" is null or "projects"."token_allocation" > 0) and ("projects"."token_decimals" is null or "projects"."token_decimals" between 0 and 255) and (("projects"."token_deposit" is null) = ("projects"."token_allocation" is null)));
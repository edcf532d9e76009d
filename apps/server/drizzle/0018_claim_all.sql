-- "Claim all" (docs/decisions/068-claim-all.md): one payout transaction may pay several claims of
-- one wallet. They share its signature (claimable_funds.claim_signature is no longer unique), and
-- each claim paid has its own ledger row naming it (escrow_ledger.claim_id, unique: a claim is in
-- the ledger at most once). Every other ledger row (no claim) keeps one row per signature.
DROP INDEX "claimable_funds_claim_signature_unique";--> statement-breakpoint
DROP INDEX "escrow_ledger_signature_unique";--> statement-breakpoint
ALTER TABLE "escrow_ledger" ADD COLUMN "claim_id" uuid;--> statement-breakpoint
UPDATE "escrow_ledger" SET "claim_id" = "claimable_funds"."id" FROM "claimable_funds" WHERE "claimable_funds"."claim_signature" = "escrow_ledger"."signature" AND "claimable_funds"."is_claimed" AND "escrow_ledger"."kind" IN ('payout', 'token_payout');--> statement-breakpoint
CREATE INDEX "claimable_funds_claim_signature_idx" ON "claimable_funds" USING btree ("claim_signature");--> statement-breakpoint
CREATE UNIQUE INDEX "escrow_ledger_claim_unique" ON "escrow_ledger" USING btree ("claim_id") WHERE "escrow_ledger"."claim_id" is not null;--> statement-breakpoint
CREATE UNIQUE INDEX "escrow_ledger_signature_unique" ON "escrow_ledger" USING btree ("signature") WHERE "escrow_ledger"."claim_id" is null;

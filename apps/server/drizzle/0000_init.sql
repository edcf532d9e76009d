CREATE TABLE "auth_nonces" (
	"nonce" text PRIMARY KEY NOT NULL,
	"address" text NOT NULL,
	"message" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"expires_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "claimable_funds" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"project_id" uuid NOT NULL,
	"user_id" text NOT NULL,
	"amount_lamports" bigint NOT NULL,
	"fund_type" text NOT NULL,
	"is_claimed" boolean DEFAULT false NOT NULL,
	"claimable_date" timestamp with time zone DEFAULT now() NOT NULL,
	"claimed_date" timestamp with time zone,
	"claim_signature" text,
	CONSTRAINT "claimable_funds_amount_non_negative" CHECK ("claimable_funds"."amount_lamports" >= 0),
	CONSTRAINT "claimable_funds_fund_type_check" CHECK ("claimable_funds"."fund_type" in ('refund', 'creator_payout', 'token_allocation')),
	CONSTRAINT "claimable_funds_claimed_has_date" CHECK ("claimable_funds"."is_claimed" = ("claimable_funds"."claimed_date" is not null))
);
--> statement-breakpoint
CREATE TABLE "project_comments" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"project_id" uuid NOT NULL,
	"user_id" text NOT NULL,
	"comment" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "project_comments_not_blank" CHECK (length(btrim("project_comments"."comment")) > 0)
);
--> statement-breakpoint
CREATE TABLE "project_likes" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"project_id" uuid NOT NULL,
	"user_id" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "projects" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"name" text NOT NULL,
	"description" text NOT NULL,
	"long_description" text,
	"logo" text NOT NULL,
	"token_address" text NOT NULL,
	"creator_wallet" text NOT NULL,
	"status" text DEFAULT 'pending' NOT NULL,
	"funding_goal_lamports" bigint NOT NULL,
	"current_funding_lamports" bigint DEFAULT 0 NOT NULL,
	"currency" text DEFAULT 'SOL' NOT NULL,
	"risk_score" text DEFAULT 'Medium' NOT NULL,
	"deadline" timestamp with time zone NOT NULL,
	"investor_count" integer DEFAULT 0 NOT NULL,
	"upvotes" integer DEFAULT 0 NOT NULL,
	"likes_count" integer DEFAULT 0 NOT NULL,
	"comments_count" integer DEFAULT 0 NOT NULL,
	"pitch_deck_url" text,
	"twitter_url" text,
	"telegram_url" text,
	"discord_url" text,
	"website_url" text,
	"legitimacy_statement" text,
	"legitimacy_signature" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone,
	CONSTRAINT "projects_status_check" CHECK ("projects"."status" in ('pending', 'approved', 'rejected')),
	CONSTRAINT "projects_risk_score_check" CHECK ("projects"."risk_score" in ('Low', 'Medium', 'High')),
	CONSTRAINT "projects_currency_check" CHECK ("projects"."currency" in ('SOL', 'USDC')),
	CONSTRAINT "projects_funding_goal_positive" CHECK ("projects"."funding_goal_lamports" > 0),
	CONSTRAINT "projects_current_funding_non_negative" CHECK ("projects"."current_funding_lamports" >= 0),
	CONSTRAINT "projects_counts_non_negative" CHECK ("projects"."investor_count" >= 0 and "projects"."upvotes" >= 0 and "projects"."likes_count" >= 0 and "projects"."comments_count" >= 0)
);
--> statement-breakpoint
CREATE TABLE "sessions" (
	"token_hash" text PRIMARY KEY NOT NULL,
	"wallet" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"last_seen_at" timestamp with time zone DEFAULT now() NOT NULL,
	"expires_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "token_snapshots" (
	"mint" text PRIMARY KEY NOT NULL,
	"data" jsonb NOT NULL,
	"trades" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"fetched_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "user_investments" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"project_id" uuid NOT NULL,
	"user_id" text NOT NULL,
	"investment_lamports" bigint NOT NULL,
	"investment_date" timestamp with time zone DEFAULT now() NOT NULL,
	"tx_signature" text,
	CONSTRAINT "user_investments_amount_positive" CHECK ("user_investments"."investment_lamports" > 0)
);
--> statement-breakpoint
CREATE TABLE "user_projects" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"project_id" uuid NOT NULL,
	"user_id" text NOT NULL,
	"status" text DEFAULT 'under_review' NOT NULL,
	"submit_date" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "user_projects_status_check" CHECK ("user_projects"."status" in ('under_review', 'approved', 'completed', 'cancelled', 'rejected'))
);
--> statement-breakpoint
ALTER TABLE "project_comments" ADD CONSTRAINT "project_comments_project_id_projects_id_fk" FOREIGN KEY ("project_id") REFERENCES "public"."projects"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "project_likes" ADD CONSTRAINT "project_likes_project_id_projects_id_fk" FOREIGN KEY ("project_id") REFERENCES "public"."projects"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "auth_nonces_expires_idx" ON "auth_nonces" USING btree ("expires_at");--> statement-breakpoint
CREATE INDEX "claimable_funds_user_date_idx" ON "claimable_funds" USING btree ("user_id","claimable_date" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "claimable_funds_project_idx" ON "claimable_funds" USING btree ("project_id");--> statement-breakpoint
CREATE INDEX "project_comments_project_created_idx" ON "project_comments" USING btree ("project_id","created_at" DESC NULLS LAST,"id" DESC NULLS LAST);--> statement-breakpoint
CREATE UNIQUE INDEX "project_likes_project_user_unique" ON "project_likes" USING btree ("project_id","user_id");--> statement-breakpoint
CREATE INDEX "project_likes_user_idx" ON "project_likes" USING btree ("user_id");--> statement-breakpoint
CREATE INDEX "projects_status_created_idx" ON "projects" USING btree ("status","created_at" DESC NULLS LAST,"id" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "projects_status_deadline_idx" ON "projects" USING btree ("status","deadline","id");--> statement-breakpoint
CREATE INDEX "projects_status_funding_idx" ON "projects" USING btree ("status","current_funding_lamports" DESC NULLS LAST,"id" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "projects_creator_idx" ON "projects" USING btree ("creator_wallet");--> statement-breakpoint
CREATE INDEX "sessions_wallet_idx" ON "sessions" USING btree ("wallet");--> statement-breakpoint
CREATE INDEX "sessions_expires_idx" ON "sessions" USING btree ("expires_at");--> statement-breakpoint
CREATE UNIQUE INDEX "user_investments_tx_signature_unique" ON "user_investments" USING btree ("tx_signature");--> statement-breakpoint
CREATE INDEX "user_investments_user_date_idx" ON "user_investments" USING btree ("user_id","investment_date" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "user_investments_project_idx" ON "user_investments" USING btree ("project_id");--> statement-breakpoint
CREATE UNIQUE INDEX "user_projects_user_project_unique" ON "user_projects" USING btree ("user_id","project_id");--> statement-breakpoint
CREATE INDEX "user_projects_user_submit_idx" ON "user_projects" USING btree ("user_id","submit_date" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "user_projects_project_idx" ON "user_projects" USING btree ("project_id");
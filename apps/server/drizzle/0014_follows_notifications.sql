CREATE TABLE "notifications" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"wallet" text NOT NULL,
	"project_id" uuid NOT NULL,
	"kind" text NOT NULL,
	"data" jsonb NOT NULL,
	"dedupe_key" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"read_at" timestamp with time zone,
	CONSTRAINT "notifications_kind_check" CHECK (kind in ('project_update', 'campaign_ending', 'campaign_settled', 'claim_paid', 'project_approved', 'project_rejected', 'comment_reply'))
);
--> statement-breakpoint
CREATE TABLE "project_follows" (
	"project_id" uuid NOT NULL,
	"wallet" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "project_follows" ADD CONSTRAINT "project_follows_project_id_projects_id_fk" FOREIGN KEY ("project_id") REFERENCES "public"."projects"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "notifications_wallet_dedupe_unique" ON "notifications" USING btree ("wallet","dedupe_key");--> statement-breakpoint
CREATE INDEX "notifications_wallet_created_idx" ON "notifications" USING btree ("wallet","created_at","id");--> statement-breakpoint
CREATE INDEX "notifications_wallet_unread_idx" ON "notifications" USING btree ("wallet") WHERE "notifications"."read_at" is null;--> statement-breakpoint
CREATE INDEX "notifications_dedupe_idx" ON "notifications" USING btree ("dedupe_key");--> statement-breakpoint
CREATE INDEX "notifications_project_idx" ON "notifications" USING btree ("project_id");--> statement-breakpoint
CREATE UNIQUE INDEX "project_follows_project_wallet_unique" ON "project_follows" USING btree ("project_id","wallet");--> statement-breakpoint
CREATE INDEX "project_follows_wallet_idx" ON "project_follows" USING btree ("wallet");
DROP INDEX IF EXISTS "projects_status_created_idx";--> statement-breakpoint
DROP INDEX IF EXISTS "projects_status_funding_idx";--> statement-breakpoint
ALTER TABLE "token_snapshots" ADD COLUMN IF NOT EXISTS "image" text;--> statement-breakpoint
CREATE INDEX IF NOT EXISTS "projects_status_trending_idx" ON "projects" USING btree ("status",project_trending_score("likes_count", "comments_count", "investor_count", "current_funding_lamports", "created_at"),"id");--> statement-breakpoint
CREATE INDEX IF NOT EXISTS "projects_status_id_idx" ON "projects" USING btree ("status","id");--> statement-breakpoint
CREATE INDEX IF NOT EXISTS "projects_name_trgm_idx" ON "projects" USING gin ("name" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX IF NOT EXISTS "projects_description_trgm_idx" ON "projects" USING gin ("description" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX IF NOT EXISTS "projects_status_created_idx" ON "projects" USING btree ("status","created_at","id");--> statement-breakpoint
CREATE INDEX IF NOT EXISTS "projects_status_funding_idx" ON "projects" USING btree ("status","current_funding_lamports","id");
DROP INDEX "admin_audit_log_created_idx";--> statement-breakpoint
DROP INDEX "claimable_funds_user_date_idx";--> statement-breakpoint
DROP INDEX "project_comments_project_created_idx";--> statement-breakpoint
DROP INDEX "user_investments_user_date_idx";--> statement-breakpoint
DROP INDEX "user_projects_user_submit_idx";--> statement-breakpoint
CREATE INDEX "admin_audit_log_created_idx" ON "admin_audit_log" USING btree ("created_at");--> statement-breakpoint
CREATE INDEX "claimable_funds_user_date_idx" ON "claimable_funds" USING btree ("user_id","claimable_date");--> statement-breakpoint
CREATE INDEX "project_comments_project_created_idx" ON "project_comments" USING btree ("project_id","created_at","id");--> statement-breakpoint
CREATE INDEX "user_investments_user_date_idx" ON "user_investments" USING btree ("user_id","investment_date");--> statement-breakpoint
CREATE INDEX "user_projects_user_submit_idx" ON "user_projects" USING btree ("user_id","submit_date");
ALTER TABLE "uploads" ADD COLUMN "saved_quote_id" integer;--> statement-breakpoint
ALTER TABLE "uploads" ADD COLUMN "saved_quote_line" integer;--> statement-breakpoint
CREATE INDEX "uploads_saved_quote_idx" ON "uploads" USING btree ("saved_quote_id");
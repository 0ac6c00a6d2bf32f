DROP INDEX "invoices_order_unique";--> statement-breakpoint
ALTER TABLE "invoices" ADD COLUMN "annulled_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "invoices" ADD COLUMN "annul_reason" text;--> statement-breakpoint
ALTER TABLE "invoices" ADD COLUMN "replaced_by_id" integer;--> statement-breakpoint
ALTER TABLE "invoices" ADD CONSTRAINT "invoices_replaced_by_id_invoices_id_fk" FOREIGN KEY ("replaced_by_id") REFERENCES "public"."invoices"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "invoices_order_unique" ON "invoices" USING btree ("order_id") WHERE "invoices"."annulled_at" is null;
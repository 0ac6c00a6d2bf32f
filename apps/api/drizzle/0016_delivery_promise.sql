CREATE TABLE "order_promise_changes" (
	"id" serial PRIMARY KEY NOT NULL,
	"order_id" integer NOT NULL,
	"from_date" date,
	"to_date" date NOT NULL,
	"reason" text NOT NULL,
	"actor_user_id" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "dispatch_by" date;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "delivered_by" date;--> statement-breakpoint
ALTER TABLE "shipping_rates" ADD COLUMN "courier_days" integer;--> statement-breakpoint
ALTER TABLE "order_promise_changes" ADD CONSTRAINT "order_promise_changes_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "order_promise_changes" ADD CONSTRAINT "order_promise_changes_actor_user_id_users_id_fk" FOREIGN KEY ("actor_user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "order_promise_changes_order_idx" ON "order_promise_changes" USING btree ("order_id");--> statement-breakpoint
CREATE INDEX "orders_status_dispatch_idx" ON "orders" USING btree ("status","dispatch_by","id");--> statement-breakpoint
-- Courier days start as the shared defaults (COURIER_DAYS in packages/shared pricing/delivered-by.ts).
UPDATE "shipping_rates" SET "courier_days" = CASE "region" WHEN 'es_mainland' THEN 1 WHEN 'es_non_mainland' THEN 3 WHEN 'uk_mainland' THEN 3 WHEN 'europe_mainland' THEN 3 WHEN 'switzerland' THEN 4 WHEN 'scandinavia' THEN 4 ELSE NULL END;

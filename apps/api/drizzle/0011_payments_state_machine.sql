ALTER TABLE "payments" ADD COLUMN "kind" text DEFAULT 'cart' NOT NULL;--> statement-breakpoint
ALTER TABLE "payments" ADD COLUMN "subject" text;--> statement-breakpoint
ALTER TABLE "payments" ADD COLUMN "gateway_order" text;--> statement-breakpoint
ALTER TABLE "payments" ADD COLUMN "method" text DEFAULT 'card' NOT NULL;--> statement-breakpoint
ALTER TABLE "payments" ADD COLUMN "lang" text DEFAULT 'en' NOT NULL;--> statement-breakpoint
ALTER TABLE "payments" ADD COLUMN "snapshot" jsonb;--> statement-breakpoint
ALTER TABLE "payments" ADD COLUMN "priced_hash" text;--> statement-breakpoint
ALTER TABLE "payments" ADD COLUMN "coupon_id" integer;--> statement-breakpoint
ALTER TABLE "payments" ADD COLUMN "failure_code" text;--> statement-breakpoint
ALTER TABLE "payments" ADD COLUMN "refund_reference" text;--> statement-breakpoint
ALTER TABLE "payments" ADD COLUMN "updated_at" timestamp with time zone DEFAULT now() NOT NULL;--> statement-breakpoint
CREATE UNIQUE INDEX "payments_one_pending_per_subject" ON "payments" USING btree ("subject") WHERE "payments"."status" = 'pending';--> statement-breakpoint
CREATE UNIQUE INDEX "payments_gateway_order_unique" ON "payments" USING btree ("gateway_order");--> statement-breakpoint
CREATE INDEX "payments_status_idx" ON "payments" USING btree ("status","created_at");
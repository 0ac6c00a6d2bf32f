ALTER TABLE "product_options" ADD COLUMN "finishing" jsonb;--> statement-breakpoint
ALTER TABLE "products" ADD COLUMN "artwork" jsonb;
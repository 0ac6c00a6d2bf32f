CREATE TABLE "reseller_brands" (
	"user_id" integer PRIMARY KEY NOT NULL,
	"brand_name" text NOT NULL,
	"street" text NOT NULL,
	"postcode" text NOT NULL,
	"city" text NOT NULL,
	"province" text DEFAULT '' NOT NULL,
	"country_code" text NOT NULL,
	"phone" text DEFAULT '' NOT NULL,
	"email" text DEFAULT '' NOT NULL,
	"logo_key" text,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "saved_quote_counters" (
	"year" integer PRIMARY KEY NOT NULL,
	"last" integer NOT NULL
);
--> statement-breakpoint
CREATE TABLE "saved_quotes" (
	"id" serial PRIMARY KEY NOT NULL,
	"user_id" integer NOT NULL,
	"number" text NOT NULL,
	"lang" text NOT NULL,
	"markup_percent" integer DEFAULT 0 NOT NULL,
	"client_name" text DEFAULT '' NOT NULL,
	"client_reference" text DEFAULT '' NOT NULL,
	"country_id" integer,
	"lines" jsonb NOT NULL,
	"subtotal_cents" integer NOT NULL,
	"discount_cents" integer DEFAULT 0 NOT NULL,
	"shipping_cents" integer,
	"vat_rate_basis_points" integer,
	"vat_cents" integer,
	"total_cents" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"valid_until" timestamp with time zone NOT NULL
);
--> statement-breakpoint
ALTER TABLE "cart_lines" ADD COLUMN "quote_id" integer;--> statement-breakpoint
ALTER TABLE "cart_lines" ADD COLUMN "quoted_unit_cents" integer;--> statement-breakpoint
ALTER TABLE "cart_lines" ADD COLUMN "quoted_total_cents" integer;--> statement-breakpoint
ALTER TABLE "cart_lines" ADD COLUMN "quoted_until" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "sender_brand" jsonb;--> statement-breakpoint
ALTER TABLE "reseller_brands" ADD CONSTRAINT "reseller_brands_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "saved_quotes" ADD CONSTRAINT "saved_quotes_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "saved_quotes_number_unique" ON "saved_quotes" USING btree ("number");--> statement-breakpoint
CREATE INDEX "saved_quotes_user_idx" ON "saved_quotes" USING btree ("user_id");
CREATE TABLE "company_details" (
	"user_id" integer PRIMARY KEY NOT NULL,
	"company_name" text NOT NULL,
	"tax_id" text NOT NULL,
	"tax_id_kind" text NOT NULL,
	"vat_country" text NOT NULL,
	"vat_check" text NOT NULL,
	"vat_checked_at" timestamp with time zone NOT NULL,
	"street" text NOT NULL,
	"postcode" text NOT NULL,
	"city" text NOT NULL,
	"province" text DEFAULT '' NOT NULL,
	"country_code" text NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "addresses" ADD COLUMN "contact_name" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "addresses" ADD COLUMN "company" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "addresses" ADD COLUMN "street" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "addresses" ADD COLUMN "postcode" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "addresses" ADD COLUMN "city" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "addresses" ADD COLUMN "province" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "addresses" ADD COLUMN "country_code" text;--> statement-breakpoint
-- Addresses saved as free text keep it whole as their street; their country stays unknown
-- (null) until the customer edits them, and payment then still takes a country_id.
UPDATE "addresses" SET "street" = "details";--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "company" jsonb;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "vat_reason" text;--> statement-breakpoint
ALTER TABLE "company_details" ADD CONSTRAINT "company_details_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;
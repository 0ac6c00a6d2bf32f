CREATE TABLE "invoice_record_chains" (
	"issuer_tax_id" text PRIMARY KEY NOT NULL,
	"length" integer DEFAULT 0 NOT NULL,
	"last_invoice_number" text,
	"last_issue_date" text,
	"last_fingerprint" text
);
--> statement-breakpoint
CREATE TABLE "invoice_record_sends" (
	"issuer_tax_id" text PRIMARY KEY NOT NULL,
	"not_before" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "invoice_records" (
	"id" serial PRIMARY KEY NOT NULL,
	"issuer_tax_id" text NOT NULL,
	"position" integer NOT NULL,
	"kind" text NOT NULL,
	"source_kind" text,
	"source_id" integer,
	"invoice_number" text NOT NULL,
	"issue_date" text NOT NULL,
	"invoice_type" text,
	"tax_total" text,
	"total" text,
	"previous_fingerprint" text,
	"fingerprint" text NOT NULL,
	"generated_at" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"xml" text NOT NULL,
	"corrects_record_id" integer,
	"details" jsonb,
	"submission" text DEFAULT 'not_sent' NOT NULL,
	"submitted_at" timestamp with time zone,
	"aeat_code" integer,
	"aeat_message" text,
	"aeat_csv" text
);
--> statement-breakpoint
CREATE UNIQUE INDEX "invoice_records_chain_position" ON "invoice_records" USING btree ("issuer_tax_id","position");--> statement-breakpoint
CREATE INDEX "invoice_records_unsent" ON "invoice_records" USING btree ("submission","id");--> statement-breakpoint
CREATE INDEX "invoice_records_source" ON "invoice_records" USING btree ("source_kind","source_id");
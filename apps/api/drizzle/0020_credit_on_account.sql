CREATE TABLE "account_invoices" (
	"id" serial PRIMARY KEY NOT NULL,
	"user_id" integer NOT NULL,
	"order_id" integer NOT NULL,
	"invoice_id" integer NOT NULL,
	"amount_cents" integer NOT NULL,
	"issued_on" date NOT NULL,
	"due_on" date NOT NULL,
	"reference" text NOT NULL,
	"reminded_on" date,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "bank_transfers" (
	"id" serial PRIMARY KEY NOT NULL,
	"user_id" integer NOT NULL,
	"amount_cents" integer NOT NULL,
	"received_on" date NOT NULL,
	"reference" text NOT NULL,
	"recorded_by" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "bank_transfers_amount_positive" CHECK ("bank_transfers"."amount_cents" > 0)
);
--> statement-breakpoint
CREATE TABLE "credit_terms" (
	"user_id" integer PRIMARY KEY NOT NULL,
	"limit_cents" integer NOT NULL,
	"days" integer NOT NULL,
	"granted_by" integer,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "credit_terms_days_range" CHECK ("credit_terms"."days" between 1 and 60),
	CONSTRAINT "credit_terms_limit_positive" CHECK ("credit_terms"."limit_cents" > 0)
);
--> statement-breakpoint
CREATE TABLE "transfer_allocations" (
	"transfer_id" integer NOT NULL,
	"account_invoice_id" integer NOT NULL,
	"amount_cents" integer NOT NULL,
	CONSTRAINT "transfer_allocations_transfer_id_account_invoice_id_pk" PRIMARY KEY("transfer_id","account_invoice_id"),
	CONSTRAINT "transfer_allocations_amount_positive" CHECK ("transfer_allocations"."amount_cents" > 0)
);
--> statement-breakpoint
ALTER TABLE "account_invoices" ADD CONSTRAINT "account_invoices_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "account_invoices" ADD CONSTRAINT "account_invoices_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "account_invoices" ADD CONSTRAINT "account_invoices_invoice_id_invoices_id_fk" FOREIGN KEY ("invoice_id") REFERENCES "public"."invoices"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "bank_transfers" ADD CONSTRAINT "bank_transfers_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "bank_transfers" ADD CONSTRAINT "bank_transfers_recorded_by_users_id_fk" FOREIGN KEY ("recorded_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "credit_terms" ADD CONSTRAINT "credit_terms_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "credit_terms" ADD CONSTRAINT "credit_terms_granted_by_users_id_fk" FOREIGN KEY ("granted_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "transfer_allocations" ADD CONSTRAINT "transfer_allocations_transfer_id_bank_transfers_id_fk" FOREIGN KEY ("transfer_id") REFERENCES "public"."bank_transfers"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "transfer_allocations" ADD CONSTRAINT "transfer_allocations_account_invoice_id_account_invoices_id_fk" FOREIGN KEY ("account_invoice_id") REFERENCES "public"."account_invoices"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "account_invoices_order_unique" ON "account_invoices" USING btree ("order_id");--> statement-breakpoint
CREATE UNIQUE INDEX "account_invoices_reference_unique" ON "account_invoices" USING btree ("reference");--> statement-breakpoint
CREATE INDEX "account_invoices_user_due_idx" ON "account_invoices" USING btree ("user_id","due_on");--> statement-breakpoint
CREATE INDEX "bank_transfers_user_idx" ON "bank_transfers" USING btree ("user_id","received_on");--> statement-breakpoint
CREATE INDEX "transfer_allocations_invoice_idx" ON "transfer_allocations" USING btree ("account_invoice_id");
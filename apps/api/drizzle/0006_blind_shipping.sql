ALTER TABLE "orders" ADD COLUMN "blind_shipping" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "delivery_note_upload_id" integer;--> statement-breakpoint
ALTER TABLE "orders" ADD CONSTRAINT "orders_delivery_note_upload_id_uploads_id_fk" FOREIGN KEY ("delivery_note_upload_id") REFERENCES "public"."uploads"("id") ON DELETE set null ON UPDATE no action;
CREATE TABLE "carriers" (
	"id" serial PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	"tracking_url" text NOT NULL,
	"active" boolean DEFAULT true NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "order_status_history" ADD COLUMN "note_shown" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "carrier_id" integer;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "tracking_numbers" jsonb DEFAULT '[]'::jsonb NOT NULL;--> statement-breakpoint
ALTER TABLE "orders" ADD CONSTRAINT "orders_carrier_id_carriers_id_fk" FOREIGN KEY ("carrier_id") REFERENCES "public"."carriers"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
-- Notes written before visibility existed were the customer's own messages (a quote's acceptance, a rejection's or a cancellation's reason): they stay shown.
UPDATE "order_status_history" SET "note_shown" = true WHERE "note" <> '';--> statement-breakpoint
-- The couriers a Spanish print shop hands parcels to, with their public tracking pages; staff edit the list in the back-office.
INSERT INTO "carriers" ("name", "tracking_url") VALUES
  ('SEUR', 'https://www.seur.com/livetracking/?segOnlineIdentificador={tracking}&segOnlineIdioma=es'),
  ('MRW', 'https://www.mrw.es/seguimiento_envios/MRW_resultados_consultas.asp?modo=nacional&envio={tracking}'),
  ('Correos Express', 'https://s.correosexpress.com/c?n={tracking}'),
  ('GLS', 'https://www.gls-spain.es/es/recibir-paquetes/seguimiento-envio/?match={tracking}'),
  ('DHL', 'https://www.dhl.com/es-es/home/tracking/tracking-parcel.html?submit=1&tracking-id={tracking}');

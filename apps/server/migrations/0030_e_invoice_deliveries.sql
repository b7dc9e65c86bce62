CREATE TABLE "e_invoice_deliveries" (
	"id" serial PRIMARY KEY NOT NULL,
	"order_id" integer NOT NULL,
	"invoice_id" integer,
	"credit_note_id" integer,
	"number" text NOT NULL,
	"state" text DEFAULT 'waiting' NOT NULL,
	"attempts" integer DEFAULT 0 NOT NULL,
	"last_error" text,
	"reference" text,
	"done_at" timestamp with time zone,
	"handed_in_by" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "e_invoice_deliveries_number_unique" UNIQUE("number"),
	CONSTRAINT "e_invoice_deliveries_state" CHECK ("e_invoice_deliveries"."state" in ('waiting', 'sent', 'handed_in')),
	CONSTRAINT "e_invoice_deliveries_one_document" CHECK (("e_invoice_deliveries"."invoice_id" is null) <> ("e_invoice_deliveries"."credit_note_id" is null))
);
--> statement-breakpoint
ALTER TABLE "e_invoice_deliveries" ADD CONSTRAINT "e_invoice_deliveries_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "e_invoice_deliveries" ADD CONSTRAINT "e_invoice_deliveries_invoice_id_invoices_id_fk" FOREIGN KEY ("invoice_id") REFERENCES "public"."invoices"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "e_invoice_deliveries" ADD CONSTRAINT "e_invoice_deliveries_credit_note_id_credit_notes_id_fk" FOREIGN KEY ("credit_note_id") REFERENCES "public"."credit_notes"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "e_invoice_deliveries" ADD CONSTRAINT "e_invoice_deliveries_handed_in_by_users_id_fk" FOREIGN KEY ("handed_in_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "e_invoice_deliveries_waiting_idx" ON "e_invoice_deliveries" USING btree ("state","id");
ALTER TABLE "invoices" ADD COLUMN "payment_method_details" jsonb;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "payment_method" jsonb;
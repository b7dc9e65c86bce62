ALTER TABLE "orders" ADD COLUMN "vat_treatment" text DEFAULT 'domestic' NOT NULL;--> statement-breakpoint
-- Orders before reverse charge (ADR 0094): Belgian VAT, or under the One-Stop Shop the
-- delivery country's (ADR 0093).
UPDATE "orders" SET "vat_treatment" = 'destination' WHERE "vat_country" <> 'BE';

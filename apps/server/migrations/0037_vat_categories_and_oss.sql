CREATE TYPE "public"."vat_category" AS ENUM('standard', 'intermediate', 'food', 'zero');--> statement-breakpoint
ALTER TABLE "order_items" DROP CONSTRAINT "order_items_vat_rate_belgian";--> statement-breakpoint
ALTER TABLE "products" DROP CONSTRAINT "products_vat_rate_belgian";--> statement-breakpoint
ALTER TABLE "order_items" ALTER COLUMN "vat_rate" SET DATA TYPE numeric(4, 2);--> statement-breakpoint
ALTER TABLE "order_items" ALTER COLUMN "vat_rate" SET DEFAULT 21;--> statement-breakpoint
ALTER TABLE "orders" ALTER COLUMN "gift_wrapping_vat_rate" SET DATA TYPE numeric(4, 2);--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "vat_country" text DEFAULT 'BE' NOT NULL;--> statement-breakpoint
ALTER TABLE "products" ADD COLUMN "vat_category" "vat_category" DEFAULT 'standard' NOT NULL;--> statement-breakpoint
ALTER TABLE "shop_settings" ADD COLUMN "oss_enabled" boolean DEFAULT false NOT NULL;--> statement-breakpoint
-- Each product's Belgian rate names its category exactly (ADR 0092): 21 standard, 12
-- intermediate, 6 food, 0 zero; order lines keep their rate, now numeric (21 is 21.00).
UPDATE "products" SET "vat_category" = CASE "vat_rate"
  WHEN 12 THEN 'intermediate'::"vat_category"
  WHEN 6 THEN 'food'::"vat_category"
  WHEN 0 THEN 'zero'::"vat_category"
  ELSE 'standard'::"vat_category" END;--> statement-breakpoint
ALTER TABLE "products" DROP COLUMN "vat_rate";--> statement-breakpoint
ALTER TABLE "order_items" ADD CONSTRAINT "order_items_vat_rate_percent" CHECK ("order_items"."vat_rate" >= 0 and "order_items"."vat_rate" < 100);
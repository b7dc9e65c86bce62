-- Every money column becomes a whole number of cents named …_cents (ADR 0070). The old columns
-- were numeric(10,2), so × 100 is exact: no amount changes. Defaults are dropped first, because
-- casting the default 3.50 to an integer would round it.
ALTER TABLE "products" ALTER COLUMN "price" SET DATA TYPE integer USING round("price" * 100)::integer;--> statement-breakpoint
ALTER TABLE "products" RENAME COLUMN "price" TO "price_cents";--> statement-breakpoint
ALTER TABLE "products" ALTER COLUMN "sale_price" SET DATA TYPE integer USING round("sale_price" * 100)::integer;--> statement-breakpoint
ALTER TABLE "products" RENAME COLUMN "sale_price" TO "sale_price_cents";--> statement-breakpoint
ALTER TABLE "orders" ALTER COLUMN "total_amount" SET DATA TYPE integer USING round("total_amount" * 100)::integer;--> statement-breakpoint
ALTER TABLE "orders" RENAME COLUMN "total_amount" TO "total_cents";--> statement-breakpoint
ALTER TABLE "orders" ALTER COLUMN "gift_wrapping_price" SET DATA TYPE integer USING round("gift_wrapping_price" * 100)::integer;--> statement-breakpoint
ALTER TABLE "orders" RENAME COLUMN "gift_wrapping_price" TO "gift_wrapping_price_cents";--> statement-breakpoint
ALTER TABLE "orders" ALTER COLUMN "discount_total" DROP DEFAULT;--> statement-breakpoint
ALTER TABLE "orders" ALTER COLUMN "discount_total" SET DATA TYPE integer USING round("discount_total" * 100)::integer;--> statement-breakpoint
ALTER TABLE "orders" RENAME COLUMN "discount_total" TO "discount_total_cents";--> statement-breakpoint
ALTER TABLE "orders" ALTER COLUMN "discount_total_cents" SET DEFAULT 0;--> statement-breakpoint
ALTER TABLE "orders" ALTER COLUMN "gift_card_total" DROP DEFAULT;--> statement-breakpoint
ALTER TABLE "orders" ALTER COLUMN "gift_card_total" SET DATA TYPE integer USING round("gift_card_total" * 100)::integer;--> statement-breakpoint
ALTER TABLE "orders" RENAME COLUMN "gift_card_total" TO "gift_card_total_cents";--> statement-breakpoint
ALTER TABLE "orders" ALTER COLUMN "gift_card_total_cents" SET DEFAULT 0;--> statement-breakpoint
ALTER TABLE "order_items" ALTER COLUMN "unit_price" SET DATA TYPE integer USING round("unit_price" * 100)::integer;--> statement-breakpoint
ALTER TABLE "order_items" RENAME COLUMN "unit_price" TO "unit_price_cents";--> statement-breakpoint
ALTER TABLE "order_items" ALTER COLUMN "discount_amount" DROP DEFAULT;--> statement-breakpoint
ALTER TABLE "order_items" ALTER COLUMN "discount_amount" SET DATA TYPE integer USING round("discount_amount" * 100)::integer;--> statement-breakpoint
ALTER TABLE "order_items" RENAME COLUMN "discount_amount" TO "discount_cents";--> statement-breakpoint
ALTER TABLE "order_items" ALTER COLUMN "discount_cents" SET DEFAULT 0;--> statement-breakpoint
ALTER TABLE "shop_settings" ALTER COLUMN "gift_wrapping_price" DROP DEFAULT;--> statement-breakpoint
ALTER TABLE "shop_settings" ALTER COLUMN "gift_wrapping_price" SET DATA TYPE integer USING round("gift_wrapping_price" * 100)::integer;--> statement-breakpoint
ALTER TABLE "shop_settings" RENAME COLUMN "gift_wrapping_price" TO "gift_wrapping_price_cents";--> statement-breakpoint
ALTER TABLE "shop_settings" ALTER COLUMN "gift_wrapping_price_cents" SET DEFAULT 350;--> statement-breakpoint
ALTER TABLE "product_price_history" ALTER COLUMN "price" SET DATA TYPE integer USING round("price" * 100)::integer;--> statement-breakpoint
ALTER TABLE "product_price_history" RENAME COLUMN "price" TO "price_cents";--> statement-breakpoint
ALTER TABLE "gift_cards" ALTER COLUMN "initial_value" SET DATA TYPE integer USING round("initial_value" * 100)::integer;--> statement-breakpoint
ALTER TABLE "gift_cards" RENAME COLUMN "initial_value" TO "initial_value_cents";--> statement-breakpoint
ALTER TABLE "gift_card_ledger" ALTER COLUMN "amount" SET DATA TYPE integer USING round("amount" * 100)::integer;--> statement-breakpoint
ALTER TABLE "gift_card_ledger" RENAME COLUMN "amount" TO "amount_cents";--> statement-breakpoint
ALTER TABLE "discount_codes" ALTER COLUMN "min_subtotal" SET DATA TYPE integer USING round("min_subtotal" * 100)::integer;--> statement-breakpoint
ALTER TABLE "discount_codes" RENAME COLUMN "min_subtotal" TO "min_subtotal_cents";--> statement-breakpoint
-- A discount code's value was a percent or euros in one column; now each unit has its own.
ALTER TABLE "discount_codes" DROP CONSTRAINT "discount_codes_value_positive";--> statement-breakpoint
ALTER TABLE "discount_codes" ADD COLUMN "percent_off" smallint;--> statement-breakpoint
ALTER TABLE "discount_codes" ADD COLUMN "amount_off_cents" integer;--> statement-breakpoint
UPDATE "discount_codes" SET "percent_off" = CASE WHEN "kind" = 'percent' THEN round("value")::smallint END, "amount_off_cents" = CASE WHEN "kind" = 'amount' THEN round("value" * 100)::integer END;--> statement-breakpoint
ALTER TABLE "discount_codes" DROP COLUMN "value";--> statement-breakpoint
ALTER TABLE "discount_codes" ADD CONSTRAINT "discount_codes_value_by_kind" CHECK (("discount_codes"."kind" = 'percent' and "discount_codes"."percent_off" between 1 and 100 and "discount_codes"."amount_off_cents" is null) or ("discount_codes"."kind" = 'amount' and "discount_codes"."amount_off_cents" > 0 and "discount_codes"."percent_off" is null));

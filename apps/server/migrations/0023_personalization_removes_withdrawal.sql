ALTER TABLE "products" ADD COLUMN "personalization_removes_withdrawal" boolean DEFAULT true NOT NULL;--> statement-breakpoint
-- A message on a money gift card does not make it to the consumer's specifications (art. 16(c),
-- ADR 0046): gift cards keep the right of withdrawal, and so do the lines already sold.
UPDATE "products" SET "personalization_removes_withdrawal" = false WHERE "is_gift_card";--> statement-breakpoint
UPDATE "order_items" SET "withdrawal_right" = true
  WHERE NOT "withdrawal_right"
    AND "product_id" IN (SELECT "id" FROM "products" WHERE "is_gift_card");

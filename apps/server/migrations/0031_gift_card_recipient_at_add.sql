ALTER TABLE "cart_items" ADD COLUMN "gift_card_recipient" jsonb;--> statement-breakpoint
ALTER TABLE "order_items" ADD COLUMN "gift_card_recipient" jsonb;
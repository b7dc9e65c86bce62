ALTER TABLE "gift_card_ledger" ADD COLUMN "reason_code" text;--> statement-breakpoint
ALTER TABLE "gift_card_ledger" ADD COLUMN "reason_values" jsonb;--> statement-breakpoint
ALTER TABLE "order_status_history" ADD COLUMN "reason_code" text;--> statement-breakpoint
ALTER TABLE "order_status_history" ADD COLUMN "reason_values" jsonb;
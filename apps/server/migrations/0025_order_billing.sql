-- The buyer as the payment page names them (ADR 0048): the invoice is made out to them, not to the
-- recipient of a gift. Older orders keep null: their invoices read the order (ADR 0048).
ALTER TABLE "orders" ADD COLUMN "billing" jsonb;--> statement-breakpoint
-- A gift card is valid until the end of the day printed on it, in Brussels (ADR 0048): cards
-- issued before kept the time of day they were bought; they now run to that day's last instant.
UPDATE "gift_cards" SET "expires_at" =
  (("expires_at" at time zone 'Europe/Brussels')::date + 1)::timestamp at time zone 'Europe/Brussels'
  - interval '1 microsecond';

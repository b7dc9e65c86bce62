-- The buyer as the payment page names them (ADR 0048): the invoice is made out to them, not to the
-- recipient of a gift. Older orders keep null and are read as before (their shipping details).
ALTER TABLE "orders" ADD COLUMN "billing" jsonb;

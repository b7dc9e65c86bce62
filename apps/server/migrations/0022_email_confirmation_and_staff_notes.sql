ALTER TABLE "order_status_history" ADD COLUMN "staff_note" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "email_confirmed_at" timestamp with time zone;--> statement-breakpoint
-- Existing accounts (ADR 0049): an address is confirmed only where a mailed link proved it. An
-- e-mail change that took effect made the current address through its link (the latest such
-- link for that address); a password reset was completed through a link mailed to the address
-- (reset links are only ever marked used by a completed reset). Every other account stays
-- unconfirmed until it follows a link mailed to its address (a reset, or a change).
UPDATE "users" SET "email_confirmed_at" = coalesce(
  (SELECT max(c."used_at") FROM "email_change_tokens" c
    WHERE c."user_id" = "users"."id" AND c."used_at" IS NOT NULL
      AND lower(c."new_email") = lower("users"."email")),
  (SELECT min(r."used_at") FROM "password_reset_tokens" r
    WHERE r."user_id" = "users"."id" AND r."used_at" IS NOT NULL)
)
WHERE "erased_at" IS NULL;--> statement-breakpoint
-- Staff's refund reasons were appended to the history's reason ("Refunded EUR ... by staff
-- (...): lines. <reason>"): they move to staff_note, so the customer's export leaves them out.
UPDATE "order_status_history" h
   SET "staff_note" = r."reason",
       "reason" = rtrim(left(h."reason", length(h."reason") - length(r."reason")))
  FROM "order_refunds" r
 WHERE r."order_id" = h."order_id"
   AND r."reason" <> ''
   AND h."actor_user_id" IS NOT NULL
   AND h."reason" LIKE 'Refunded EUR % by staff (%'
   AND right(h."reason", length(r."reason") + 1) = ' ' || r."reason";

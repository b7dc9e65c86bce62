CREATE TABLE "cart_gift_options" (
	"user_id" integer PRIMARY KEY NOT NULL,
	"is_gift" boolean DEFAULT false NOT NULL,
	"message" text DEFAULT '' NOT NULL,
	"wrapping" boolean DEFAULT false NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "shop_settings" (
	"id" smallint PRIMARY KEY DEFAULT 1 NOT NULL,
	"gift_wrapping_price" numeric(10, 2) DEFAULT '3.50' NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "shop_settings_one_row" CHECK ("shop_settings"."id" = 1),
	CONSTRAINT "shop_settings_gift_wrapping_price_not_negative" CHECK ("shop_settings"."gift_wrapping_price" >= 0)
);
--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "is_gift" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "gift_message" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "gift_wrapping_price" numeric(10, 2);--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "gift_wrapping_vat_rate" smallint;--> statement-breakpoint
ALTER TABLE "cart_gift_options" ADD CONSTRAINT "cart_gift_options_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
INSERT INTO "shop_settings" ("id") VALUES (1) ON CONFLICT DO NOTHING;--> statement-breakpoint
-- The wrapping price shows on cached pages (the wrapping page): a change empties the caches.
CREATE TRIGGER shop_settings_catalog_changed
AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON shop_settings
FOR EACH STATEMENT EXECUTE FUNCTION notify_catalog_changed();
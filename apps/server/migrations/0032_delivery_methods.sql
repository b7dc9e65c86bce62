CREATE TABLE "cart_deliveries" (
	"user_id" integer PRIMARY KEY NOT NULL,
	"method_code" text NOT NULL,
	"country" text NOT NULL,
	"pickup_point" jsonb,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "delivery_methods" (
	"id" serial PRIMARY KEY NOT NULL,
	"code" text NOT NULL,
	"kind" text NOT NULL,
	"name" text NOT NULL,
	"name_nl" text NOT NULL,
	"name_fr" text NOT NULL,
	"estimate_from_days" smallint NOT NULL,
	"estimate_to_days" smallint NOT NULL,
	"active" boolean DEFAULT true NOT NULL,
	"position" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "delivery_methods_code_unique" UNIQUE("code"),
	CONSTRAINT "delivery_methods_kind" CHECK ("delivery_methods"."kind" in ('home', 'pickup_point', 'collection')),
	CONSTRAINT "delivery_methods_estimate" CHECK ("delivery_methods"."estimate_from_days" >= 0 and "delivery_methods"."estimate_to_days" >= "delivery_methods"."estimate_from_days")
);
--> statement-breakpoint
CREATE TABLE "delivery_rates" (
	"method_id" integer NOT NULL,
	"country" text NOT NULL,
	"price_cents" integer NOT NULL,
	"free_from_cents" integer,
	CONSTRAINT "delivery_rates_method_id_country_pk" PRIMARY KEY("method_id","country"),
	CONSTRAINT "delivery_rates_price_not_negative" CHECK ("delivery_rates"."price_cents" >= 0),
	CONSTRAINT "delivery_rates_free_from_positive" CHECK ("delivery_rates"."free_from_cents" is null or "delivery_rates"."free_from_cents" > 0)
);
--> statement-breakpoint
ALTER TABLE "discount_codes" DROP CONSTRAINT "discount_codes_kind";--> statement-breakpoint
ALTER TABLE "discount_codes" DROP CONSTRAINT "discount_codes_value_by_kind";--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "delivery_method" text;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "delivery_kind" text;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "delivery_price_cents" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "delivery_pickup_point" jsonb;--> statement-breakpoint
ALTER TABLE "shop_settings" ADD COLUMN "workshop_address" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "shop_settings" ADD COLUMN "workshop_hours" jsonb DEFAULT '{"en":"","nl":"","fr":""}'::jsonb NOT NULL;--> statement-breakpoint
ALTER TABLE "cart_deliveries" ADD CONSTRAINT "cart_deliveries_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "delivery_rates" ADD CONSTRAINT "delivery_rates_method_id_delivery_methods_id_fk" FOREIGN KEY ("method_id") REFERENCES "public"."delivery_methods"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "discount_codes" ADD CONSTRAINT "discount_codes_kind" CHECK ("discount_codes"."kind" in ('percent', 'amount', 'free_delivery'));--> statement-breakpoint
ALTER TABLE "discount_codes" ADD CONSTRAINT "discount_codes_value_by_kind" CHECK (("discount_codes"."kind" = 'percent' and "discount_codes"."percent_off" between 1 and 100 and "discount_codes"."amount_off_cents" is null) or ("discount_codes"."kind" = 'amount' and "discount_codes"."amount_off_cents" > 0 and "discount_codes"."percent_off" is null) or ("discount_codes"."kind" = 'free_delivery' and "discount_codes"."percent_off" is null and "discount_codes"."amount_off_cents" is null));
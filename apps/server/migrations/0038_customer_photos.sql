CREATE TABLE "customer_uploads" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"user_id" integer NOT NULL,
	"original_key" text NOT NULL,
	"preview_key" text NOT NULL,
	"width" integer NOT NULL,
	"height" integer NOT NULL,
	"ordered_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
DROP INDEX "cart_items_line_idx";--> statement-breakpoint
ALTER TABLE "cart_items" ADD COLUMN "photo" jsonb;--> statement-breakpoint
ALTER TABLE "order_items" ADD COLUMN "photo" jsonb;--> statement-breakpoint
ALTER TABLE "products" ADD COLUMN "photo_mode" "personalization_mode" DEFAULT 'none' NOT NULL;--> statement-breakpoint
ALTER TABLE "products" ADD COLUMN "photo_min_width" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "products" ADD COLUMN "photo_min_height" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "products" ADD COLUMN "photo_print_area" jsonb;--> statement-breakpoint
ALTER TABLE "shop_settings" ADD COLUMN "order_photo_retention_days" integer DEFAULT 365 NOT NULL;--> statement-breakpoint
ALTER TABLE "customer_uploads" ADD CONSTRAINT "customer_uploads_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "customer_uploads_user_idx" ON "customer_uploads" USING btree ("user_id");--> statement-breakpoint
CREATE UNIQUE INDEX "cart_items_line_idx" ON "cart_items" USING btree ("user_id","product_id",coalesce("variant_id", 0),"personalization",coalesce("photo"->>'upload_id', ''));
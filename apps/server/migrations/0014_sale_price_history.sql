CREATE TABLE "product_price_history" (
	"id" serial PRIMARY KEY NOT NULL,
	"product_id" integer NOT NULL,
	"price" numeric(10, 2) NOT NULL,
	"started_at" timestamp with time zone DEFAULT now() NOT NULL,
	"reason" text NOT NULL
);
--> statement-breakpoint
ALTER TABLE "products" ADD COLUMN "sale_price" numeric(10, 2);--> statement-breakpoint
ALTER TABLE "products" ADD COLUMN "sale_ends_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "products" ADD COLUMN "sale_started_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "product_price_history" ADD CONSTRAINT "product_price_history_product_id_products_id_fk" FOREIGN KEY ("product_id") REFERENCES "public"."products"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "product_price_history_product_idx" ON "product_price_history" USING btree ("product_id","started_at");--> statement-breakpoint
ALTER TABLE "products" ADD CONSTRAINT "products_sale_price_below_price" CHECK ("products"."sale_price" is null or ("products"."sale_price" > 0 and "products"."sale_price" < "products"."price"));--> statement-breakpoint
-- Every existing product has been charged its price since it was made.
INSERT INTO "product_price_history" ("product_id", "price", "started_at", "reason")
SELECT "id", "price", "created_at", 'created' FROM "products";
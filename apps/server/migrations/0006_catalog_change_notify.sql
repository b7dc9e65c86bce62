-- Every change to what the catalogue answers (products, their pictures, categories) tells
-- each server instance listening on 'catalog_changed' to drop its cached catalogue answers.
-- The notification is sent when the changing transaction commits, never for a rollback, and
-- PostgreSQL folds identical notifications of one transaction into one.
CREATE OR REPLACE FUNCTION notify_catalog_changed() RETURNS trigger
LANGUAGE plpgsql AS $$
BEGIN
  PERFORM pg_notify('catalog_changed', '');
  RETURN NULL;
END;
$$;
--> statement-breakpoint
CREATE TRIGGER products_catalog_changed
AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON products
FOR EACH STATEMENT EXECUTE FUNCTION notify_catalog_changed();
--> statement-breakpoint
CREATE TRIGGER product_images_catalog_changed
AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON product_images
FOR EACH STATEMENT EXECUTE FUNCTION notify_catalog_changed();
--> statement-breakpoint
CREATE TRIGGER categories_catalog_changed
AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON categories
FOR EACH STATEMENT EXECUTE FUNCTION notify_catalog_changed();

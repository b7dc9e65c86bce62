-- The shipping page and the terms name the delivery methods and their rates (issue 27, ADR 0091),
-- and server-rendered pages are cached until the catalogue changes: a staff change to a method
-- or a rate empties the caches, as the wrapping price does (migration 0013).
CREATE TRIGGER delivery_methods_catalog_changed
AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON delivery_methods
FOR EACH STATEMENT EXECUTE FUNCTION notify_catalog_changed();--> statement-breakpoint
CREATE TRIGGER delivery_rates_catalog_changed
AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON delivery_rates
FOR EACH STATEMENT EXECUTE FUNCTION notify_catalog_changed();

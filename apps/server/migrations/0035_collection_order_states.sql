ALTER TYPE "public"."order_status" ADD VALUE 'ready_for_collection' BEFORE 'cancelled';--> statement-breakpoint
ALTER TYPE "public"."order_status" ADD VALUE 'collected' BEFORE 'cancelled';
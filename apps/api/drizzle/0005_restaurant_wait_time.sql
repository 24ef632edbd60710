-- The waiting time the restaurant quotes; a restaurant set up before it had this setting quoted 25-45.
ALTER TABLE "restaurants" ADD COLUMN "wait_min_minutes" integer NOT NULL DEFAULT 25;--> statement-breakpoint
ALTER TABLE "restaurants" ALTER COLUMN "wait_min_minutes" DROP DEFAULT;--> statement-breakpoint
ALTER TABLE "restaurants" ADD COLUMN "wait_max_minutes" integer NOT NULL DEFAULT 45;--> statement-breakpoint
ALTER TABLE "restaurants" ALTER COLUMN "wait_max_minutes" DROP DEFAULT;

ALTER TABLE "restaurants" ADD COLUMN "legal_name" text;--> statement-breakpoint
ALTER TABLE "restaurants" ADD COLUMN "vat_number" text;
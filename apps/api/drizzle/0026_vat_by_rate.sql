CREATE TABLE "order_vat" (
	"order_id" integer NOT NULL,
	"rate_basis_points" integer NOT NULL,
	"gross_cents" integer NOT NULL,
	"net_cents" integer NOT NULL,
	"vat_cents" integer NOT NULL,
	CONSTRAINT "order_vat_order_id_rate_basis_points_pk" PRIMARY KEY("order_id","rate_basis_points"),
	CONSTRAINT "order_vat_amounts_check" CHECK ("order_vat"."gross_cents" = "order_vat"."net_cents" + "order_vat"."vat_cents")
);
--> statement-breakpoint
CREATE TABLE "vat_rates" (
	"id" serial PRIMARY KEY NOT NULL,
	"vat_class" text NOT NULL,
	"rate_basis_points" integer NOT NULL,
	"valid_from" date NOT NULL,
	CONSTRAINT "vat_rates_class_check" CHECK ("vat_rates"."vat_class" in ('food', 'soft_drink', 'alcohol', 'zero')),
	CONSTRAINT "vat_rates_rate_check" CHECK ("vat_rates"."rate_basis_points" >= 0)
);
--> statement-breakpoint
ALTER TABLE "orders" ALTER COLUMN "vat_rate_basis_points" DROP NOT NULL;--> statement-breakpoint
ALTER TABLE "order_lines" ADD COLUMN "vat_rate_basis_points" integer;--> statement-breakpoint
-- A line sold before VAT by rate was sold at its order's one rate.
UPDATE "order_lines" SET "vat_rate_basis_points" = "orders"."vat_rate_basis_points" FROM "orders" WHERE "orders"."id" = "order_lines"."order_id";--> statement-breakpoint
ALTER TABLE "order_lines" ALTER COLUMN "vat_rate_basis_points" SET NOT NULL;--> statement-breakpoint
ALTER TABLE "order_lines" ADD COLUMN "deposit_cents" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "deposit_cents" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "products" ADD COLUMN "vat_class" text DEFAULT 'food' NOT NULL;--> statement-breakpoint
ALTER TABLE "products" ADD COLUMN "deposit_cents" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "order_vat" ADD CONSTRAINT "order_vat_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "vat_rates_class_from_idx" ON "vat_rates" USING btree ("vat_class","valid_from");--> statement-breakpoint
ALTER TABLE "restaurants" DROP COLUMN "vat_rate_basis_points";--> statement-breakpoint
ALTER TABLE "products" ADD CONSTRAINT "products_vat_class_check" CHECK ("products"."vat_class" in ('food', 'soft_drink', 'alcohol', 'zero'));--> statement-breakpoint
ALTER TABLE "products" ADD CONSTRAINT "products_deposit_check" CHECK ("products"."deposit_cents" >= 0);--> statement-breakpoint
-- Revenue's rates (decision 046): food and catering 13.5% since 1 September 2023 and 9% from
-- 1 July 2026 (Budget 2026); soft drinks, water and alcohol at the standard 23% since 1 March 2021;
-- zero-rated since VAT began (1 November 1972). Earlier rates are not needed: no order predates them.
INSERT INTO "vat_rates" ("vat_class", "rate_basis_points", "valid_from") VALUES
  ('food', 1350, '2023-09-01'),
  ('food', 900, '2026-07-01'),
  ('soft_drink', 2300, '2021-03-01'),
  ('alcohol', 2300, '2021-03-01'),
  ('zero', 0, '1972-11-01');--> statement-breakpoint
-- An order placed before had one rate for its whole total: its breakdown is that one row.
INSERT INTO "order_vat" ("order_id", "rate_basis_points", "gross_cents", "net_cents", "vat_cents")
  SELECT "id", "vat_rate_basis_points", "total_cents", "total_cents" - "vat_cents", "vat_cents" FROM "orders";--> statement-breakpoint
-- The demo's cans and bottled water, by their seeded names only: whatever menu they are on, a
-- 330 ml can of Coca-Cola or 7UP or a 500 ml bottle of water is a soft drink with a €0.15 deposit.
UPDATE "products" SET "vat_class" = 'soft_drink', "deposit_cents" = 15
  WHERE "name" IN ('Coca-Cola (330ml can)', 'Coca-Cola Zero Sugar (330ml can)', '7UP (330ml can)', 'Irish Spring Water (500ml)');
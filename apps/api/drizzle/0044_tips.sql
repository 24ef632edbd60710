-- Issue 51, decision 065: tips by the law. The owner's tip choices and the notice's answers, no tips
-- offered until they are given; the order's tip apart from its total (outside the sale and its VAT);
-- the card tips of the deliveries a driver's cash-up covers, shown with it (decision 071).
ALTER TABLE "restaurants" ADD COLUMN "tip_settings" jsonb DEFAULT '{"percents":[],"custom_max_cents":0,"shared":false,"how":"","with_whom":"","card_cost_basis_points":0,"mandatory_charge":""}'::jsonb NOT NULL;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "tip_cents" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "orders" ADD CONSTRAINT "orders_tip_check" CHECK ("orders"."tip_cents" >= 0 and ("orders"."tip_cents" = 0 or "orders"."payment_method" = 'digital_payment'));--> statement-breakpoint
ALTER TABLE "cash_ups" ADD COLUMN "tips_cents" integer DEFAULT 0 NOT NULL;

-- Decision 077: a part refund that gives back the difference of a change made cheaper. The change
-- already lowered the order's total, so the reports and the refundable amount leave it out.
ALTER TABLE "order_refunds" ADD COLUMN "settles_change" boolean DEFAULT false NOT NULL;

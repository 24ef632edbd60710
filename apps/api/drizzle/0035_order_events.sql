CREATE TABLE "order_event_deliveries" (
	"id" serial PRIMARY KEY NOT NULL,
	"event_id" integer NOT NULL,
	"subscriber" text NOT NULL,
	"created_at" timestamp with time zone NOT NULL,
	"sent_at" timestamp with time zone,
	"attempts" integer DEFAULT 0 NOT NULL,
	"next_attempt_at" timestamp with time zone DEFAULT now() NOT NULL,
	"error" text
);
--> statement-breakpoint
CREATE TABLE "order_events" (
	"id" serial PRIMARY KEY NOT NULL,
	"type" text NOT NULL,
	"order_id" integer NOT NULL,
	"payload" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"created_at" timestamp with time zone NOT NULL,
	"handed_out_at" timestamp with time zone
);
--> statement-breakpoint
ALTER TABLE "order_event_deliveries" ADD CONSTRAINT "order_event_deliveries_event_id_order_events_id_fk" FOREIGN KEY ("event_id") REFERENCES "public"."order_events"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "order_event_deliveries_once_idx" ON "order_event_deliveries" USING btree ("event_id","subscriber");--> statement-breakpoint
CREATE INDEX "order_event_deliveries_unsent_idx" ON "order_event_deliveries" USING btree ("next_attempt_at") WHERE "order_event_deliveries"."sent_at" is null;--> statement-breakpoint
CREATE INDEX "order_events_waiting_idx" ON "order_events" USING btree ("id") WHERE "order_events"."handed_out_at" is null;
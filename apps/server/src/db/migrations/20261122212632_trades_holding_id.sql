ALTER TABLE "trades" ADD COLUMN "holding_id" integer;--> statement-breakpoint
ALTER TABLE "trades" ADD CONSTRAINT "trades_holding_id_holdings_id_fk" FOREIGN KEY ("holding_id") REFERENCES "public"."holdings"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
-- Trades made before this column: the holding their cgx offer drew on.
UPDATE "trades" SET "holding_id" = "offers"."holding_id" FROM "offers" WHERE "offers"."id" = "trades"."offer_id" AND "offers"."market" = 'cgx';--> statement-breakpoint
CREATE INDEX "trades_undelivered_holding_id_index" ON "trades" USING btree ("holding_id") WHERE "trades"."status" in ('awaiting_grain', 'overdue_grain');
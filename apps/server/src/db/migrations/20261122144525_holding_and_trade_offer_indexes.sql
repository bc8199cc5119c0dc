CREATE INDEX "trades_offer_id_index" ON "trades" USING btree ("offer_id");--> statement-breakpoint
CREATE INDEX "offers_holding_id_status_index" ON "offers" USING btree ("holding_id","status");
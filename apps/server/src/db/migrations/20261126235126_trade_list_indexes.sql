CREATE INDEX "trades_price_id_index" ON "trades" USING btree ("price","id");--> statement-breakpoint
CREATE INDEX "trades_status_created_at_index" ON "trades" USING btree ("status","created_at");
CREATE SEQUENCE "public"."igrain_delivery_numbers" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1;--> statement-breakpoint
CREATE TABLE "igrain_deliveries" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "igrain_deliveries_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"formatted_id" text NOT NULL,
	"trade_id" integer NOT NULL,
	"type" text NOT NULL,
	"delivered_on" date NOT NULL,
	"tonnes" numeric(14, 3) NOT NULL,
	"weighbridge_ticket" text NOT NULL,
	"quality" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"oil" numeric(5, 2),
	"admix" numeric(5, 2),
	"recorded_by_user_id" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "legacy_trades" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "legacy_trades_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"reference" text NOT NULL,
	"type" text NOT NULL,
	"season_id" integer NOT NULL,
	"delivery_period_id" integer,
	"commodity_id" integer NOT NULL,
	"grade_id" integer,
	"site_id" integer,
	"storage_provider_organisation_id" integer,
	"quantity" numeric(14, 3) NOT NULL,
	"shrunk" numeric(14, 3),
	"price" numeric(10, 2) NOT NULL,
	"port_equiv" numeric(10, 2),
	"trade_date" date NOT NULL,
	"status" text NOT NULL,
	"seller_invoice" text,
	"buyer_invoice" text,
	"seller_type" text NOT NULL,
	"spreads" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"oil" numeric(5, 2),
	"admix" numeric(5, 2),
	"seller_organisation_id" integer NOT NULL,
	"buyer_organisation_id" integer NOT NULL,
	"agent_organisation_id" integer,
	"seller_user_id" integer,
	"buyer_user_id" integer,
	"offer_creator_user_id" integer,
	"bid_creator_user_id" integer,
	"agent_user_id" integer,
	"imported_by_user_id" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "trade_changes" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "trade_changes_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"trade_id" integer NOT NULL,
	"user_id" integer,
	"action" text NOT NULL,
	"changes" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"changed_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "trades" ADD COLUMN "recorded_by_user_id" integer;--> statement-breakpoint
ALTER TABLE "igrain_deliveries" ADD CONSTRAINT "igrain_deliveries_trade_id_trades_id_fk" FOREIGN KEY ("trade_id") REFERENCES "public"."trades"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "igrain_deliveries" ADD CONSTRAINT "igrain_deliveries_recorded_by_user_id_users_id_fk" FOREIGN KEY ("recorded_by_user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "legacy_trades" ADD CONSTRAINT "legacy_trades_season_id_seasons_id_fk" FOREIGN KEY ("season_id") REFERENCES "public"."seasons"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "legacy_trades" ADD CONSTRAINT "legacy_trades_delivery_period_id_delivery_periods_id_fk" FOREIGN KEY ("delivery_period_id") REFERENCES "public"."delivery_periods"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "legacy_trades" ADD CONSTRAINT "legacy_trades_commodity_id_commodities_id_fk" FOREIGN KEY ("commodity_id") REFERENCES "public"."commodities"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "legacy_trades" ADD CONSTRAINT "legacy_trades_grade_id_grades_id_fk" FOREIGN KEY ("grade_id") REFERENCES "public"."grades"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "legacy_trades" ADD CONSTRAINT "legacy_trades_site_id_sites_id_fk" FOREIGN KEY ("site_id") REFERENCES "public"."sites"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "legacy_trades" ADD CONSTRAINT "legacy_trades_storage_provider_organisation_id_organisations_id_fk" FOREIGN KEY ("storage_provider_organisation_id") REFERENCES "public"."organisations"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "legacy_trades" ADD CONSTRAINT "legacy_trades_seller_organisation_id_organisations_id_fk" FOREIGN KEY ("seller_organisation_id") REFERENCES "public"."organisations"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "legacy_trades" ADD CONSTRAINT "legacy_trades_buyer_organisation_id_organisations_id_fk" FOREIGN KEY ("buyer_organisation_id") REFERENCES "public"."organisations"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "legacy_trades" ADD CONSTRAINT "legacy_trades_agent_organisation_id_organisations_id_fk" FOREIGN KEY ("agent_organisation_id") REFERENCES "public"."organisations"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "legacy_trades" ADD CONSTRAINT "legacy_trades_seller_user_id_users_id_fk" FOREIGN KEY ("seller_user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "legacy_trades" ADD CONSTRAINT "legacy_trades_buyer_user_id_users_id_fk" FOREIGN KEY ("buyer_user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "legacy_trades" ADD CONSTRAINT "legacy_trades_offer_creator_user_id_users_id_fk" FOREIGN KEY ("offer_creator_user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "legacy_trades" ADD CONSTRAINT "legacy_trades_bid_creator_user_id_users_id_fk" FOREIGN KEY ("bid_creator_user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "legacy_trades" ADD CONSTRAINT "legacy_trades_agent_user_id_users_id_fk" FOREIGN KEY ("agent_user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "legacy_trades" ADD CONSTRAINT "legacy_trades_imported_by_user_id_users_id_fk" FOREIGN KEY ("imported_by_user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "trade_changes" ADD CONSTRAINT "trade_changes_trade_id_trades_id_fk" FOREIGN KEY ("trade_id") REFERENCES "public"."trades"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "trade_changes" ADD CONSTRAINT "trade_changes_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "igrain_deliveries_formatted_id_key" ON "igrain_deliveries" USING btree ("formatted_id");--> statement-breakpoint
CREATE INDEX "igrain_deliveries_trade_id_delivered_on_index" ON "igrain_deliveries" USING btree ("trade_id","delivered_on");--> statement-breakpoint
CREATE INDEX "igrain_deliveries_created_at_index" ON "igrain_deliveries" USING btree ("created_at");--> statement-breakpoint
CREATE UNIQUE INDEX "legacy_trades_reference_key" ON "legacy_trades" USING btree ("reference");--> statement-breakpoint
CREATE INDEX "legacy_trades_trade_date_index" ON "legacy_trades" USING btree ("trade_date");--> statement-breakpoint
CREATE INDEX "legacy_trades_seller_buyer_index" ON "legacy_trades" USING btree ("seller_organisation_id","buyer_organisation_id");--> statement-breakpoint
CREATE INDEX "trade_changes_trade_id_changed_at_index" ON "trade_changes" USING btree ("trade_id","changed_at");--> statement-breakpoint
ALTER TABLE "trades" ADD CONSTRAINT "trades_recorded_by_user_id_users_id_fk" FOREIGN KEY ("recorded_by_user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;
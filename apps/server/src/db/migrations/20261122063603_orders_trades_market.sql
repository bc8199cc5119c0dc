CREATE SEQUENCE "public"."order_sequence" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1;--> statement-breakpoint
CREATE TABLE "password_tokens" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "password_tokens_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"session_id" integer NOT NULL,
	"token_hash" text NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "user_preferences" (
	"user_id" integer PRIMARY KEY NOT NULL,
	"sms_bid_alerts" boolean DEFAULT false NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "holdings" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "holdings_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"organisation_id" integer NOT NULL,
	"ngr" text NOT NULL,
	"site_id" integer NOT NULL,
	"season_id" integer NOT NULL,
	"commodity_id" integer NOT NULL,
	"grade_id" integer NOT NULL,
	"quantity" numeric(14, 3) NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "market_feed_items" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "market_feed_items_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"feed_type" text NOT NULL,
	"market_type" text NOT NULL,
	"offer_id" integer,
	"trade_id" integer,
	"commodity_name" text NOT NULL,
	"grade_name" text,
	"site_name" text,
	"storage_provider_nickname" text,
	"state" text,
	"pricing_point" text,
	"port_name" text,
	"season_name" text NOT NULL,
	"delivery_period_name" text NOT NULL,
	"quantity" numeric(14, 3) NOT NULL,
	"price" numeric(10, 2) NOT NULL,
	"port_equiv" numeric(10, 2),
	"sound" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "markets" (
	"market" text PRIMARY KEY NOT NULL,
	"windows" jsonb NOT NULL,
	"windows_mean" text DEFAULT 'closed' NOT NULL,
	"forced_status" text,
	"forced_by_user_id" integer,
	"forced_at" timestamp with time zone,
	"last_status" text,
	"last_changed_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "notifications" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "notifications_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"user_id" integer NOT NULL,
	"kind" text NOT NULL,
	"body" text NOT NULL,
	"link" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"read_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "trade_counters" (
	"market" text PRIMARY KEY NOT NULL,
	"last_number" integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "trades" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "trades_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"market" text NOT NULL,
	"number" integer NOT NULL,
	"formatted_id" text NOT NULL,
	"bid_group_id" integer NOT NULL,
	"bid_line_id" integer NOT NULL,
	"offer_id" integer NOT NULL,
	"buyer_organisation_id" integer NOT NULL,
	"seller_organisation_id" integer NOT NULL,
	"agent_organisation_id" integer,
	"season_id" integer NOT NULL,
	"commodity_id" integer NOT NULL,
	"grade_id" integer,
	"delivery_period_id" integer NOT NULL,
	"site_id" integer,
	"quantity" numeric(14, 3) NOT NULL,
	"price" numeric(10, 2) NOT NULL,
	"port_equiv" numeric(10, 2),
	"payment_terms_kind" text NOT NULL,
	"payment_terms_days" integer,
	"payment_due_date" date,
	"status" text DEFAULT 'awaiting_grain' NOT NULL,
	"resting_side" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "bid_groups" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "bid_groups_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"market" text NOT NULL,
	"organisation_id" integer NOT NULL,
	"created_by_user_id" integer NOT NULL,
	"season_id" integer NOT NULL,
	"commodity_id" integer NOT NULL,
	"delivery_period_id" integer NOT NULL,
	"quantity" numeric(14, 3) NOT NULL,
	"remaining" numeric(14, 3) NOT NULL,
	"min_quantity" numeric(14, 3) NOT NULL,
	"expiry_date" date,
	"payment_terms" integer[] DEFAULT '{}' NOT NULL,
	"storage_ids" integer[] DEFAULT '{}' NOT NULL,
	"varieties" text[] DEFAULT '{}' NOT NULL,
	"terms_and_conditions" text[] DEFAULT '{}' NOT NULL,
	"chemical_declaration" boolean,
	"chemical_application_date" date,
	"chemical_rate" text,
	"chemical_treatment" text,
	"pricing_point" text,
	"is_bid_sheet" boolean DEFAULT false NOT NULL,
	"status" text DEFAULT 'active' NOT NULL,
	"sequence" bigint DEFAULT nextval('order_sequence') NOT NULL,
	"rebid_of_id" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"ended_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "bid_lines" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "bid_lines_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"bid_group_id" integer NOT NULL,
	"grade_id" integer,
	"site_id" integer,
	"port_zone_id" integer,
	"pricing_point" text,
	"nearest_town" text,
	"nearest_town_city" text,
	"nearest_town_direction" text,
	"nearest_town_distance_range" text,
	"address" text,
	"delivered_site_id" integer,
	"price" numeric(10, 2) NOT NULL,
	"deleted" boolean DEFAULT false NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "bid_quality_limits" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "bid_quality_limits_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"bid_group_id" integer NOT NULL,
	"quality_parameter_id" integer NOT NULL,
	"amount" text NOT NULL
);
--> statement-breakpoint
CREATE TABLE "offer_quality_values" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "offer_quality_values_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"offer_id" integer NOT NULL,
	"quality_parameter_id" integer NOT NULL,
	"value" text NOT NULL
);
--> statement-breakpoint
CREATE TABLE "offers" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "offers_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"market" text NOT NULL,
	"organisation_id" integer NOT NULL,
	"agent_organisation_id" integer,
	"created_by_user_id" integer NOT NULL,
	"season_id" integer NOT NULL,
	"commodity_id" integer NOT NULL,
	"grade_id" integer,
	"delivery_period_id" integer NOT NULL,
	"holding_id" integer,
	"site_id" integer,
	"storage_id" integer,
	"pricing_point" text,
	"nearest_town" text,
	"nearest_town_city" text,
	"nearest_town_direction" text,
	"nearest_town_distance_range" text,
	"address" text,
	"delivered_site_id" integer,
	"quantity" numeric(14, 3) NOT NULL,
	"remaining" numeric(14, 3) NOT NULL,
	"min_quantity" numeric(14, 3) NOT NULL,
	"price" numeric(10, 2) NOT NULL,
	"expiry_date" date,
	"payment_terms_kind" text DEFAULT 'default' NOT NULL,
	"payment_terms_days" integer,
	"chemical_declaration" boolean NOT NULL,
	"chemical_application_date" date,
	"chemical_rate" text,
	"chemical_treatment" text,
	"varieties" text[] DEFAULT '{}' NOT NULL,
	"terms_and_conditions" text[] DEFAULT '{}' NOT NULL,
	"status" text DEFAULT 'active' NOT NULL,
	"sequence" bigint DEFAULT nextval('order_sequence') NOT NULL,
	"reoffer_of_id" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"ended_at" timestamp with time zone
);
--> statement-breakpoint
ALTER TABLE "password_tokens" ADD CONSTRAINT "password_tokens_session_id_sessions_id_fk" FOREIGN KEY ("session_id") REFERENCES "public"."sessions"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "user_preferences" ADD CONSTRAINT "user_preferences_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "holdings" ADD CONSTRAINT "holdings_organisation_id_organisations_id_fk" FOREIGN KEY ("organisation_id") REFERENCES "public"."organisations"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "holdings" ADD CONSTRAINT "holdings_site_id_sites_id_fk" FOREIGN KEY ("site_id") REFERENCES "public"."sites"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "holdings" ADD CONSTRAINT "holdings_season_id_seasons_id_fk" FOREIGN KEY ("season_id") REFERENCES "public"."seasons"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "holdings" ADD CONSTRAINT "holdings_commodity_id_commodities_id_fk" FOREIGN KEY ("commodity_id") REFERENCES "public"."commodities"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "holdings" ADD CONSTRAINT "holdings_grade_id_grades_id_fk" FOREIGN KEY ("grade_id") REFERENCES "public"."grades"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "markets" ADD CONSTRAINT "markets_forced_by_user_id_users_id_fk" FOREIGN KEY ("forced_by_user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "notifications" ADD CONSTRAINT "notifications_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "trades" ADD CONSTRAINT "trades_buyer_organisation_id_organisations_id_fk" FOREIGN KEY ("buyer_organisation_id") REFERENCES "public"."organisations"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "trades" ADD CONSTRAINT "trades_seller_organisation_id_organisations_id_fk" FOREIGN KEY ("seller_organisation_id") REFERENCES "public"."organisations"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "trades" ADD CONSTRAINT "trades_agent_organisation_id_organisations_id_fk" FOREIGN KEY ("agent_organisation_id") REFERENCES "public"."organisations"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "trades" ADD CONSTRAINT "trades_season_id_seasons_id_fk" FOREIGN KEY ("season_id") REFERENCES "public"."seasons"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "trades" ADD CONSTRAINT "trades_commodity_id_commodities_id_fk" FOREIGN KEY ("commodity_id") REFERENCES "public"."commodities"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "trades" ADD CONSTRAINT "trades_grade_id_grades_id_fk" FOREIGN KEY ("grade_id") REFERENCES "public"."grades"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "trades" ADD CONSTRAINT "trades_delivery_period_id_delivery_periods_id_fk" FOREIGN KEY ("delivery_period_id") REFERENCES "public"."delivery_periods"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "trades" ADD CONSTRAINT "trades_site_id_sites_id_fk" FOREIGN KEY ("site_id") REFERENCES "public"."sites"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "bid_groups" ADD CONSTRAINT "bid_groups_organisation_id_organisations_id_fk" FOREIGN KEY ("organisation_id") REFERENCES "public"."organisations"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "bid_groups" ADD CONSTRAINT "bid_groups_created_by_user_id_users_id_fk" FOREIGN KEY ("created_by_user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "bid_groups" ADD CONSTRAINT "bid_groups_season_id_seasons_id_fk" FOREIGN KEY ("season_id") REFERENCES "public"."seasons"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "bid_groups" ADD CONSTRAINT "bid_groups_commodity_id_commodities_id_fk" FOREIGN KEY ("commodity_id") REFERENCES "public"."commodities"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "bid_groups" ADD CONSTRAINT "bid_groups_delivery_period_id_delivery_periods_id_fk" FOREIGN KEY ("delivery_period_id") REFERENCES "public"."delivery_periods"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "bid_lines" ADD CONSTRAINT "bid_lines_bid_group_id_bid_groups_id_fk" FOREIGN KEY ("bid_group_id") REFERENCES "public"."bid_groups"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "bid_lines" ADD CONSTRAINT "bid_lines_grade_id_grades_id_fk" FOREIGN KEY ("grade_id") REFERENCES "public"."grades"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "bid_lines" ADD CONSTRAINT "bid_lines_site_id_sites_id_fk" FOREIGN KEY ("site_id") REFERENCES "public"."sites"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "bid_lines" ADD CONSTRAINT "bid_lines_port_zone_id_port_zones_id_fk" FOREIGN KEY ("port_zone_id") REFERENCES "public"."port_zones"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "bid_lines" ADD CONSTRAINT "bid_lines_delivered_site_id_delivered_sites_id_fk" FOREIGN KEY ("delivered_site_id") REFERENCES "public"."delivered_sites"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "bid_quality_limits" ADD CONSTRAINT "bid_quality_limits_bid_group_id_bid_groups_id_fk" FOREIGN KEY ("bid_group_id") REFERENCES "public"."bid_groups"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "bid_quality_limits" ADD CONSTRAINT "bid_quality_limits_quality_parameter_id_quality_parameters_id_fk" FOREIGN KEY ("quality_parameter_id") REFERENCES "public"."quality_parameters"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "offer_quality_values" ADD CONSTRAINT "offer_quality_values_offer_id_offers_id_fk" FOREIGN KEY ("offer_id") REFERENCES "public"."offers"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "offer_quality_values" ADD CONSTRAINT "offer_quality_values_quality_parameter_id_quality_parameters_id_fk" FOREIGN KEY ("quality_parameter_id") REFERENCES "public"."quality_parameters"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "offers" ADD CONSTRAINT "offers_organisation_id_organisations_id_fk" FOREIGN KEY ("organisation_id") REFERENCES "public"."organisations"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "offers" ADD CONSTRAINT "offers_agent_organisation_id_organisations_id_fk" FOREIGN KEY ("agent_organisation_id") REFERENCES "public"."organisations"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "offers" ADD CONSTRAINT "offers_created_by_user_id_users_id_fk" FOREIGN KEY ("created_by_user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "offers" ADD CONSTRAINT "offers_season_id_seasons_id_fk" FOREIGN KEY ("season_id") REFERENCES "public"."seasons"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "offers" ADD CONSTRAINT "offers_commodity_id_commodities_id_fk" FOREIGN KEY ("commodity_id") REFERENCES "public"."commodities"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "offers" ADD CONSTRAINT "offers_grade_id_grades_id_fk" FOREIGN KEY ("grade_id") REFERENCES "public"."grades"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "offers" ADD CONSTRAINT "offers_delivery_period_id_delivery_periods_id_fk" FOREIGN KEY ("delivery_period_id") REFERENCES "public"."delivery_periods"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "offers" ADD CONSTRAINT "offers_holding_id_holdings_id_fk" FOREIGN KEY ("holding_id") REFERENCES "public"."holdings"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "offers" ADD CONSTRAINT "offers_site_id_sites_id_fk" FOREIGN KEY ("site_id") REFERENCES "public"."sites"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "offers" ADD CONSTRAINT "offers_storage_id_on_farm_storages_id_fk" FOREIGN KEY ("storage_id") REFERENCES "public"."on_farm_storages"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "offers" ADD CONSTRAINT "offers_delivered_site_id_delivered_sites_id_fk" FOREIGN KEY ("delivered_site_id") REFERENCES "public"."delivered_sites"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "password_tokens_token_hash_key" ON "password_tokens" USING btree ("token_hash");--> statement-breakpoint
CREATE UNIQUE INDEX "holdings_grain_key" ON "holdings" USING btree ("organisation_id","ngr","site_id","season_id","grade_id");--> statement-breakpoint
CREATE INDEX "holdings_site_id_index" ON "holdings" USING btree ("site_id");--> statement-breakpoint
CREATE INDEX "market_feed_items_created_at_index" ON "market_feed_items" USING btree ("created_at");--> statement-breakpoint
CREATE INDEX "market_feed_items_feed_type_created_at_index" ON "market_feed_items" USING btree ("feed_type","created_at");--> statement-breakpoint
CREATE INDEX "notifications_user_id_created_at_index" ON "notifications" USING btree ("user_id","created_at");--> statement-breakpoint
CREATE UNIQUE INDEX "trades_formatted_id_key" ON "trades" USING btree ("formatted_id");--> statement-breakpoint
CREATE INDEX "trades_buyer_organisation_id_created_at_index" ON "trades" USING btree ("buyer_organisation_id","created_at");--> statement-breakpoint
CREATE INDEX "trades_seller_organisation_id_created_at_index" ON "trades" USING btree ("seller_organisation_id","created_at");--> statement-breakpoint
CREATE INDEX "trades_created_at_index" ON "trades" USING btree ("created_at");--> statement-breakpoint
CREATE INDEX "bid_groups_organisation_id_status_index" ON "bid_groups" USING btree ("organisation_id","status");--> statement-breakpoint
CREATE INDEX "bid_groups_status_commodity_id_season_id_index" ON "bid_groups" USING btree ("status","commodity_id","season_id");--> statement-breakpoint
CREATE INDEX "bid_lines_bid_group_id_index" ON "bid_lines" USING btree ("bid_group_id");--> statement-breakpoint
CREATE INDEX "offers_organisation_id_status_index" ON "offers" USING btree ("organisation_id","status");--> statement-breakpoint
CREATE INDEX "offers_status_commodity_id_season_id_index" ON "offers" USING btree ("status","commodity_id","season_id");
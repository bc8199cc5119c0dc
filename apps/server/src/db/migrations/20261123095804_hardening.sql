CREATE TABLE "idempotency_keys" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "idempotency_keys_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"user_id" integer NOT NULL,
	"key" text NOT NULL,
	"route" text NOT NULL,
	"request_hash" text NOT NULL,
	"status_code" integer,
	"response" jsonb,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "farm_grain" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "farm_grain_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"organisation_id" integer NOT NULL,
	"season_id" integer NOT NULL,
	"commodity_id" integer NOT NULL,
	"grade_id" integer,
	"quantity" numeric(14, 3) NOT NULL,
	"storage_id" integer,
	"nearest_town" text,
	"nearest_town_city" text,
	"nearest_town_direction" text,
	"nearest_town_distance_range" text,
	"address" text,
	"state" text,
	"status" text DEFAULT 'active' NOT NULL,
	"created_by_user_id" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "login_challenges" ADD COLUMN "decoy" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "sessions" ADD COLUMN "impersonator_session_id" integer;--> statement-breakpoint
ALTER TABLE "agent_authorisations" ADD COLUMN "revoked_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "agent_authorisations" ADD COLUMN "revoked_by_user_id" integer;--> statement-breakpoint
ALTER TABLE "organisations" ADD COLUMN "verification_status" text DEFAULT 'pending' NOT NULL;--> statement-breakpoint
ALTER TABLE "organisations" ADD COLUMN "verification_changed_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "organisations" ADD COLUMN "verification_changed_by_user_id" integer;--> statement-breakpoint
ALTER TABLE "jobs" ADD COLUMN "priority" integer DEFAULT 100 NOT NULL;--> statement-breakpoint
ALTER TABLE "jobs" ADD COLUMN "locked_until" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "trades" ADD COLUMN "farm_grain_id" integer;--> statement-breakpoint
ALTER TABLE "offers" ADD COLUMN "farm_grain_id" integer;--> statement-breakpoint
ALTER TABLE "idempotency_keys" ADD CONSTRAINT "idempotency_keys_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "farm_grain" ADD CONSTRAINT "farm_grain_organisation_id_organisations_id_fk" FOREIGN KEY ("organisation_id") REFERENCES "public"."organisations"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "farm_grain" ADD CONSTRAINT "farm_grain_season_id_seasons_id_fk" FOREIGN KEY ("season_id") REFERENCES "public"."seasons"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "farm_grain" ADD CONSTRAINT "farm_grain_commodity_id_commodities_id_fk" FOREIGN KEY ("commodity_id") REFERENCES "public"."commodities"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "farm_grain" ADD CONSTRAINT "farm_grain_grade_id_grades_id_fk" FOREIGN KEY ("grade_id") REFERENCES "public"."grades"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "farm_grain" ADD CONSTRAINT "farm_grain_storage_id_on_farm_storages_id_fk" FOREIGN KEY ("storage_id") REFERENCES "public"."on_farm_storages"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "farm_grain" ADD CONSTRAINT "farm_grain_created_by_user_id_users_id_fk" FOREIGN KEY ("created_by_user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "idempotency_keys_user_key" ON "idempotency_keys" USING btree ("user_id","key");--> statement-breakpoint
CREATE INDEX "idempotency_keys_created_at_index" ON "idempotency_keys" USING btree ("created_at");--> statement-breakpoint
CREATE INDEX "farm_grain_organisation_id_status_index" ON "farm_grain" USING btree ("organisation_id","status");--> statement-breakpoint
ALTER TABLE "trades" ADD CONSTRAINT "trades_farm_grain_id_farm_grain_id_fk" FOREIGN KEY ("farm_grain_id") REFERENCES "public"."farm_grain"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "offers" ADD CONSTRAINT "offers_farm_grain_id_farm_grain_id_fk" FOREIGN KEY ("farm_grain_id") REFERENCES "public"."farm_grain"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "jobs_ready_priority_idx" ON "jobs" USING btree ("priority","run_at","id") WHERE completed_at IS NULL AND failed_at IS NULL;--> statement-breakpoint
CREATE INDEX "trades_farm_grain_id_index" ON "trades" USING btree ("farm_grain_id") WHERE "trades"."farm_grain_id" is not null;--> statement-breakpoint
CREATE INDEX "offers_farm_grain_id_status_index" ON "offers" USING btree ("farm_grain_id","status");--> statement-breakpoint
-- Organisations that traded before verification existed keep trading: they count as verified.
UPDATE "organisations" SET "verification_status" = 'verified';

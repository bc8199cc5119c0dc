CREATE TABLE "clear_settle_interests" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "clear_settle_interests_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"user_id" integer NOT NULL,
	"organisation_id" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "onboarding_experiences" (
	"user_id" integer NOT NULL,
	"experience_id" text NOT NULL,
	"state" text NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "onboarding_experiences_user_id_experience_id_pk" PRIMARY KEY("user_id","experience_id")
);
--> statement-breakpoint
ALTER TABLE "clear_settle_interests" ADD CONSTRAINT "clear_settle_interests_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "clear_settle_interests" ADD CONSTRAINT "clear_settle_interests_organisation_id_organisations_id_fk" FOREIGN KEY ("organisation_id") REFERENCES "public"."organisations"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "onboarding_experiences" ADD CONSTRAINT "onboarding_experiences_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "clear_settle_interests_user_key" ON "clear_settle_interests" USING btree ("user_id");--> statement-breakpoint
CREATE INDEX "clear_settle_interests_created_at_index" ON "clear_settle_interests" USING btree ("created_at");
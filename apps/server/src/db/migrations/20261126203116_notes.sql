CREATE TABLE "notes" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "notes_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"resource_type" text NOT NULL,
	"resource_id" integer NOT NULL,
	"body" text NOT NULL,
	"call_back" date,
	"author_user_id" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "notes" ADD CONSTRAINT "notes_author_user_id_users_id_fk" FOREIGN KEY ("author_user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "notes_resource_type_resource_id_created_at_index" ON "notes" USING btree ("resource_type","resource_id","created_at");--> statement-breakpoint
CREATE INDEX "notes_call_back_index" ON "notes" USING btree ("call_back");--> statement-breakpoint
CREATE INDEX "notes_created_at_index" ON "notes" USING btree ("created_at");
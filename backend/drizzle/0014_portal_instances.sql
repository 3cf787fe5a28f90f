CREATE TABLE "portal_instances" (
	"instance_id" text PRIMARY KEY NOT NULL,
	"secret_fingerprint" text NOT NULL,
	"last_seen" timestamp with time zone DEFAULT now() NOT NULL
);

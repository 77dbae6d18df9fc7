CREATE TABLE "stored_file_chunks" (
	"sha256" text NOT NULL,
	"seq" integer NOT NULL,
	"bytes" "bytea" NOT NULL,
	CONSTRAINT "stored_file_chunks_sha256_seq_pk" PRIMARY KEY("sha256","seq")
);
--> statement-breakpoint
ALTER TABLE "stored_files" DROP CONSTRAINT "stored_files_size_check";--> statement-breakpoint
ALTER TABLE "stored_file_chunks" ADD CONSTRAINT "stored_file_chunks_sha256_stored_files_sha256_fk" FOREIGN KEY ("sha256") REFERENCES "public"."stored_files"("sha256") ON DELETE cascade ON UPDATE cascade;--> statement-breakpoint
-- Files stored before chunking become one chunk each, then the old column goes.
INSERT INTO "stored_file_chunks" ("sha256", "seq", "bytes") SELECT "sha256", 0, "bytes" FROM "stored_files";--> statement-breakpoint
ALTER TABLE "stored_files" DROP COLUMN "bytes";
-- The invoice e-mails (issue 34, docs/invoices.md): the outbox carries attachments (an invoice's PDF), and each invoice
-- records when its e-mail was queued, so that several processes send it once. migration 0015's immutability trigger
-- compares only the columns it lists: these two may be set on an issued invoice.
ALTER TABLE "emails" ADD COLUMN "attachments" jsonb;--> statement-breakpoint
ALTER TABLE "invoices" ADD COLUMN "emailed_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "invoices" ADD COLUMN "provisional_emailed_at" timestamp with time zone;--> statement-breakpoint
CREATE INDEX "invoices_mail_queue_idx" ON "invoices" USING btree ("created_at") WHERE emailed_at is null;
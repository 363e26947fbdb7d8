-- The order e-mail leaves the order's transaction (issue 37, docs/orders.md "Throughput"): the outbox row carries what
-- the e-mail says (the brand and the message, JSON) and the mail worker renders it after the commit, writing the
-- subject, HTML and text as it sends it. Rows queued rendered keep message null. (The 0018 snapshot lacked
-- orders_created_idx, which 0018 created: this migration's snapshot has it; nothing to do here.)
ALTER TABLE "emails" ADD COLUMN "message" jsonb;

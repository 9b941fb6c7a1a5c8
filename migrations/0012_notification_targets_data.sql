-- Custom data migration (issue 18): notifications stored a path built by the server; they now name a record
-- (target_kind + target_id) that the web turns into a route. Broadcasts keep their staff-typed link.
UPDATE "notification" SET "target_kind" = 'TICKET', "target_id" = substring("link" from '^/tickets/([^/?#]+)$'), "link" = NULL
  WHERE "kind" <> 'broadcast' AND "link" ~ '^/tickets/[^/?#]+$';
--> statement-breakpoint
UPDATE "notification" SET "target_kind" = 'PAYMENT', "target_id" = substring("link" from '^/payments\?receipt=([^&#]+)$'), "link" = NULL
  WHERE "kind" <> 'broadcast' AND "link" ~ '^/payments\?receipt=[^&#]+$';
--> statement-breakpoint
UPDATE "notification" SET "target_kind" = CASE "link"
    WHEN '/payments' THEN 'PAYMENT'
    WHEN '/loans' THEN 'LOAN'
    WHEN '/orders' THEN 'ORDER'
    WHEN '/application' THEN 'APPLICATION'
    WHEN '/documents' THEN 'DOCUMENT'
  END, "link" = NULL
  WHERE "kind" <> 'broadcast' AND "link" IN ('/payments', '/loans', '/orders', '/application', '/documents');

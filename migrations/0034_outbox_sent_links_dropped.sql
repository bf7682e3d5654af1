-- Custom SQL: no schema change (the previous snapshot stays). docs/decisions/052: a secret link lives
-- only until it is delivered. Releases before it kept the real text of a message that was logged on a
-- box without a mail server (and of any whose clearing a crash interrupted) for good; nothing will
-- ever send those again, so their links are dropped here. Backups taken before this release still
-- hold them (docs/security.md).
UPDATE outbox_messages SET secret_text_body = NULL
WHERE secret_text_body IS NOT NULL AND status IN ('sent', 'logged');

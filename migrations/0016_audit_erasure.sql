-- Erasure and the append-only audit log (issue 18). Entries keep an opaque id only for the people they
-- name: the catch-all entry for admin writes records the field names a body set, no longer the values
-- (worker/domain/audit.ts), and deleting an account turns its name as an actor into 'Former member'.
-- First the entries written before: their bodies become field names, and a name that was the actor's
-- address (the old fallback for an empty name) becomes their id.
DROP TRIGGER `audit_log_no_update`;
--> statement-breakpoint
UPDATE `audit_log`
   SET `after` = json_object('fields', (SELECT json_group_array(key)
                                          FROM (SELECT key FROM json_each(`audit_log`.`after`) ORDER BY key)))
 WHERE `target_type` = 'endpoint' AND json_valid(`after`) AND json_type(`after`) = 'object';
--> statement-breakpoint
UPDATE `audit_log`
   SET `actor_name` = `actor_user_id`
 WHERE `actor_user_id` IS NOT NULL
   AND `actor_name` = (SELECT `email` FROM `user` WHERE `user`.`id` = `audit_log`.`actor_user_id`);
--> statement-breakpoint
-- Still nobody can change an entry, except the one erasure: the actor's name to 'Former member',
-- every other column as it was (worker/domain/privacy/erase-records.ts).
CREATE TRIGGER `audit_log_no_update` BEFORE UPDATE ON `audit_log`
WHEN NOT (NEW.`actor_name` = 'Former member'
  AND NEW.`id` IS OLD.`id` AND NEW.`actor_user_id` IS OLD.`actor_user_id` AND NEW.`action` IS OLD.`action`
  AND NEW.`target_type` IS OLD.`target_type` AND NEW.`target_id` IS OLD.`target_id`
  AND NEW.`before` IS OLD.`before` AND NEW.`after` IS OLD.`after` AND NEW.`created_at` IS OLD.`created_at`)
BEGIN SELECT RAISE(ABORT, 'The audit log cannot be changed'); END;

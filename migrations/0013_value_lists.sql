-- Issue 15: members.membership_tier holds one of the tier ids (worker/contract/enums.ts, membershipTierIds).
-- SQLite adds a CHECK only by rebuilding the table, which would mean recreating the members search
-- triggers (0007) and every foreign key to it; two triggers refuse other words instead, the way the audit
-- log refuses changes (0011). Existing rows are not rebuilt, only read.
-- Older words first become the tier they read as (tierForLabel); anything else already displays as Basic.
UPDATE `members` SET `membership_tier` = 'premium' WHERE `membership_tier` = 'business';--> statement-breakpoint
UPDATE `members` SET `membership_tier` = 'executive' WHERE `membership_tier` = 'corporate';--> statement-breakpoint
UPDATE `members` SET `membership_tier` = 'basic' WHERE `membership_tier` NOT IN ('basic', 'premium', 'executive');--> statement-breakpoint
CREATE TRIGGER `members_tier_insert` BEFORE INSERT ON `members`
  WHEN NEW.`membership_tier` NOT IN ('basic', 'premium', 'executive')
  BEGIN SELECT RAISE(ABORT, 'membership_tier must be basic, premium or executive'); END;--> statement-breakpoint
CREATE TRIGGER `members_tier_update` BEFORE UPDATE OF `membership_tier` ON `members`
  WHEN NEW.`membership_tier` NOT IN ('basic', 'premium', 'executive')
  BEGIN SELECT RAISE(ABORT, 'membership_tier must be basic, premium or executive'); END;

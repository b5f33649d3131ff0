-- Every existing member without a membership number gets one, dated by the day they joined in Riyadh
-- (UTC+3 all year), as if it had been given at sign-up. The 4 digits of a day are a permutation
-- ((n * 7919 + k) % 10000 over the day's n-th member; 7919 is prime, so coprime to 10000) rather than
-- 0001, 0002..., so ids stay hard to guess for /verify. UPDATE OR IGNORE skips a member whose candidate
-- collides with an id already issued (random digits); the next pass, with another k, tries again.
-- Whoever is still left is numbered at read time by ensureMembershipId (worker/domain/membership/
-- membership-number.ts). 'SPPC' is wrangler.toml's MEMBERSHIP_ID_PREFIX.
UPDATE OR IGNORE members
   SET membership_id = 'SPPC-' || n.day || '-' || substr('000' || ((n.rn * 7919 + 0) % 10000), -4),
       membership_since = coalesce(members.membership_since, members.created_at)
  FROM (SELECT user_id, strftime('%Y%m%d', created_at, '+3 hours') AS day,
               row_number() OVER (PARTITION BY strftime('%Y%m%d', created_at, '+3 hours')
                                  ORDER BY created_at, user_id) AS rn
          FROM members WHERE membership_id IS NULL) AS n
 WHERE members.user_id = n.user_id;
--> statement-breakpoint
UPDATE OR IGNORE members
   SET membership_id = 'SPPC-' || n.day || '-' || substr('000' || ((n.rn * 7919 + 4409) % 10000), -4),
       membership_since = coalesce(members.membership_since, members.created_at)
  FROM (SELECT user_id, strftime('%Y%m%d', created_at, '+3 hours') AS day,
               row_number() OVER (PARTITION BY strftime('%Y%m%d', created_at, '+3 hours')
                                  ORDER BY created_at, user_id) AS rn
          FROM members WHERE membership_id IS NULL) AS n
 WHERE members.user_id = n.user_id;
--> statement-breakpoint
UPDATE OR IGNORE members
   SET membership_id = 'SPPC-' || n.day || '-' || substr('000' || ((n.rn * 7919 + 7331) % 10000), -4),
       membership_since = coalesce(members.membership_since, members.created_at)
  FROM (SELECT user_id, strftime('%Y%m%d', created_at, '+3 hours') AS day,
               row_number() OVER (PARTITION BY strftime('%Y%m%d', created_at, '+3 hours')
                                  ORDER BY created_at, user_id) AS rn
          FROM members WHERE membership_id IS NULL) AS n
 WHERE members.user_id = n.user_id;
--> statement-breakpoint
UPDATE OR IGNORE members
   SET membership_id = 'SPPC-' || n.day || '-' || substr('000' || ((n.rn * 7919 + 2593) % 10000), -4),
       membership_since = coalesce(members.membership_since, members.created_at)
  FROM (SELECT user_id, strftime('%Y%m%d', created_at, '+3 hours') AS day,
               row_number() OVER (PARTITION BY strftime('%Y%m%d', created_at, '+3 hours')
                                  ORDER BY created_at, user_id) AS rn
          FROM members WHERE membership_id IS NULL) AS n
 WHERE members.user_id = n.user_id;

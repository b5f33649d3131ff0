-- Sign-up now needs the mailed link before the first password sign-in (better-auth
-- requireEmailVerification, issue 33). Every account that exists already is in use by its member
-- (signed-up members, passwordless members from registration and the import, admins): they keep
-- signing in as before.
UPDATE `user` SET `email_verified` = 1 WHERE `email_verified` = 0;

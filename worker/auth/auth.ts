import { betterAuth } from "better-auth";
import { drizzleAdapter } from "better-auth/adapters/drizzle";
import { eq } from "drizzle-orm";
import { stripHiddenControls } from "../contract/hidden-controls";
import type { Database } from "../db/client";
import { account, members, session, user, verification } from "../db/schema";
import { numberColumns, withNewNumber } from "../domain/membership/membership-number";
import { welcomeMailId, welcomeMailRow } from "../domain/membership/welcome-mail";
import { endLiveSockets } from "../domain/messages/live-sessions";
import { conversationRooms } from "../domain/messages/rooms";
import { mailClient, takeVisitorMail } from "../domain/visitor-mail/limit";
import type { Mailer } from "../email/mailer";
import { signUpAttemptEmail } from "../email/sign-up-attempt-email";
import { accountEmail } from "../email/templates";
import { clientIp } from "../lib/client-ip";
import { signingSecret } from "../lib/signing-secret";
import { isLocalOrigin, requestLanguage } from "./origin";
import { hashPassword, PASSWORD_MAX, PASSWORD_MIN, scryptParams, verifyPassword } from "./password";

/**
 * A remembered session lasts 30 days; the database copy of an unremembered one is cut to 12 hours.
 * Neither is extended by use: better-auth would renew any session to 30 days (it cannot tell the
 * unremembered ones when the client leaves out its dont_remember cookie), so renewal is off.
 */
export const SESSION_DAYS = 30;
export const UNREMEMBERED_SESSION_MS = 12 * 3_600_000;
const DAY_S = 86_400;

export type AuthDeps = { env: Env; db: Database; mailer: Mailer; origin: string; request: Request };

/** The member's language; during sign-up the profile may not exist yet, so the request's language. */
async function memberLanguage(db: Database, userId: string, request: Request) {
  const row = await db
    .select({ language: members.preferredLanguage })
    .from(members)
    .where(eq(members.userId, userId))
    .get();
  return row?.language ?? requestLanguage(request);
}

export function createAuth({ env, db, mailer, origin, request }: AuthDeps) {
  const local = isLocalOrigin(origin);
  const secret = signingSecret(env, origin);
  // Outside local development: Secure cookies, and the session cookie is __Host- (no Domain, Path=/).
  const secure = !local;
  const cookieName = (name: string) => (secure ? `__Host-sppc.${name}` : `sppc.${name}`);
  const hashCost = scryptParams(env.PASSWORD_HASH_COST, local);

  return betterAuth({
    appName: "SPPC",
    baseURL: origin,
    basePath: "/api/auth",
    secret,
    trustedOrigins: [origin],
    database: drizzleAdapter(db, { provider: "sqlite", schema: { user, session, account, verification } }),
    emailAndPassword: {
      enabled: true,
      minPasswordLength: PASSWORD_MIN,
      maxPasswordLength: PASSWORD_MAX,
      // A sign-up answers the same whether or not the address has an account (worker/routes/auth.ts):
      // no session until the mailed link proves the address, and the first password sign-in of an
      // unverified account is refused like a wrong password (the link is mailed again).
      autoSignIn: false,
      requireEmailVerification: true,
      onExistingUserSignUp: async ({ user: existing }) => {
        // The owner hears that someone used their address; counted with the verification mails so a
        // visitor cannot make us mail a stranger's inbox more often than a new address's.
        const client = mailClient(clientIp(request), env.VISITOR_MAILS_PER_ADDRESS);
        const wait = await takeVisitorMail(db, {
          purpose: "verification",
          recipient: existing.email,
          client,
        });
        if (wait > 0) return;
        const language = await memberLanguage(db, existing.id, request);
        await mailer.send(signUpAttemptEmail({ to: existing.email, name: existing.name, language, origin }));
      },
      password: { hash: (password) => hashPassword(password, hashCost), verify: verifyPassword },
      resetPasswordTokenExpiresIn: 3600,
      revokeSessionsOnPasswordReset: true,
      sendResetPassword: async ({ user: account, url }) => {
        // Anyone can ask for a reset of any address: past the visitor-mail limits nothing is sent, and
        // the answer stays better-auth's usual one, so it never tells whether the address has an account.
        const client = mailClient(clientIp(request), env.VISITOR_MAILS_PER_ADDRESS);
        const wait = await takeVisitorMail(db, {
          purpose: "password-reset",
          recipient: account.email,
          client,
        });
        if (wait > 0) return;
        const language = await memberLanguage(db, account.id, request);
        await mailer.send(
          accountEmail("reset-password", { to: account.email, name: account.name, language, link: url }),
        );
      },
      onPasswordReset: async ({ user: account }) => {
        // The reset (or set-password) link came by mail to this address: that proves it, as the
        // verification link would (passwordless members choose their first password this way).
        await db.update(user).set({ emailVerified: true }).where(eq(user.id, account.id));
        const language = await memberLanguage(db, account.id, request);
        await mailer.send(
          accountEmail("password-changed", { to: account.email, name: account.name, language }),
        );
      },
    },
    emailVerification: {
      sendOnSignUp: true,
      sendOnSignIn: true,
      autoSignInAfterVerification: true,
      expiresIn: DAY_S,
      sendVerificationEmail: async ({ user: account, url }) => {
        // Sign-up and "send again" (POST /api/auth/send-verification-email) mail an address nobody has
        // confirmed: the visitor-mail limits apply, and past them nothing is sent (the answer is the same).
        const client = mailClient(clientIp(request), env.VISITOR_MAILS_PER_ADDRESS);
        const wait = await takeVisitorMail(db, { purpose: "verification", recipient: account.email, client });
        if (wait > 0) return;
        const language = await memberLanguage(db, account.id, request);
        await mailer.send(
          accountEmail("verify-email", { to: account.email, name: account.name, language, link: url }),
        );
      },
    },
    // updateAge = expiresIn: a session is due for renewal only once it has expired, that is never.
    session: { expiresIn: SESSION_DAYS * DAY_S, updateAge: SESSION_DAYS * DAY_S },
    // Sign-in is limited per account and per address by worker/auth/rate-limit.ts, which persists in D1.
    rateLimit: { enabled: false },
    advanced: {
      useSecureCookies: false,
      cookies: {
        session_token: { name: cookieName("session_token") },
        session_data: { name: cookieName("session_data") },
        dont_remember: { name: cookieName("dont_remember") },
      },
      defaultCookieAttributes: { secure, httpOnly: true, sameSite: "lax", path: "/" },
      ipAddress: { ipAddressHeaders: ["cf-connecting-ip", "x-forwarded-for"] },
      database: { generateId: () => crypto.randomUUID() },
    },
    databaseHooks: {
      // Sign-out, revoke-session(s) and the password change's revocation of every other device all
      // delete sessions through here (bulk revocations call it once per session): their live message
      // sockets close with them.
      session: {
        delete: {
          after: async (ended) => {
            await endLiveSockets(
              { db, rooms: conversationRooms(env.CONVERSATIONS) },
              { userId: ended.userId, sessionIds: [ended.id] },
            );
          },
        },
      },
      user: {
        create: {
          // Sign-up forwards the body untouched to better-auth, so the name is cleaned here, where it
          // is stored: no bidi override can make a member's name read as something else.
          before: async (user) => ({ data: { ...user, name: stripHiddenControls(user.name) } }),
          // Every account gets its community profile, in the language it signed up in, with its
          // membership number (a Basic card from the first day) and its welcome, in one batch.
          after: async (created) => {
            const [firstName, ...rest] = created.name.trim().split(/\s+/);
            const now = new Date();
            await withNewNumber(db, env.MEMBERSHIP_ID_PREFIX || "SPPC", now, (membershipId) =>
              db.batch([
                db
                  .insert(members)
                  .values({
                    userId: created.id,
                    firstName: firstName || null,
                    lastName: rest.join(" ") || null,
                    preferredLanguage: requestLanguage(request),
                    ...numberColumns(membershipId, now),
                  })
                  // Only a profile that exists already is skipped: a number taken meanwhile must fail.
                  .onConflictDoNothing({ target: members.userId }),
                welcomeMailRow(db, mailer, { userId: created.id, email: created.email, origin, now }),
              ]),
            );
            mailer.expect(welcomeMailId(created.id));
          },
        },
      },
    },
  });
}

export type Auth = ReturnType<typeof createAuth>;

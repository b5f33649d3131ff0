import { eq } from "drizzle-orm";
import { UNREMEMBERED_SESSION_MS } from "../auth/auth";
import type { Language } from "../contract/enums";
import type { Database } from "../db/client";
import { session } from "../db/schema";
import type { Mailer } from "../email/mailer";
import { accountEmail } from "../email/templates";

/** "Remember me" unticked: better-auth sets a browser-session cookie; its server-side session ends sooner too. */
export async function shortenSession(db: Database, token: string, now: Date): Promise<void> {
  await db
    .update(session)
    .set({ expiresAt: new Date(now.getTime() + UNREMEMBERED_SESSION_MS) })
    .where(eq(session.token, token));
}

/** After a password change from the account page: the member hears of it (someone else may have done it). */
export async function tellPasswordChanged(
  mailer: Mailer,
  account: { email: string; name: string; language: Language },
): Promise<void> {
  await mailer.send(
    accountEmail("password-changed", { to: account.email, name: account.name, language: account.language }),
  );
}

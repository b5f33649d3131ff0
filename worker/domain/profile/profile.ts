import { eq } from "drizzle-orm";
import type { ProfileUpdate } from "../../contract/profile";
import type { Database } from "../../db/client";
import { members, user } from "../../db/schema";
import { displayName, type Viewer } from "../members";

/** Applies a validated profile update (missing fields stay as they are) and returns the new viewer. */
export async function updateProfile(db: Database, viewer: Viewer, update: ProfileUpdate): Promise<Viewer> {
  // drizzle leaves keys whose value is undefined out of the SET clause.
  const member = await db
    .update(members)
    .set({ ...update, updatedAt: new Date().toISOString() })
    .where(eq(members.userId, viewer.user.id))
    .returning()
    .get();
  if (!member) throw new Error(`No member profile for ${viewer.user.id}`);

  let account = viewer.user;
  if (update.firstName !== undefined || update.lastName !== undefined) {
    // Account emails greet the member by the auth record's name: keep it in step with the profile.
    const name = displayName(account.name, member.firstName, member.lastName);
    account =
      (await db
        .update(user)
        .set({ name, updatedAt: new Date() })
        .where(eq(user.id, account.id))
        .returning()
        .get()) ?? account;
  }
  return { user: account, member };
}

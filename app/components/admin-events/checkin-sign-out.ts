import { deviceStore, type KeyValueStore } from "./checkin-store";
import { forgetDoorUser } from "./door-user";

/**
 * At sign-out: nobody can open the door screen offline any more, and the saved ticket lists (attendees'
 * names) are deleted. Unsynced check-ins stay, keyed to their steward: they are sent at that steward's
 * next visit, so signing out never loses a check-in (and another steward never sees them).
 */
export async function clearDoorAtSignOut(store: KeyValueStore = deviceStore()): Promise<void> {
  forgetDoorUser();
  const keys = await store.keys();
  await Promise.all(
    keys.filter((key) => key.startsWith("checkin:") && key.endsWith(":tickets")).map((key) => store.del(key)),
  );
}

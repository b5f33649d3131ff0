// A one-word note in localStorage that an owner has something waiting to be sent. The app shell
// reads only this (app/lib/offline-queue/triggers.ts), so visitors with an empty queue never
// download the queue code or open IndexedDB.
export const hintKey = (ownerId: string) => `sppc-queue-pending:${ownerId}`;

export function setPendingHint(ownerId: string, pending: boolean): void {
  try {
    if (pending) localStorage.setItem(hintKey(ownerId), "1");
    else localStorage.removeItem(hintKey(ownerId));
  } catch {
    // Storage blocked: the queue is still flushed when the page asks for it.
  }
}

export function hasPendingHint(ownerId: string): boolean {
  try {
    return localStorage.getItem(hintKey(ownerId)) !== null;
  } catch {
    return true; // storage blocked: look in the queue itself
  }
}

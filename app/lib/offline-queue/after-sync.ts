import type { QueryClient } from "@tanstack/react-query";
import type { RsvpResult } from "../../../worker/contract/rsvp";
import { toast } from "../../components/ui/toast-store";
import { interpolate } from "../../i18n/define";
import { readSavedLanguage } from "../../i18n/language";
import { loadTranslations } from "../../i18n/load";
import { offlineQueueMessages } from "../../i18n/messages/offline-queue";
import { homeKeys } from "../../queries/home-keys";
import { MESSAGES } from "../../queries/messages";
import { POSTS } from "../../queries/posts";
import { refreshAfterRsvp } from "../../queries/rsvp";
import type { QueueItem } from "./types";

/**
 * A queued item landed: the real post or RSVP replaces the pending one (the caches refresh) and a
 * toast says so — for an RSVP that came back
 * waitlisted, that the event was full.
 */
export async function afterSync(item: QueueItem, result: unknown, queryClient: QueryClient): Promise<void> {
  const texts = await loadTranslations(offlineQueueMessages, readSavedLanguage());
  if (item.kind === "message") {
    // The conversation shows it in place of the waiting one; no toast for a chat line.
    await queryClient.invalidateQueries({ queryKey: [MESSAGES] });
    return;
  }
  if (item.kind === "post") {
    await Promise.all([
      queryClient.invalidateQueries({ queryKey: [POSTS] }),
      queryClient.invalidateQueries({ queryKey: homeKeys.summary }),
    ]);
    toast({ title: texts.postSyncedTitle, description: texts.postSyncedBody });
    return;
  }
  const rsvp = result as RsvpResult | null;
  if (rsvp?.event) await refreshAfterRsvp(queryClient, rsvp);
  if (rsvp?.rsvp?.status === "waitlisted") {
    toast({
      title: texts.rsvpWaitlistedTitle,
      description: interpolate(texts.rsvpWaitlistedBody, { position: rsvp.rsvp.waitlistPosition ?? "?" }),
      duration: 15_000,
    });
  } else {
    toast({ title: texts.rsvpSyncedTitle, description: texts.rsvpSyncedBody });
  }
}

import { api } from "../lib/api-client";
/** Notification query keys, apart from ./notifications.ts so pages that only invalidate the bell stay small. */
export const notificationKeys = {
  all: [api.notifications.$path()] as const,
  unreadCount: [api.notifications["unread-count"].$path()] as const,
};

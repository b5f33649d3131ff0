/** Notification query keys, apart from ./notifications.ts so pages that only invalidate the bell stay small. */
export const notificationKeys = {
  all: ["/api/notifications"] as const,
  unreadCount: ["/api/notifications/unread-count"] as const,
};

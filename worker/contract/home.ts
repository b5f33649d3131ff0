/** One industry group on the member home: members whose profile names that industry. */
export type IndustryGroup = {
  industry: string;
  members: number;
  /** The signed-in member's own industry (listed first). */
  mine: boolean;
};

/** GET /api/home/summary: the signed-in member's real counts and the top industry groups. */
export type HomeSummary = {
  counts: {
    /** Members connected with the viewer (either side of member_connections). */
    connections: number;
    /** The viewer's posts that an admin has not removed. */
    posts: number;
    /** Distinct viewer-days on the viewer's public profile in the last 30 days. */
    profileViews: number;
  };
  industryGroups: IndustryGroup[];
};

/**
 * Where the signed-in member stands with another member: connected (both agreed), outgoing (they asked,
 * waiting), incoming (the other member asked them), none. `connected` is the older answer's field.
 */
export const connectionStatuses = ["none", "outgoing", "incoming", "connected"] as const;
export type ConnectionStatus = (typeof connectionStatuses)[number];

/** GET/PUT/DELETE /api/profile/:userId/connection and /api/profile/connections/:userId answer with this. */
export type ConnectionState = { connected: boolean; status: ConnectionStatus };

export const PROFILE_VIEWS_WINDOW_DAYS = 30;
export const INDUSTRY_GROUPS_SHOWN = 3;

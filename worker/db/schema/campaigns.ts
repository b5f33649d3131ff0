import { index, integer, primaryKey, sqliteTable, text } from "drizzle-orm/sqlite-core";
import {
  type CampaignChannel,
  campaignKinds,
  campaignStatuses,
  type LocalisedText,
  type Segment,
} from "../../contract/campaigns";
import { languages } from "../../contract/enums";
import { user } from "./auth";
import { createdAt, id } from "./columns";

/** Where the background sender is (worker/domain/campaigns/sending.ts): snapshot the segment, then fan out in chunks. */
export const campaignPhases = ["snapshot", "fanout", "done"] as const;
export type CampaignPhase = (typeof campaignPhases)[number];

/**
 * A message staff send to a segment (issue 34). Written as a draft or scheduled; POST /send (or the
 * cron at send_at) claims it with one conditional update, and the sppc-campaigns queue writes it out.
 */
export const campaigns = sqliteTable(
  "campaigns",
  {
    id: id(),
    name: text("name").notNull(),
    kind: text("kind", { enum: campaignKinds }).notNull(),
    segment: text("segment", { mode: "json" }).$type<Segment>().notNull(),
    channels: text("channels", { mode: "json" }).$type<CampaignChannel[]>().notNull(),
    subject: text("subject", { mode: "json" }).$type<LocalisedText>().notNull(),
    body: text("body", { mode: "json" }).$type<LocalisedText>().notNull(),
    status: text("status", { enum: campaignStatuses }).notNull().default("draft"),
    sendAt: text("send_at"),
    /** The site the admin wrote it on: the mail's links and whether its mail leaves (localhost stays local). */
    origin: text("origin").notNull(),
    createdByUserId: text("created_by_user_id").references(() => user.id, { onDelete: "set null" }),
    createdByName: text("created_by_name").notNull(),
    createdAt: createdAt(),
    startedAt: text("started_at"),
    finishedAt: text("finished_at"),
    /** While sending: which step the next queue message runs. */
    phase: text("phase", { enum: campaignPhases }),
    /** The last recipient user id written out ('' before the first chunk): the next chunk starts after it. */
    cursor: text("cursor"),
    /** Members in the snapshot (campaign_recipients), set when it is taken. */
    recipients: integer("recipients").notNull().default(0),
    /** Push rows written (they are deleted once sent, so they are counted when written). */
    pushes: integer("pushes").notNull().default(0),
    /** When a step last ran: the cron restarts a sending campaign whose queue message was lost. */
    heartbeatAt: text("heartbeat_at"),
  },
  (t) => [
    index("campaigns_status_send_idx").on(t.status, t.sendAt),
    index("campaigns_created_idx").on(t.createdAt),
  ],
);

/** Who a campaign was written for: the segment as it was when sending started (one row per member). */
export const campaignRecipients = sqliteTable(
  "campaign_recipients",
  {
    campaignId: text("campaign_id")
      .notNull()
      .references(() => campaigns.id, { onDelete: "cascade" }),
    userId: text("user_id")
      .notNull()
      .references(() => user.id, { onDelete: "cascade" }),
    language: text("language", { enum: languages }).notNull(),
  },
  (t) => [primaryKey({ columns: [t.campaignId, t.userId] })],
);

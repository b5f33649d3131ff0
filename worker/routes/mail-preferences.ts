import { Hono } from "hono";
import { requireViewer, signedIn } from "../auth/guards";
import { mailPreferenceSchema, mailTopicParamSchema } from "../contract/mail-topics";
import { mailPreferencesOf, switchMailTopic } from "../domain/mail-preferences/preferences";
import type { AppEnv } from "../env";
import { valid } from "../lib/validate";

/**
 * /api/mail/preferences: the signed-in member's kinds of bulk mail (contract/mail-topics.ts), each on
 * or off. Every change is a consent-ledger row (method "preferences"), the same ledger the unsubscribe
 * link and /privacy-settings write, so there is one truth for who may get which mail (mailTopicOn).
 */
export const mailPreferenceRoutes = new Hono<AppEnv>()
  .get("/", async (c) => {
    const { user } = await requireViewer(c);
    return c.json(await mailPreferencesOf(c.var.db, user.id));
  })

  .put(
    "/:topic",
    signedIn,
    valid("param", mailTopicParamSchema),
    valid("json", mailPreferenceSchema),
    async (c) => {
      const { user } = await requireViewer(c);
      const { topic } = c.req.valid("param");
      const { enabled } = c.req.valid("json");
      await switchMailTopic(c.var.db, { userId: user.id, topic, enabled, method: "preferences" });
      return c.json(await mailPreferencesOf(c.var.db, user.id));
    },
  );

import { Hono } from "hono";
import { requireViewer, signedIn } from "../auth/guards";
import {
  type PushKeyAnswer,
  pushEndpointSchema,
  pushKindParamSchema,
  pushPreferenceSchema,
  pushSubscriptionSchema,
} from "../contract/push";
import { pushServiceHosts } from "../domain/push/endpoint-policy";
import {
  pushSettings,
  removeSubscription,
  saveSubscription,
  setPushKind,
} from "../domain/push/subscriptions";
import { vapidFromEnv } from "../domain/push/vapid";
import type { AppEnv } from "../env";
import { valid } from "../lib/validate";

/** Web Push: the VAPID public key, and the signed-in member's devices and per-kind switches. */
export const pushRoutes = new Hono<AppEnv>()
  // The key is a secret's public half, read at run time (never built into the app).
  .get("/key", (c) => c.json({ publicKey: vapidFromEnv(c.env)?.publicKey ?? null } satisfies PushKeyAnswer))

  .get("/settings", signedIn, async (c) => {
    const viewer = await requireViewer(c);
    return c.json(await pushSettings(c.var.db, viewer.user.id));
  })

  .put("/subscription", signedIn, valid("json", pushSubscriptionSchema), async (c) => {
    const viewer = await requireViewer(c);
    const hosts = pushServiceHosts(c.env.PUSH_SERVICE_HOSTS);
    await saveSubscription(c.var.db, viewer.user.id, c.req.valid("json"), hosts);
    return c.json(await pushSettings(c.var.db, viewer.user.id));
  })

  .delete("/subscription", signedIn, valid("json", pushEndpointSchema), async (c) => {
    const viewer = await requireViewer(c);
    await removeSubscription(c.var.db, viewer.user.id, c.req.valid("json").endpoint);
    return c.json(await pushSettings(c.var.db, viewer.user.id));
  })

  .put(
    "/kinds/:kind",
    signedIn,
    valid("param", pushKindParamSchema),
    valid("json", pushPreferenceSchema),
    async (c) => {
      const viewer = await requireViewer(c);
      await setPushKind(c.var.db, viewer.user.id, c.req.valid("param").kind, c.req.valid("json").enabled);
      return c.json(await pushSettings(c.var.db, viewer.user.id));
    },
  );

import { Hono } from "hono";
import { csrf } from "hono/csrf";
import { HTTPException } from "hono/http-exception";
import { createAuth } from "./auth/auth";
import { isLocalOrigin } from "./auth/origin";
import { type QueueMessage, queue } from "./background/queues";
import { scheduled } from "./background/scheduled";
import { createDb } from "./db/client";
import { takeExpectedPushes } from "./domain/push/fanout";
import { enqueuePushes } from "./domain/push/queue";
import { createOutbox } from "./email/outbox/writer";
import type { AppEnv } from "./env";
import { AppError } from "./errors";
import { answerHeaders } from "./lib/answer-headers";
import { drainUnreadBody } from "./lib/drain-body";
import { lazy } from "./lib/lazy";
import { sessionHint } from "./lib/session-hint";
import { answerPage } from "./pages/answer-page";
import { adminRoutes } from "./routes/admin";
import { authRoutes } from "./routes/auth";
import { businessRoutes } from "./routes/businesses";
import { calendarRoutes } from "./routes/calendar";
import { campaignRoutes } from "./routes/campaigns";
import { checkinRoutes } from "./routes/checkin";
import { contactRoutes } from "./routes/contact";
import { eventRoutes } from "./routes/events";
import { exploreRoutes } from "./routes/explore";
import { forumRoutes } from "./routes/forums";
import { healthRoutes } from "./routes/health";
import { helpRoutes } from "./routes/help";
import { homeRoutes } from "./routes/home";
import { jobRoutes } from "./routes/jobs";
import { mailPreferenceRoutes } from "./routes/mail-preferences";
import { memberDirectoryRoutes } from "./routes/members";
import { membershipRoutes } from "./routes/membership";
import { membershipCardRoutes } from "./routes/membership-card";
import { mentorshipRoutes } from "./routes/mentorship";
import { messageRoutes } from "./routes/messages";
import { notificationRoutes } from "./routes/notifications";
import { onboardingRoutes } from "./routes/onboarding";
import { paymentRoutes } from "./routes/payments";
import { photoRoutes } from "./routes/photos";
import { postRoutes } from "./routes/posts";
import { privacyRoutes } from "./routes/privacy";
import { profileRoutes } from "./routes/profile";
import { pushRoutes } from "./routes/push";
import { searchRoutes } from "./routes/search";
import { tenderRoutes } from "./routes/tenders";
import { unsubscribeRoutes } from "./routes/unsubscribe";
import { whatsappGroupRoutes } from "./routes/whatsapp-groups";

const app = new Hono<AppEnv>().basePath("/api");

app.use(drainUnreadBody);
// Security headers and `Cache-Control: private, no-store` unless a route marks its answer public.
app.use(answerHeaders);
// A readable "signed in" hint beside the HttpOnly session cookie, so the app asks for the session only
// when there is one (no 401 on every visitor page).
app.use(sessionHint);
// Cross-site form posts (the requests a browser sends without a CORS preflight) are refused unless
// they come from this origin; JSON requests cannot be sent cross-site without CORS, which we never allow.
const sameOriginForms = csrf({ origin: (origin, c) => origin === new URL(c.req.url).origin });
// Except RFC 8058's one-click unsubscribe: Gmail, Yahoo and the rest POST `List-Unsubscribe=One-Click`
// as a form from their own servers, with their Origin or none. It is safe to let through: the route
// reads no cookie and acts only on the signed token in its own URL, so a cross-site form can do there
// nothing more than whoever holds the link already can (routes/unsubscribe.ts).
const ONE_CLICK_UNSUBSCRIBE = /^\/api\/unsubscribe\/[^/]+$/;
app.use((c, next) =>
  c.req.method === "POST" && ONE_CLICK_UNSUBSCRIBE.test(c.req.path) ? next() : sameOriginForms(c, next),
);
app.use(async (c, next) => {
  const db = createDb(c.env.DB);
  const origin = new URL(c.req.url).origin;
  const local = isLocalOrigin(origin);
  const mailer = createOutbox(db, {
    delivery: local ? "local" : "send",
    queue: c.env.MAIL_QUEUE,
    delaySeconds: local ? Number(c.env.MAIL_QUEUE_DELAY_SECONDS) || 0 : 0,
  });
  c.set("db", db);
  c.set("mailer", mailer);
  // Built on first use only: most requests (events, content) never touch accounts.
  c.set(
    "auth",
    lazy(() => createAuth({ env: c.env, db, mailer, origin, request: c.req.raw })),
  );
  await next();
  // The mail this request wrote is queued after the answer has gone: the member never waits for it.
  if (mailer.hasPending()) await afterResponse(() => c.executionCtx, mailer.flush());
  // So are the Web Push rows it wrote (worker/domain/push/fanout.ts); the cron sweeps up any lost here.
  const pushes = takeExpectedPushes(db);
  if (pushes.length > 0) {
    await afterResponse(
      () => c.executionCtx,
      enqueuePushes(c.env.PUSH_QUEUE, pushes).catch((error) =>
        console.error("Pushes not queued; the sweep will queue them", error),
      ),
    );
  }
});

const routes = app
  .route("/health", healthRoutes)
  .route("/events/checkin", checkinRoutes)
  .route("/events", photoRoutes)
  .route("/events", eventRoutes)
  .route("/membership", membershipRoutes)
  .route("/membership", membershipCardRoutes)
  .route("/payments", paymentRoutes)
  .route("/jobs", jobRoutes)
  .route("/mentorship", mentorshipRoutes)
  .route("/whatsapp-groups", whatsappGroupRoutes)
  .route("/businesses", businessRoutes)
  .route("/tenders", tenderRoutes)
  .route("/explore", exploreRoutes)
  .route("/help", helpRoutes)
  .route("/home", homeRoutes)
  .route("/contact", contactRoutes)
  .route("/forums", forumRoutes)
  .route("/calendar", calendarRoutes)
  .route("/posts", postRoutes)
  .route("/admin", adminRoutes)
  .route("/profile", onboardingRoutes)
  .route("/profile", profileRoutes)
  .route("/privacy", privacyRoutes)
  .route("/search", searchRoutes)
  .route("/members", memberDirectoryRoutes)
  .route("/notifications", notificationRoutes)
  .route("/campaigns", campaignRoutes)
  .route("/messages", messageRoutes)
  .route("/push", pushRoutes)
  .route("/unsubscribe", unsubscribeRoutes)
  .route("/mail/preferences", mailPreferenceRoutes)
  .route("/", authRoutes);

app.notFound((c) => c.json(new AppError("not_found", "No such API endpoint").toBody(), 404));

app.onError((err, c) => {
  if (err instanceof AppError) {
    // Every 429 says when to come back, in the header as well as in details (clients and proxies read it).
    const wait = retryAfterSecondsOf(err);
    if (wait !== undefined) c.header("Retry-After", String(wait));
    return c.json(err.toBody(), err.status);
  }
  // Hono's own middleware (csrf) throws HTTPException: keep its status, in our error shape.
  if (err instanceof HTTPException && err.status === 403) {
    return c.json(new AppError("forbidden", "Cross-site request refused").toBody(), 403);
  }
  console.error("Unhandled API error", err);
  return c.json(new AppError("internal", "Something went wrong on our side").toBody(), 500);
});

function retryAfterSecondsOf(err: AppError): number | undefined {
  if (err.code !== "rate_limited" || typeof err.details !== "object" || err.details === null)
    return undefined;
  const seconds = (err.details as { retryAfterSeconds?: unknown }).retryAfterSeconds;
  return typeof seconds === "number" && Number.isFinite(seconds)
    ? Math.max(1, Math.ceil(seconds))
    : undefined;
}

/** ctx.waitUntil where there is a context; a bare `app.request()` (no context) just waits. */
async function afterResponse(
  getContext: () => { waitUntil(work: Promise<unknown>): void },
  work: Promise<void>,
): Promise<void> {
  let context: { waitUntil(work: Promise<unknown>): void };
  try {
    context = getContext();
  } catch {
    return work;
  }
  context.waitUntil(work);
}

/** Durable Object classes must be exported by the main module (wrangler.toml binds them). */
export { ConversationRoom } from "./durable/conversation-room";

export type AppType = typeof routes;
/** Every method and path the API answers, read at run time (the attack suite walks them all). */
export const routeTable: readonly { method: string; path: string }[] = routes.routes.map(
  ({ method, path }) => ({
    method,
    path,
  }),
);
/** /api/* is the API; every other path that reaches the worker is a public page (wrangler.toml). */
const fetchHandler = (request: Request, env: Env, ctx: ExecutionContext) => {
  const { pathname } = new URL(request.url);
  return pathname === "/api" || pathname.startsWith("/api/")
    ? app.fetch(request, env, ctx)
    : answerPage(request, env);
};

export default { fetch: fetchHandler, scheduled, queue } satisfies ExportedHandler<Env, QueueMessage>;

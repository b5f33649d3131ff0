// Issue 33: a push endpoint comes from the member's browser, so the worker takes only https on port 443
// to a push service's host (PUSH_SERVICE_HOSTS; the test run allows the fake service, fcm.googleapis.com
// and *.push.apple.com). Everything else is refused with a field message and never stored, and a member
// keeps at most ten devices.
import { env } from "cloudflare:workers";
import { beforeAll, describe, expect, it } from "vitest";
import type { ErrorBody, FieldErrors } from "../../worker/contract/errors";
import type { PushSettings } from "../../worker/contract/push";
import {
  DEFAULT_PUSH_SERVICE_HOSTS,
  pushEndpointProblem,
  pushServiceHosts,
} from "../../worker/domain/push/endpoint-policy";
import { send } from "./accounts-helpers";
import { countRows, memberWithSession } from "./network-helpers";
import { fakePushService } from "./push-fake-service";

const keys = { p256dh: `B${"x".repeat(86)}`, auth: "a".repeat(22) };

/** Loopback, link-local metadata, v4 in decimal, hex and octal, credentials, ports, look-alike hosts. */
const refused: [endpoint: string, message: string][] = [
  ["https://127.0.0.1/push/1", "A push endpoint must name a push service, not an IP address"],
  ["https://127.0.0.1:8443/push/1", "A push endpoint must use the standard https port"],
  ["https://[::1]/push/1", "A push endpoint must name a push service, not an IP address"],
  ["https://[::ffff:127.0.0.1]/push/1", "A push endpoint must name a push service, not an IP address"],
  [
    "https://169.254.169.254/latest/meta-data/",
    "A push endpoint must name a push service, not an IP address",
  ],
  ["https://0x7f000001/push/1", "A push endpoint must name a push service, not an IP address"],
  ["https://2130706433/push/1", "A push endpoint must name a push service, not an IP address"],
  ["https://017700000001/push/1", "A push endpoint must name a push service, not an IP address"],
  ["https://user:pass@fcm.googleapis.com/fcm/send/1", "A push endpoint cannot carry a user name or password"],
  ["https://fcm.googleapis.com:8443/fcm/send/1", "A push endpoint must use the standard https port"],
  ["https://fcm.googleapis.com:80/fcm/send/1", "A push endpoint must use the standard https port"],
  ["http://fcm.googleapis.com/fcm/send/1", "A push endpoint must be an https address"],
  ["https://evil.com/fcm/send/1", "This push service is not supported"],
  ["https://localhost/push/1", "This push service is not supported"],
  ["https://fcm.googleapis.com.evil.com/fcm/send/1", "This push service is not supported"],
  ["https://fcm.googleapis.com./fcm/send/1", "This push service is not supported"],
  ["https://evilfcm.googleapis.com/fcm/send/1", "This push service is not supported"],
  ["https://push.apple.com/1", "This push service is not supported"],
  ["https://web.push.apple.com.evil.com/1", "This push service is not supported"],
];

describe("which push endpoints a member may subscribe", () => {
  // One member tries them all (a sign-up per case would double the file's time).
  let member: Awaited<ReturnType<typeof memberWithSession>>;
  beforeAll(async () => {
    member = await memberWithSession();
  });

  it.each(refused)("refuses %s with a field message and stores nothing", async (endpoint, message) => {
    const answer = await send("PUT", "/api/push/subscription", member.cookie, { endpoint, keys });

    expect(answer.status).toBe(422);
    const { error } = (await answer.json()) as ErrorBody;
    expect(error.code).toBe("validation_failed");
    // http:// is already refused by the contract's schema, with the same message.
    expect((error.details as FieldErrors).endpoint).toEqual([message]);
    expect(await countRows("select count(*) as n from push_subscriptions where endpoint = ?", endpoint)).toBe(
      0,
    );
  });

  it("takes a push service's endpoint, with or without an explicit :443", async () => {
    for (const endpoint of [
      "https://fcm.googleapis.com:443/fcm/send/a1",
      "https://web.push.apple.com/QGx1",
    ]) {
      const answer = await send("PUT", "/api/push/subscription", member.cookie, { endpoint, keys });
      expect(answer.status).toBe(200);
    }
    expect(await countRows("select count(*) as n from push_subscriptions where user_id = ?", member.id)).toBe(
      2,
    );
  });

  it("allows the four browser push services by default, when PUSH_SERVICE_HOSTS is unset", () => {
    expect(pushServiceHosts(undefined)).toEqual([...DEFAULT_PUSH_SERVICE_HOSTS]);
    expect(pushServiceHosts(" ")).toEqual([...DEFAULT_PUSH_SERVICE_HOSTS]);
    const defaults = pushServiceHosts(undefined);
    for (const endpoint of [
      "https://fcm.googleapis.com/fcm/send/dK9",
      "https://android.googleapis.com/gcm/send/dK9",
      "https://updates.push.services.mozilla.com/wpush/v2/gAAA",
      "https://web.push.apple.com/QGx1",
      "https://wns2-par02p.notify.windows.com/w/?token=BQYAAA",
    ]) {
      expect(pushEndpointProblem(endpoint, defaults)).toBeNull();
    }
    // The test run's fake service is allowed only by its own binding, never by default.
    expect(pushEndpointProblem("https://push.fake.example/send/1", defaults)).toBe(
      "This push service is not supported",
    );
    expect(
      pushEndpointProblem("https://push.fake.example/send/1", pushServiceHosts(env.PUSH_SERVICE_HOSTS)),
    ).toBe(null);
    // An IP address in the configured list never opens the door to it.
    expect(pushEndpointProblem("https://10.0.0.1/x", pushServiceHosts("10.0.0.1"))).not.toBeNull();
  });
});

describe("devices per member", () => {
  it("keeps the ten newest devices: the eleventh pushes out the oldest, a device subscribing again does not", async () => {
    const service = fakePushService();
    const member = await memberWithSession();
    const devices = await Promise.all(Array.from({ length: 11 }, () => service.device()));
    const subscribe = (device: { endpoint: string; keys: typeof keys }) =>
      send("PUT", "/api/push/subscription", member.cookie, device);
    const endpointsOf = async (answer: Response) => ((await answer.json()) as PushSettings).endpoints;

    for (const device of devices.slice(0, 10)) expect((await subscribe(device)).status).toBe(200);
    const oldest = devices[0]?.endpoint ?? "";
    // The first phone again (new keys after a reinstall): still ten, and nothing dropped.
    expect(await endpointsOf(await subscribe({ endpoint: oldest, keys }))).toHaveLength(10);

    const newest = devices[10] ?? devices[0];
    const endpoints = await endpointsOf(await subscribe({ endpoint: newest?.endpoint ?? "", keys }));
    expect(endpoints).toHaveLength(10);
    expect(endpoints).not.toContain(oldest);
    expect(new Set(endpoints)).toEqual(new Set(devices.slice(1).map((device) => device.endpoint)));
  });
});

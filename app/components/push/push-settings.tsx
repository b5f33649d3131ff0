import { useQuery } from "@tanstack/react-query";
import { useId, useState } from "react";
import { type PushKind, pushKinds } from "../../../worker/contract/push";
import { type Translate, useT } from "../../i18n";
import { type PushSettingsTexts, pushSettingsMessages } from "../../i18n/messages/push-settings";
import { validationDetails } from "../../lib/api-errors";
import { serverMessage } from "../onboarding/server-message";
import { Switch, useSavedSwitches } from "../ui/switch";
import { toast } from "../ui/toast-store";
import { deviceSupport, PushBlockedError } from "./push-device";
import {
  deviceEndpointQuery,
  pushKeyQuery,
  pushSettingsQuery,
  useSwitchPushKindMutation,
  useTurnOffPushMutation,
  useTurnOnPushMutation,
} from "./use-push";

type T = Translate<PushSettingsTexts>;

const kindLabels = {
  message: "kindMessage",
  connection_request: "kindConnectionRequest",
  waitlist: "kindWaitlist",
  event: "kindEvent",
  mention: "kindMention",
  renewal: "kindRenewal",
  announcement: "kindAnnouncement",
} as const satisfies Record<PushKind, keyof PushSettingsTexts>;

/**
 * /privacy-settings' 'Notifications on this phone' (loaded lazily: only members who open the page
 * download it). Turning on asks the browser's permission; the kinds apply to all the member's devices.
 */
export default function PushSettingsSection() {
  const t = useT(pushSettingsMessages);
  const settings = useQuery(pushSettingsQuery);
  return (
    <section className="card grid min-w-0 gap-4" aria-labelledby="push-settings-heading">
      <h2 id="push-settings-heading" className="text-xl font-bold text-slate-900">
        {t("heading")}
      </h2>
      <p className="text-slate-700">{t("intro")}</p>
      <ThisDevice t={t} />
      {settings.data ? (
        <KindSwitches t={t} kinds={settings.data.kinds} />
      ) : settings.isError ? (
        <div role="alert" className="grid gap-2">
          <p className="text-red-800">{t("loadFailed")}</p>
          <button type="button" className="btn-outline justify-self-start" onClick={() => settings.refetch()}>
            {t("retry")}
          </button>
        </div>
      ) : (
        <p role="status" className="text-slate-600">
          {t("loading")}
        </p>
      )}
    </section>
  );
}

/** This device's state and its one button, or why it cannot have notifications (iOS: Home Screen first). */
function ThisDevice({ t }: { t: T }) {
  const [support] = useState(deviceSupport);
  const key = useQuery({ ...pushKeyQuery, enabled: support === "ready" });
  const settings = useQuery(pushSettingsQuery);
  const device = useQuery({ ...deviceEndpointQuery, enabled: support === "ready" });
  const turnOn = useTurnOnPushMutation();
  const turnOff = useTurnOffPushMutation();

  if (support === "ios-needs-home-screen") return <Note>{t("iosHint")}</Note>;
  if (support === "unsupported") return <Note>{t("unsupported")}</Note>;
  if (key.data === null) return <Note>{t("unavailable")}</Note>;
  if (!key.data || !settings.data || device.isPending) return null;

  const endpoint = device.data ?? null;
  const on = endpoint !== null && settings.data.endpoints.includes(endpoint);
  const blocked = Notification.permission === "denied";
  const busy = turnOn.isPending || turnOff.isPending;
  const fail = (error: unknown) =>
    toast({
      title: t("failed"),
      description:
        error instanceof PushBlockedError
          ? t("blocked")
          : // The server takes only the known browsers' push services (worker/domain/push/endpoint-policy.ts).
            validationDetails(error)?.endpoint
            ? t("serviceRefused")
            : serverMessage(error),
      variant: "destructive",
    });

  return (
    <div className="grid gap-3">
      <p role="status" className="font-semibold text-slate-900">
        {on ? t("isOn") : t("isOff")}
      </p>
      {blocked && !on ? <Note>{t("blocked")}</Note> : null}
      <button
        type="button"
        disabled={busy || (blocked && !on)}
        className={on ? "btn-outline justify-self-start" : "btn-primary justify-self-start"}
        onClick={() =>
          on
            ? turnOff.mutate(endpoint, { onSuccess: () => toast({ title: t("turnedOff") }), onError: fail })
            : turnOn.mutate(key.data ?? "", {
                onSuccess: () => toast({ title: t("turnedOn") }),
                onError: fail,
              })
        }
      >
        {on ? t("turnOff") : t("turnOn")}
      </button>
    </div>
  );
}

function Note({ children }: { children: React.ReactNode }) {
  return <p className="rounded-md bg-amber-50 p-3 text-sm text-amber-950">{children}</p>;
}

/** One switch per kind; a switch flips at once and settles on the server's answer. */
function KindSwitches({ t, kinds }: { t: T; kinds: Record<PushKind, boolean> }) {
  const id = useId();
  const change = useSwitchPushKindMutation();
  const choices = useSavedSwitches<PushKind>({
    save: (kind, enabled, callbacks) => change.mutate({ kind, enabled }, callbacks),
    name: (kind) => t(kindLabels[kind]),
    texts: { saved: t("saved"), failed: t("failed") },
  });
  return (
    <fieldset className="grid gap-3">
      <legend className="mb-2 font-semibold text-slate-900">{t("kindsHeading")}</legend>
      {pushKinds.map((kind) => {
        const inputId = `${id}-${kind}`;
        const checked = choices.shown(kind, kinds[kind]);
        return (
          <div
            key={kind}
            className="flex items-center justify-between gap-4 rounded-lg border border-slate-200 p-3"
          >
            <label htmlFor={inputId} className="text-slate-900">
              {t(kindLabels[kind])}
            </label>
            <Switch
              id={inputId}
              checked={checked}
              disabled={change.isPending}
              onChange={(enabled) => choices.toggle(kind, enabled)}
            />
          </div>
        );
      })}
    </fieldset>
  );
}

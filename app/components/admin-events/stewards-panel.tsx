import { useQuery } from "@tanstack/react-query";
import { type FormEvent, useId, useState } from "react";
import { useT } from "../../i18n";
import { adminEventsMessages } from "../../i18n/messages/admin-events";
import { ApiError } from "../../lib/api";
import { TextField } from "../ui/field";
import { stewardsQuery, useStewardMutation } from "./queries";

export function StewardsPanel({ eventId }: { eventId: string }) {
  const t = useT(adminEventsMessages);
  const id = useId();
  const { data = [] } = useQuery(stewardsQuery(eventId));
  const mutation = useStewardMutation();
  const [email, setEmail] = useState("");
  const [error, setError] = useState<string | undefined>();

  function change(target: string, remove: boolean) {
    mutation.mutate(
      { eventId, email: target, remove },
      {
        onSuccess: () => {
          setError(undefined);
          if (!remove) setEmail("");
        },
        onError: (failure) => {
          const missing = failure instanceof ApiError && failure.status === 404;
          setError(missing ? t("stewardNotFound") : t("actionFailed"));
        },
      },
    );
  }

  function add(e: FormEvent) {
    e.preventDefault();
    if (!email.trim()) return;
    change(email.trim(), false);
  }

  return (
    <section className="card grid content-start gap-4" aria-labelledby={`${id}-title`}>
      <div className="grid gap-1">
        <h2 id={`${id}-title`} className="text-xl font-semibold">
          {t("stewardsTitle")}
        </h2>
        <p className="text-sm text-slate-600">{t("stewardsLead")}</p>
      </div>
      {data.length === 0 ? (
        <p className="text-slate-600">{t("noStewards")}</p>
      ) : (
        <ul className="grid gap-2">
          {data.map((steward) => (
            <li key={steward.userId} className="flex flex-wrap items-center justify-between gap-2">
              <span className="grid">
                <span dir="auto">{steward.name}</span>
                <span className="text-sm text-slate-600" dir="ltr">
                  {steward.email}
                </span>
              </span>
              <button
                type="button"
                className="btn-ghost text-red-700"
                disabled={mutation.isPending}
                onClick={() => change(steward.email, true)}
                aria-label={t("removeSteward", { email: steward.email })}
              >
                ✕
              </button>
            </li>
          ))}
        </ul>
      )}
      <form onSubmit={add} className="grid gap-2" noValidate>
        <TextField
          id={`${id}-email`}
          type="email"
          label={t("stewardEmail")}
          dir="ltr"
          autoComplete="off"
          value={email}
          onChange={(e) => setEmail(e.target.value)}
          error={error}
        />
        <button type="submit" className="btn-primary justify-self-start" disabled={mutation.isPending}>
          {t("addSteward")}
        </button>
      </form>
    </section>
  );
}

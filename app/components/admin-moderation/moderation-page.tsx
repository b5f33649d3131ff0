import { useRef, useState } from "react";
import { type ModerationKind, moderationKinds } from "../../../worker/contract/moderation";
import { useT } from "../../i18n";
import { adminModerationMessages } from "../../i18n/messages/admin-moderation";
import { serverMessage } from "../../lib/api-errors";
import { AdminFrame } from "../admin/admin-frame";
import { ListState } from "../admin/kit";
import { toast } from "../ui/toast-store";
import { ModerationCard } from "./moderation-card";
import { type Decision, useModerationDecision, useModerationQueue } from "./moderation-queries";

const chipLabel = {
  photo: "chipPhoto",
  job: "chipJob",
  business: "chipBusiness",
  application: "chipApplication",
  report: "chipReport",
} as const;

const chipClass =
  "rounded-full border border-slate-300 px-3 py-1.5 text-sm text-slate-700 hover:border-brand-600 aria-pressed:border-brand-700 aria-pressed:bg-brand-700 aria-pressed:text-white";

/**
 * /admin/moderation: every pending photo, job, business, membership application and reported post in
 * one list, oldest first, filtered by kind. A decision takes the card out at once; its toast confirms.
 */
export function ModerationPage() {
  const t = useT(adminModerationMessages);
  const [kind, setKind] = useState<ModerationKind | null>(null);
  const queue = useModerationQueue(kind);
  const heading = useRef<HTMLHeadingElement>(null);
  const decide = useModerationDecision({
    onSuccess: ({ item, decision }: Decision) => {
      const title = item.title;
      if (item.kind === "report") toast({ title: t(decision === "approve" ? "keptToast" : "removedToast") });
      else toast({ title: t(decision === "approve" ? "approvedToast" : "rejectedToast", { title }) });
    },
    onError: (error) =>
      toast({
        title: t("decisionFailed"),
        description: serverMessage(error) ?? undefined,
        variant: "destructive",
      }),
  });

  // The decided card is gone: focus goes to the list's heading instead of being lost on the page.
  const send = (decision: Decision) => {
    decide.mutate(decision);
    heading.current?.focus();
  };

  const pages = queue.data?.pages ?? [];
  const items = pages.flatMap((page) => page.items);
  const counts = pages[0]?.counts;
  const total = counts ? moderationKinds.reduce((sum, k) => sum + counts[k], 0) : 0;
  const chips: { value: ModerationKind | null; label: string }[] = [
    { value: null, label: t("chipAll", { n: total }) },
    ...moderationKinds.map((k) => ({ value: k, label: t(chipLabel[k], { n: counts?.[k] ?? 0 }) })),
  ];

  return (
    <AdminFrame title={t("title")} lead={t("lead")}>
      <fieldset className="mb-4">
        <legend className="mb-2 text-sm font-semibold text-slate-800">{t("filterLabel")}</legend>
        <div className="flex flex-wrap gap-2">
          {chips.map((chip) => (
            <button
              key={chip.value ?? "all"}
              type="button"
              className={chipClass}
              aria-pressed={kind === chip.value}
              onClick={() => setKind(chip.value)}
            >
              {chip.label}
            </button>
          ))}
        </div>
      </fieldset>
      <section aria-labelledby="moderation-list-heading" aria-busy={queue.isPending}>
        <h2 id="moderation-list-heading" ref={heading} tabIndex={-1} className="mb-3 text-lg font-semibold">
          {t("listHeading")}
        </h2>
        <ListState
          isPending={queue.isPending}
          isError={queue.isError}
          isEmpty={items.length === 0}
          emptyText={t("empty")}
        >
          <ul className="grid gap-4">
            {items.map((item) => (
              <ModerationCard
                key={`${item.kind}:${item.id}`}
                item={item}
                onApprove={() => send({ item, decision: "approve" })}
                onReject={(reason) => send({ item, decision: "reject", reason })}
              />
            ))}
          </ul>
          {queue.hasNextPage ? (
            <button
              type="button"
              className="btn-outline mt-4"
              disabled={queue.isFetchingNextPage}
              onClick={() => queue.fetchNextPage()}
            >
              {t("loadMore")}
            </button>
          ) : null}
        </ListState>
      </section>
    </AdminFrame>
  );
}

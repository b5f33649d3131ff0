import { useQuery } from "@tanstack/react-query";
import { type FormEvent, useEffect, useId, useState } from "react";
import { tenderCategories } from "../../../worker/contract/enums";
import type { TenderCategory } from "../../../worker/contract/tenders";
import { useT } from "../../i18n";
import { tendersMessages } from "../../i18n/messages/tenders";
import { tenderAlertsQuery, useSaveTenderAlertsMutation } from "../../queries/tenders";
import { toast } from "../ui/toast-store";
import { ModalDialog } from "./modal-dialog";
import { categoryLabel } from "./tender-format";

/** "Tender alerts": choose the categories to be emailed about; saved to the API, confirmed by a toast. */
export function AlertsDialog({
  open,
  premiumAccess,
  onClose,
}: {
  open: boolean;
  premiumAccess: boolean;
  onClose: () => void;
}) {
  const id = useId();
  return (
    <ModalDialog open={open} onClose={onClose} labelledBy={`${id}-title`} className="max-w-md">
      <AlertsForm titleId={`${id}-title`} premiumAccess={premiumAccess} onClose={onClose} />
    </ModalDialog>
  );
}

function AlertsForm({
  titleId,
  premiumAccess,
  onClose,
}: {
  titleId: string;
  premiumAccess: boolean;
  onClose: () => void;
}) {
  const t = useT(tendersMessages);
  const id = useId();
  const saved = useQuery(tenderAlertsQuery);
  const save = useSaveTenderAlertsMutation();
  const [chosen, setChosen] = useState<Set<TenderCategory> | null>(null);
  // Starts from what is saved; a failed save keeps the member's choices.
  useEffect(() => {
    if (saved.data && chosen === null) setChosen(new Set(saved.data));
  }, [saved.data, chosen]);

  const toggle = (category: TenderCategory, on: boolean) =>
    setChosen((current) => {
      const next = new Set(current);
      if (on) next.add(category);
      else next.delete(category);
      return next;
    });

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const categories = tenderCategories.filter((category) => chosen?.has(category));
    save.mutate(categories, {
      onSuccess: () => {
        toast(
          categories.length > 0
            ? {
                title: t("alertsSaved"),
                description: t("alertsSavedText", {
                  categories: categories.map((category) => categoryLabel(t, category)).join(", "),
                }),
              }
            : { title: t("alertsOff"), description: t("alertsOffText") },
        );
        onClose();
      },
      onError: () =>
        toast({ title: t("alertsFailed"), description: t("alertsFailedText"), variant: "destructive" }),
    });
  };

  return (
    <form onSubmit={submit} className="grid gap-4">
      <h2 id={titleId} className="text-xl font-bold text-slate-900">
        {t("alertsTitle")}
      </h2>
      {saved.isPending ? (
        <p role="status" className="text-slate-600">
          {t("alertsLoading")}
        </p>
      ) : saved.isError ? (
        <div role="alert" className="grid justify-items-start gap-2">
          <p className="text-red-800">{t("alertsLoadFailed")}</p>
          <button type="button" className="btn-outline" onClick={() => void saved.refetch()}>
            {t("retry")}
          </button>
        </div>
      ) : (
        <fieldset className="grid gap-2">
          <legend className="mb-2 font-semibold text-slate-800">{t("alertsLegend")}</legend>
          {tenderCategories.map((category) => (
            <div key={category} className="flex items-center gap-2">
              <input
                id={`${id}-${category}`}
                type="checkbox"
                className="size-4"
                checked={chosen?.has(category) ?? false}
                onChange={(event) => toggle(category, event.target.checked)}
              />
              <label htmlFor={`${id}-${category}`} className="text-slate-800">
                {categoryLabel(t, category)}
              </label>
            </div>
          ))}
        </fieldset>
      )}
      {premiumAccess ? null : <p className="text-sm text-slate-600">{t("alertsBasicNote")}</p>}
      <div className="flex flex-wrap justify-end gap-3">
        <button type="button" className="btn-ghost" onClick={onClose}>
          {t("cancel")}
        </button>
        <button type="submit" className="btn-primary" disabled={save.isPending || chosen === null}>
          {save.isPending ? t("alertsSaving") : t("alertsSave")}
        </button>
      </div>
    </form>
  );
}

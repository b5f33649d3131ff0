import { type FormEvent, useId } from "react";
import { type AdminRsvp, adminRsvpEditSchema } from "../../../worker/contract/admin-events";
import { useT } from "../../i18n";
import { adminEventsMessages } from "../../i18n/messages/admin-events";
import { TextField } from "../ui/field";
import { toast } from "../ui/toast-store";
import { useEditRsvpMutation } from "./queries";

export function RsvpEditForm({
  eventId,
  rsvp,
  onDone,
}: {
  eventId: string;
  rsvp: AdminRsvp;
  onDone: () => void;
}) {
  const t = useT(adminEventsMessages);
  const id = useId();
  const edit = useEditRsvpMutation();

  function submit(e: FormEvent<HTMLFormElement>) {
    e.preventDefault();
    const form = new FormData(e.currentTarget);
    const parsed = adminRsvpEditSchema.safeParse(Object.fromEntries(form));
    if (!parsed.success) {
      toast({ title: t("invalidField"), variant: "destructive" });
      return;
    }
    edit.mutate(
      { eventId, rsvpId: rsvp.id, input: parsed.data },
      {
        onSuccess: () => {
          toast({ title: t("rsvpSaved") });
          onDone();
        },
        onError: () => toast({ title: t("actionFailed"), variant: "destructive" }),
      },
    );
  }

  return (
    <form
      onSubmit={submit}
      className="grid gap-3 sm:grid-cols-2"
      aria-label={t("editRsvp", { name: rsvp.name })}
    >
      <TextField
        id={`${id}-name`}
        name="name"
        label={t("colName")}
        required
        dir="auto"
        defaultValue={rsvp.name}
      />
      <TextField
        id={`${id}-phone`}
        name="phone"
        label={t("fieldPhone")}
        required
        dir="ltr"
        defaultValue={rsvp.phone}
      />
      <TextField
        id={`${id}-company`}
        name="company"
        label={t("fieldCompany")}
        required
        dir="auto"
        defaultValue={rsvp.company}
      />
      <TextField
        id={`${id}-profession`}
        name="profession"
        label={t("fieldProfession")}
        required
        dir="auto"
        defaultValue={rsvp.profession}
      />
      <div className="flex flex-wrap gap-2 sm:col-span-2">
        <button type="submit" className="btn-primary" disabled={edit.isPending}>
          {t("save")}
        </button>
        <button type="button" className="btn-outline" onClick={onDone}>
          {t("cancel")}
        </button>
      </div>
    </form>
  );
}

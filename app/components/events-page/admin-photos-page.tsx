import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { Check, Trash2 } from "lucide-react";
import { useLanguage, useT } from "../../i18n";
import { eventsPageMessages } from "../../i18n/messages/events-page";
import { apiRequest } from "../../lib/api";
import { AdminFrame } from "../admin/admin-frame";
import { ReasonAction } from "../admin/admin-kit";
import { REASON_MAX, REASON_MIN } from "../admin-moderation/reason-check";
import { toast } from "../ui/toast-store";
import { adminPhotoFileUrl, type EventPhoto, pendingPhotosQuery } from "./photo-queries";

type Action = "approve" | "reject" | "delete";

export function AdminPhotosPage() {
  const t = useT(eventsPageMessages);
  return (
    <AdminFrame title={t("adminTitle")} lead={t("adminLead")} actions={<RefreshButton />}>
      <ModerationQueue />
    </AdminFrame>
  );
}

// Inside the frame, like the queue, so neither asks the API before the frame has let an admin in.
function RefreshButton() {
  const t = useT(eventsPageMessages);
  const { refetch, isFetching } = useQuery(pendingPhotosQuery);
  return (
    <button type="button" className="btn-outline" onClick={() => refetch()} disabled={isFetching}>
      {t("adminRefresh")}
    </button>
  );
}

/** Moderation decisions refresh the queue and the public gallery (both keys start with their path). */
function useModeratePhotoMutation() {
  const t = useT(eventsPageMessages);
  const queryClient = useQueryClient();
  return useMutation({
    // A reject carries the admin's reason: it is emailed to the uploader.
    mutationFn: ({ id, action, reason }: { id: string; action: Action; reason?: string }) =>
      action === "delete"
        ? apiRequest("DELETE", `/api/admin/photos/${id}`)
        : apiRequest("POST", `/api/admin/photos/${id}/${action}`, reason === undefined ? {} : { reason }),
    onSuccess: (_, { action }) => {
      const title = { approve: t("adminApproved"), reject: t("adminRejected"), delete: t("adminDeleted") }[
        action
      ];
      toast({ title });
    },
    onError: () => toast({ title: t("adminActionFailed"), variant: "destructive" }),
    onSettled: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: ["/api/admin/photos"] }),
        queryClient.invalidateQueries({ queryKey: ["/api/events/photos"] }),
      ]),
  });
}

function ModerationQueue() {
  const t = useT(eventsPageMessages);
  const { data, isPending, isError } = useQuery(pendingPhotosQuery);
  if (isPending) return null;
  if (isError)
    return (
      <p role="alert" className="text-red-700">
        {t("adminError")}
      </p>
    );
  if (data.length === 0)
    return (
      <p className="rounded-lg border border-dashed border-slate-300 bg-slate-50 p-6 text-center text-slate-600">
        {t("adminEmpty")}
      </p>
    );
  return (
    <ul className="grid gap-4 sm:grid-cols-2 lg:grid-cols-3">
      {data.map((photo) => (
        <PendingPhoto key={photo.id} photo={photo} />
      ))}
    </ul>
  );
}

function PendingPhoto({ photo }: { photo: EventPhoto }) {
  const t = useT(eventsPageMessages);
  const { language } = useLanguage();
  const moderate = useModeratePhotoMutation();
  const busy = moderate.isPending;
  const date = new Intl.DateTimeFormat(language, { dateStyle: "medium", timeStyle: "short" });
  const act = (action: Action, reason?: string) => moderate.mutate({ id: photo.id, action, reason });
  return (
    <li className="card grid content-start gap-3 p-4">
      <img
        src={adminPhotoFileUrl(photo.id)}
        alt={t("photoAlt", { event: photo.eventName })}
        className="aspect-video w-full rounded-md bg-slate-100 object-contain"
        loading="lazy"
      />
      <h2 className="font-semibold text-slate-900">{photo.eventName}</h2>
      <p className="text-sm text-slate-600">
        {t("adminUploaded", { date: date.format(new Date(photo.createdAt)) })}
        {photo.width && photo.height
          ? ` · ${t("adminSize", { width: photo.width, height: photo.height })}`
          : ""}
      </p>
      <div className="flex flex-wrap gap-2">
        <button type="button" className="btn-primary" disabled={busy} onClick={() => act("approve")}>
          <Check aria-hidden="true" className="size-4" />
          {t("adminApprove")}
        </button>
        <ReasonAction
          label={t("adminReject")}
          disabled={busy}
          minLength={REASON_MIN}
          maxLength={REASON_MAX}
          onConfirm={(reason) => act("reject", reason)}
        />
        <button
          type="button"
          className="btn-ghost text-red-700"
          disabled={busy}
          onClick={() => {
            if (window.confirm(t("adminDeleteConfirm"))) act("delete");
          }}
        >
          <Trash2 aria-hidden="true" className="size-4" />
          {t("adminDelete")}
        </button>
      </div>
    </li>
  );
}

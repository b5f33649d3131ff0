import { useIsFetching, useQueryClient } from "@tanstack/react-query";
import type { EventPhoto } from "../../../worker/contract/photos";
import { useLanguage, useT } from "../../i18n";
import { eventsPageMessages } from "../../i18n/messages/events-page";
import { api, expectOk, pathParams, unwrap } from "../../lib/api-client";
import { eventKeys } from "../../queries/events";
import { type AdminResource, ResourceCard, ResourcePage } from "../admin/kit";
import { REASON_MAX, REASON_MIN } from "../admin-moderation/reason-check";

const adminPhotos = api.admin.photos;
const adminPhoto = adminPhotos[":id"];
const ADMIN_PHOTOS = adminPhotos.$path();
const byId = (photo: EventPhoto) => pathParams({ id: photo.id });

/** Pending event photos, each approved, rejected with a reason (emailed to the uploader) or deleted. */
function usePhotosResource(): AdminResource<EventPhoto> {
  const t = useT(eventsPageMessages);
  const { language } = useLanguage();
  const date = new Intl.DateTimeFormat(language, { dateStyle: "medium", timeStyle: "short" });
  return {
    key: [ADMIN_PHOTOS, "pending"],
    list: async () => (await unwrap(adminPhotos.$get({ query: { status: "pending" } }))).photos,
    // The queue and the public gallery.
    invalidate: [ADMIN_PHOTOS, ...eventKeys.photos],
    rowKey: (photo) => photo.id,
    rowName: (photo) => photo.eventName,
    emptyText: t("adminEmpty"),
    cardColumns: true,
    actions: [
      {
        label: () => t("adminApprove"),
        run: (photo) => expectOk(adminPhoto.approve.$post({ ...byId(photo), json: {} })),
        done: () => t("adminApproved"),
      },
      {
        label: () => t("adminReject"),
        reason: { minLength: REASON_MIN, maxLength: REASON_MAX },
        run: (photo, _rows, reason) =>
          expectOk(adminPhoto.reject.$post({ ...byId(photo), json: { reason: reason ?? "" } })),
        done: () => t("adminRejected"),
      },
      {
        label: () => t("adminDelete"),
        run: (photo) => expectOk(adminPhoto.$delete(byId(photo))),
        confirm: () => t("adminDeleteConfirm"),
        done: () => t("adminDeleted"),
      },
    ],
    card: (photo, actions) => (
      <ResourceCard title={photo.eventName} actions={actions}>
        <img
          // The thumbnail once made (admins may see any photo's); until then the original, which
          // pending photos serve to admins from the admin route.
          {...(photo.thumbnail
            ? { src: photo.thumbnail.url, width: photo.thumbnail.width, height: photo.thumbnail.height }
            : { src: `${ADMIN_PHOTOS}/${photo.id}/file` })}
          alt={t("photoAlt", { event: photo.eventName })}
          className="aspect-video w-full rounded-md bg-slate-100 object-contain"
          loading="lazy"
        />
        <p className="text-sm text-slate-600">
          {t("adminUploaded", { date: date.format(new Date(photo.createdAt)) })}
          {photo.width && photo.height
            ? ` · ${t("adminSize", { width: photo.width, height: photo.height })}`
            : ""}
        </p>
      </ResourceCard>
    ),
  };
}

/** Reloads the queue (photos arrive while the admin works). */
function RefreshButton() {
  const t = useT(eventsPageMessages);
  const queryClient = useQueryClient();
  const fetching = useIsFetching({ queryKey: [ADMIN_PHOTOS] }) > 0;
  return (
    <button
      type="button"
      className="btn-outline"
      disabled={fetching}
      onClick={() => queryClient.invalidateQueries({ queryKey: [ADMIN_PHOTOS] })}
    >
      {t("adminRefresh")}
    </button>
  );
}

/** /admin/photos: the moderation queue of event photos. */
export function AdminPhotosPage() {
  const t = useT(eventsPageMessages);
  const resource = usePhotosResource();
  return (
    <ResourcePage
      title={t("adminTitle")}
      lead={t("adminLead")}
      actions={<RefreshButton />}
      resource={resource}
    />
  );
}

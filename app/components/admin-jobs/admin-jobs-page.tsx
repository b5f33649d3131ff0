import { useQuery } from "@tanstack/react-query";
import { useId, useState } from "react";
import { moderationStatuses } from "../../../worker/contract/enums";
import { type AdminJob, adminJobSchema, JOB_LIFETIME_DAYS } from "../../../worker/contract/jobs";
import { useT } from "../../i18n";
import { adminMessages } from "../../i18n/messages/admin";
import { adminJobsMessages } from "../../i18n/messages/admin-jobs";
import { type AdminJobFilter, adminJobsQuery, saveAdminJob } from "../../queries/admin-jobs";
import { AdminFrame } from "../admin/admin-frame";
import { AdminListState, useAdminMutation } from "../admin/admin-kit";
import { JobForm } from "../jobs/job-form";
import { inputClass } from "../ui/field";
import { AdminJobItem } from "./admin-job-item";

const statusLabel = {
  pending: "statusPending",
  approved: "statusApproved",
  rejected: "statusRejected",
  hidden: "statusHidden",
} as const;

/** /admin/jobs: the review queue (pending first) and every other job, with create and edit. */
export function AdminJobsPage() {
  const t = useT(adminJobsMessages);
  const admin = useT(adminMessages);
  const id = useId();
  const [status, setStatus] = useState<AdminJobFilter>("all");
  // undefined: no form; null: the create form; a job: its edit form.
  const [editing, setEditing] = useState<AdminJob | null | undefined>(undefined);
  const query = useQuery(adminJobsQuery(status));

  return (
    <AdminFrame
      title={t("title")}
      lead={t("lead", { days: JOB_LIFETIME_DAYS })}
      actions={
        <button type="button" className="btn-primary" onClick={() => setEditing(null)}>
          {t("newJob")}
        </button>
      }
    >
      <div className="grid gap-6">
        {editing !== undefined ? (
          <AdminJobEditor key={editing?.id ?? "new"} job={editing} onDone={() => setEditing(undefined)} />
        ) : null}
        <div className="grid max-w-xs gap-1">
          <label htmlFor={`${id}-status`} className="text-sm font-semibold text-slate-800">
            {t("filterLabel")}
          </label>
          <select
            id={`${id}-status`}
            value={status}
            onChange={(event) => setStatus(event.target.value as AdminJobFilter)}
            className={inputClass}
          >
            <option value="all">{t("filterAll")}</option>
            {moderationStatuses.map((value) => (
              <option key={value} value={value}>
                {admin(statusLabel[value])}
              </option>
            ))}
          </select>
        </div>
        <AdminListState
          isPending={query.isPending}
          isError={query.isError}
          isEmpty={query.data?.length === 0}
          emptyText={t("empty")}
        >
          <ul className="grid gap-4" data-testid="admin-jobs">
            {query.data?.map((job) => (
              <AdminJobItem
                key={job.id}
                job={job}
                onEdit={() => {
                  setEditing(job);
                  window.scrollTo({ top: 0 });
                }}
              />
            ))}
          </ul>
        </AdminListState>
      </div>
    </AdminFrame>
  );
}

function AdminJobEditor({ job, onDone }: { job: AdminJob | null; onDone: () => void }) {
  const t = useT(adminJobsMessages);
  const admin = useT(adminMessages);
  const save = useAdminMutation({
    mutationFn: saveAdminJob,
    invalidate: ["/api/admin/jobs", "/api/jobs"],
    successTitle: job ? t("jobUpdated") : t("jobCreated"),
  });
  const headingId = useId();
  return (
    <section aria-labelledby={headingId} className="grid gap-3">
      <h2 id={headingId} className="text-xl font-semibold text-slate-900">
        {job ? t("editTitle", { title: job.title }) : t("createTitle")}
      </h2>
      <JobForm
        schema={adminJobSchema}
        initial={job ?? undefined}
        submitLabel={admin("save")}
        onSubmit={async (input) => {
          await save.mutateAsync({ id: job?.id ?? null, input });
          onDone();
        }}
        actions={
          <button type="button" className="btn-outline" onClick={onDone}>
            {admin("cancel")}
          </button>
        }
      >
        <label className="flex items-center gap-2 text-slate-800">
          <input type="checkbox" name="featured" defaultChecked={job?.featured} className="size-5" />
          {t("fieldFeatured")}
        </label>
        <label className="flex items-center gap-2 text-slate-800">
          <input type="checkbox" name="exclusive" defaultChecked={job?.exclusive} className="size-5" />
          {t("fieldExclusive")}
        </label>
      </JobForm>
    </section>
  );
}

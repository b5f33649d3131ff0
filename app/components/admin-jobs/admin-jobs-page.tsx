import { useId } from "react";
import { type AdminJob, adminJobSchema, JOB_LIFETIME_DAYS } from "../../../worker/contract/jobs";
import { useT } from "../../i18n";
import { adminMessages } from "../../i18n/messages/admin";
import { adminJobsMessages } from "../../i18n/messages/admin-jobs";
import { ResourcePage, useAdminMutation } from "../admin/kit";
import { JobForm } from "../jobs/job-form";
import { jobsInvalidate, saveAdminJob, useJobsResource } from "./jobs-resource";

/** /admin/jobs: the review queue (pending first) and every other job, with create and edit. */
export function AdminJobsPage() {
  const t = useT(adminJobsMessages);
  const jobs = useJobsResource();
  const resource = {
    ...jobs,
    editor: {
      newLabel: t("newJob"),
      render: (job: AdminJob | null, done: () => void) => <AdminJobEditor job={job} onDone={done} />,
    },
  };
  return (
    <ResourcePage title={t("title")} lead={t("lead", { days: JOB_LIFETIME_DAYS })} resource={resource} />
  );
}

/** The members' job form (the same fields and checks), with the two flags only admins set. */
function AdminJobEditor({ job, onDone }: { job: AdminJob | null; onDone: () => void }) {
  const t = useT(adminJobsMessages);
  const admin = useT(adminMessages);
  const save = useAdminMutation({
    mutationFn: ({ input }: { input: Parameters<typeof saveAdminJob>[1] }) => saveAdminJob(job, input),
    invalidate: jobsInvalidate,
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
          await save.mutateAsync({ input });
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

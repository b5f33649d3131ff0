import { Link } from "@tanstack/react-router";
import { useEffect, useRef, useState } from "react";
import { JOB_LIFETIME_DAYS, jobPostSchema, type MyJob } from "../../../worker/contract/jobs";
import { useT } from "../../i18n";
import { jobPostMessages } from "../../i18n/messages/job-post";
import { usePostJobMutation } from "../../queries/member-jobs";
import { MemberOnly } from "../auth/member-only";
import { PageFrame } from "../page-frame";
import { JobForm } from "./job-form";
import { MyJobs } from "./my-jobs";

/** /jobs/new: members post a job for review, then see it among their own posts with its state. */
export function PostJobPage() {
  const t = useT(jobPostMessages);
  return (
    <MemberOnly>
      <PageFrame title={t("title")} lead={t("lead", { days: JOB_LIFETIME_DAYS })}>
        <PostJob />
      </PageFrame>
    </MemberOnly>
  );
}

function PostJob() {
  const t = useT(jobPostMessages);
  const post = usePostJobMutation();
  const [submitted, setSubmitted] = useState<MyJob | null>(null);
  return (
    <div className="grid items-start gap-8 lg:grid-cols-[2fr_1fr]">
      {submitted ? (
        <Submitted job={submitted} onAnother={() => setSubmitted(null)} />
      ) : (
        <JobForm
          schema={jobPostSchema}
          submitLabel={t("submit")}
          onSubmit={async (input) => setSubmitted(await post.mutateAsync(jobPostSchema.parse(input)))}
        />
      )}
      <MyJobs />
    </div>
  );
}

function Submitted({ job, onAnother }: { job: MyJob; onAnother: () => void }) {
  const t = useT(jobPostMessages);
  const heading = useRef<HTMLHeadingElement>(null);
  // The form is gone: move focus to the confirmation so keyboard and screen reader users land on it.
  useEffect(() => heading.current?.focus(), []);
  return (
    <section aria-labelledby="job-submitted" className="card grid gap-4 border-brand-200 bg-brand-50">
      <h2 id="job-submitted" ref={heading} tabIndex={-1} className="text-2xl font-bold text-brand-900">
        {t("submittedTitle")}
      </h2>
      <p role="status" className="text-slate-800">
        {t("submittedText", { title: job.title })}
      </p>
      <div className="flex flex-wrap gap-3">
        <button type="button" className="btn-primary" onClick={onAnother}>
          {t("postAnother")}
        </button>
        <Link to="/jobs" className="btn-outline">
          {t("backToJobs")}
        </Link>
      </div>
    </section>
  );
}

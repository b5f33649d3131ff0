import { useQuery } from "@tanstack/react-query";
import { type ReactNode, useState } from "react";
import type { AdminMentor, AdminProgram } from "../../../worker/contract/admin-mentorship";
import { useT } from "../../i18n";
import { useIsolate } from "../../i18n/bidi";
import { adminMessages } from "../../i18n/messages/admin";
import { mentorshipAdminMessages } from "../../i18n/messages/mentorship-admin";
import { AdminListState } from "../admin/admin-kit";
import { MentorForm } from "./mentor-form";
import { ProgramForm } from "./program-form";
import { adminMentorsQuery, adminProgramsQuery, useVisibilityMutation } from "./queries";

type Kind = "mentors" | "programs";
/** "new" while the create form is open, a row's id while it is being edited. */
type Editing = "new" | string | null;

function VisibilityBadge({ active }: { active: boolean }) {
  const t = useT(mentorshipAdminMessages);
  return (
    <span
      className={`rounded-full px-2 py-0.5 text-xs font-semibold ${active ? "bg-brand-100 text-brand-900" : "bg-slate-200 text-slate-800"}`}
    >
      {active ? t("visible") : t("hidden")}
    </span>
  );
}

/** Edit, Hide or Show, Delete (after a confirmation) for one mentor or program. */
function RowActions({
  kind,
  id,
  name,
  active,
  onEdit,
}: {
  kind: Kind;
  id: string;
  name: string;
  active: boolean;
  onEdit: () => void;
}) {
  const tAdmin = useT(adminMessages);
  const change = useVisibilityMutation();
  const remove = useVisibilityMutation(tAdmin("deleted"));
  return (
    <div className="flex flex-wrap gap-2">
      <button type="button" className="btn-outline" onClick={onEdit}>
        {tAdmin("edit")}
        <span className="sr-only">: {name}</span>
      </button>
      <button
        type="button"
        className="btn-outline"
        disabled={change.isPending}
        onClick={() => change.mutate({ kind, id, action: active ? "hide" : "show" })}
      >
        {active ? tAdmin("hide") : tAdmin("show")}
        <span className="sr-only">: {name}</span>
      </button>
      <button
        type="button"
        className="btn-ghost text-red-700"
        disabled={remove.isPending}
        onClick={() => {
          if (window.confirm(tAdmin("confirmDelete", { name })))
            remove.mutate({ kind, id, action: "delete" });
        }}
      >
        {tAdmin("delete")}
        <span className="sr-only">: {name}</span>
      </button>
    </div>
  );
}

function Panel({
  id,
  heading,
  addLabel,
  editing,
  setEditing,
  createForm,
  children,
}: {
  id: string;
  heading: string;
  addLabel: string;
  editing: Editing;
  setEditing: (next: Editing) => void;
  createForm: ReactNode;
  children: ReactNode;
}) {
  return (
    <section aria-labelledby={id} className="grid gap-4">
      <div className="flex flex-wrap items-center justify-between gap-3">
        <h2 id={id} className="text-2xl font-bold text-slate-900">
          {heading}
        </h2>
        {editing === "new" ? null : (
          <button type="button" className="btn-primary" onClick={() => setEditing("new")}>
            {addLabel}
          </button>
        )}
      </div>
      {editing === "new" ? createForm : null}
      {children}
    </section>
  );
}

export function MentorsPanel() {
  const t = useT(mentorshipAdminMessages);
  const mentors = useQuery(adminMentorsQuery);
  const [editing, setEditing] = useState<Editing>(null);
  const done = () => setEditing(null);
  return (
    <Panel
      id="admin-mentors"
      heading={t("mentorsHeading")}
      addLabel={t("addMentor")}
      editing={editing}
      setEditing={setEditing}
      createForm={<MentorForm mentor={null} onDone={done} />}
    >
      <AdminListState
        isPending={mentors.isPending}
        isError={mentors.isError}
        isEmpty={mentors.data?.length === 0}
        emptyText={t("mentorsEmpty")}
      >
        <ul className="grid gap-3">
          {mentors.data?.map((mentor) => (
            <li key={mentor.id}>
              {editing === mentor.id ? (
                <MentorForm mentor={mentor} onDone={done} />
              ) : (
                <MentorRow mentor={mentor} onEdit={() => setEditing(mentor.id)} />
              )}
            </li>
          ))}
        </ul>
      </AdminListState>
    </Panel>
  );
}

function MentorRow({ mentor, onEdit }: { mentor: AdminMentor; onEdit: () => void }) {
  const t = useT(mentorshipAdminMessages);
  const iso = useIsolate();
  return (
    <article aria-label={mentor.name} className="card grid gap-2">
      <div className="flex flex-wrap items-center gap-2">
        <h3 className="text-lg font-semibold text-slate-900">{mentor.name}</h3>
        <VisibilityBadge active={mentor.isActive} />
      </div>
      <p className="text-sm text-slate-700">
        {mentor.title} · {mentor.company} · {mentor.experience}
      </p>
      <p className="text-sm text-slate-600">
        {mentor.accountEmail ? t("linkedTo", { email: iso(mentor.accountEmail) }) : t("notLinked")}
        {mentor.email ? ` · ${t("requestsTo", { email: iso(mentor.email) })}` : ""}
      </p>
      <RowActions kind="mentors" id={mentor.id} name={mentor.name} active={mentor.isActive} onEdit={onEdit} />
    </article>
  );
}

export function ProgramsPanel() {
  const t = useT(mentorshipAdminMessages);
  const programs = useQuery(adminProgramsQuery);
  const [editing, setEditing] = useState<Editing>(null);
  const done = () => setEditing(null);
  return (
    <Panel
      id="admin-programs"
      heading={t("programsHeading")}
      addLabel={t("addProgram")}
      editing={editing}
      setEditing={setEditing}
      createForm={<ProgramForm program={null} onDone={done} />}
    >
      <AdminListState
        isPending={programs.isPending}
        isError={programs.isError}
        isEmpty={programs.data?.length === 0}
        emptyText={t("programsEmpty")}
      >
        <ul className="grid gap-3">
          {programs.data?.map((program) => (
            <li key={program.id}>
              {editing === program.id ? (
                <ProgramForm program={program} onDone={done} />
              ) : (
                <ProgramRow program={program} onEdit={() => setEditing(program.id)} />
              )}
            </li>
          ))}
        </ul>
      </AdminListState>
    </Panel>
  );
}

function ProgramRow({ program, onEdit }: { program: AdminProgram; onEdit: () => void }) {
  return (
    <article aria-label={program.title} className="card grid gap-2">
      <div className="flex flex-wrap items-center gap-2">
        <h3 className="text-lg font-semibold text-slate-900">{program.title}</h3>
        <VisibilityBadge active={program.isActive} />
      </div>
      <p className="text-sm text-slate-700">
        {program.duration} · {program.format}
      </p>
      <RowActions
        kind="programs"
        id={program.id}
        name={program.title}
        active={program.isActive}
        onEdit={onEdit}
      />
    </article>
  );
}

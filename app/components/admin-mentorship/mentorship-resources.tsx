import {
  type AdminMentor,
  type AdminMentorInput,
  type AdminProgram,
  type AdminProgramInput,
  adminMentorSchema,
  adminProgramSchema,
} from "../../../worker/contract/admin-mentorship";
import { type MentorshipRequestStatus, mentorshipRequestStatuses } from "../../../worker/contract/enums";
import type { MentorshipRequestView } from "../../../worker/contract/mentorship";
import { useT } from "../../i18n";
import { useIsolate } from "../../i18n/bidi";
import { adminMessages } from "../../i18n/messages/admin";
import { mentorshipMessages } from "../../i18n/messages/mentorship";
import { mentorshipAdminMessages } from "../../i18n/messages/mentorship-admin";
import { api, expectOk, pathParams, unwrap } from "../../lib/api-client";
import { mentorshipKeys } from "../../queries/mentorship";
import {
  type AdminResource,
  Badge,
  type FieldSpec,
  ResourceCard,
  type RowAction,
  useAdminMutation,
  useDeleteAction,
  useTranslatedFields,
} from "../admin/kit";
import { AnswerControls } from "../mentorship/answer-controls";
import { RequestCard } from "../mentorship/request-card";

const mentorship = api.admin.mentorship;
/** The prefix of every admin mentorship key (/api/admin/mentorship answers nothing itself, so has no $path). */
const base = mentorship.mentors.$path().replace(/\/mentors$/, "");
/** Admin writes refresh the admin lists and the member page they feed. */
const invalidate = [base, mentorshipKeys.all[0]];
type Kind = "mentors" | "programs";
const byId = (id: string) => pathParams({ id });

/** What mentors and programs share: Hide or Show, Delete, the visibility badge, Save on both forms. */
function useCatalog<Row extends { id: string; isActive: boolean }>(kind: Kind) {
  const t = useT(mentorshipAdminMessages);
  const admin = useT(adminMessages);
  const actions: RowAction<Row>[] = [
    {
      label: (row) => (row.isActive ? admin("hide") : admin("show")),
      run: (row) => {
        const one = mentorship[kind][":id"];
        return expectOk((row.isActive ? one.hide : one.show).$post(byId(row.id)));
      },
    },
    useDeleteAction((row) => expectOk(mentorship[kind][":id"].$delete(byId(row.id)))),
  ];
  const badge = (row: Row) =>
    row.isActive ? <Badge tone="brand">{t("visible")}</Badge> : <Badge>{t("hidden")}</Badge>;
  /** A field whose every problem says "Check this field."; not required ones say "(optional)". */
  const field = (spec: FieldSpec<Row>): FieldSpec<Row> => ({
    error: t("invalidField"),
    optionalText: spec.required || spec.kind === "checkbox" ? undefined : t("optional"),
    initial: "",
    ...spec,
  });
  return { t, admin, actions, badge, field };
}

/** The mentors members can book on /mentorship, hidden ones too. */
export function useMentorsResource(): AdminResource<AdminMentor, AdminMentorInput> {
  const { t, admin, actions, badge, field } = useCatalog<AdminMentor>("mentors");
  const save = (row: AdminMentor | null, input: AdminMentorInput) =>
    expectOk(
      row
        ? mentorship.mentors[":id"].$put({ ...byId(row.id), json: input })
        : mentorship.mentors.$post({ json: input }),
    );
  const iso = useIsolate();
  return {
    key: [base, "mentors"],
    list: async () => (await unwrap(mentorship.mentors.$get())).mentors,
    invalidate,
    rowKey: (mentor) => mentor.id,
    rowName: (mentor) => mentor.name,
    emptyText: t("mentorsEmpty"),
    actions,
    card: (mentor, actions) => (
      <ResourceCard level={3} title={mentor.name} badges={badge(mentor)} actions={actions}>
        <p className="text-sm text-slate-700">
          {mentor.title} · {mentor.company} · {mentor.experience}
        </p>
        <p className="text-sm text-slate-600">
          {mentor.accountEmail ? t("linkedTo", { email: iso(mentor.accountEmail) }) : t("notLinked")}
          {mentor.email ? ` · ${t("requestsTo", { email: iso(mentor.email) })}` : ""}
        </p>
      </ResourceCard>
    ),
    form: {
      schema: adminMentorSchema,
      save,
      title: (mentor) => (mentor ? t("formEditMentor", { name: iso(mentor.name) }) : t("formCreateMentor")),
      newLabel: t("addMentor"),
      createLabel: admin("save"),
      fields: [
        field({ name: "name", label: t("fieldName"), required: true }),
        field({ name: "title", label: t("fieldTitle"), required: true }),
        field({ name: "company", label: t("fieldCompany"), required: true }),
        field({
          name: "experience",
          label: t("fieldExperience"),
          hint: t("fieldExperienceHint"),
          required: true,
        }),
        field({
          name: "rating",
          label: t("fieldRating"),
          kind: "number",
          step: 0.1,
          required: true,
          initial: 5,
        }),
        field({ name: "sessions", label: t("fieldSessions"), kind: "number", required: true, initial: 0 }),
        field({ name: "email", label: t("fieldEmail"), hint: t("fieldEmailHint"), kind: "email" }),
        field({
          name: "accountEmail",
          label: t("fieldAccount"),
          hint: t("fieldAccountHint"),
          kind: "email",
          // The server's only complaint about it: no member has this address.
          error: t("accountUnknown"),
        }),
        field({ name: "imageUrl", label: t("fieldImageUrl"), hint: t("fieldImageUrlHint"), dir: "ltr" }),
        field({
          name: "expertise",
          label: t("fieldExpertise"),
          hint: t("fieldExpertiseHint"),
          kind: "lines",
          rows: 3,
          required: true,
          wide: true,
        }),
        field({ name: "bio", label: t("fieldBio"), kind: "textarea", wide: true }),
      ],
    },
  };
}

/** The programs on /mentorship, hidden ones too. */
export function useProgramsResource(): AdminResource<AdminProgram, AdminProgramInput> {
  const { t, admin, actions, badge, field } = useCatalog<AdminProgram>("programs");
  const translations = useTranslatedFields();
  const languages = translations.column<AdminProgram>([
    "title",
    "duration",
    "format",
    "description",
    "features",
  ]);
  const versions = (spec: Parameters<typeof field>[0], row: AdminProgram | null) =>
    translations.versions(field(spec), row);
  const save = (row: AdminProgram | null, input: AdminProgramInput) =>
    expectOk(
      row
        ? mentorship.programs[":id"].$put({ ...byId(row.id), json: input })
        : mentorship.programs.$post({ json: input }),
    );
  const iso = useIsolate();
  return {
    key: [base, "programs"],
    list: async () => (await unwrap(mentorship.programs.$get())).programs,
    invalidate,
    rowKey: (program) => program.id,
    rowName: (program) => program.title,
    emptyText: t("programsEmpty"),
    actions,
    card: (program, actions) => (
      <ResourceCard level={3} title={program.title} badges={badge(program)} actions={actions}>
        <p className="text-sm text-slate-700">
          {program.duration} · {program.format}
        </p>
        {/* Which of the Arabic and Urdu versions members would still read in English. */}
        <p className="text-sm">{languages.cell(program)}</p>
      </ResourceCard>
    ),
    form: {
      schema: adminProgramSchema,
      save,
      title: (program) =>
        program ? t("formEditProgram", { name: iso(program.title) }) : t("formCreateProgram"),
      newLabel: t("addProgram"),
      createLabel: admin("save"),
      fields: (row) => [
        ...versions({ name: "title", label: t("fieldProgramTitle"), required: true }, row),
        ...versions(
          { name: "duration", label: t("fieldDuration"), hint: t("fieldDurationHint"), required: true },
          row,
        ),
        ...versions({ name: "format", label: t("fieldFormat"), required: true }, row),
        field({ name: "sortOrder", label: t("fieldOrder"), kind: "number", required: true, initial: 0 }),
        ...versions(
          { name: "description", label: t("fieldDescription"), kind: "textarea", required: true, wide: true },
          row,
        ),
        ...versions(
          {
            name: "features",
            label: t("fieldFeatures"),
            hint: t("fieldFeaturesHint"),
            kind: "lines",
            rows: 3,
            wide: true,
          },
          row,
        ),
      ],
    },
  };
}

const statusKey = {
  requested: "statusRequested",
  accepted: "statusAccepted",
  declined: "statusDeclined",
  done: "statusDone",
} as const;

/** One request as its mentor sees it, with the same answers for the admin. */
function RequestItem({ request }: { request: MentorshipRequestView }) {
  const t = useT(mentorshipAdminMessages);
  const iso = useIsolate();
  const change = useAdminMutation({
    invalidate,
    mutationFn: ({ id, status, note }: { id: string; status: MentorshipRequestStatus; note?: string }) =>
      expectOk(mentorship.requests[":id"].status.$post({ ...byId(id), json: { status, note } })),
  });
  return (
    <li>
      <RequestCard
        request={request}
        party={
          <>
            {t("requestParties", { mentee: iso(request.mentee.name), mentor: iso(request.mentor.name) })}
            {" · "}
            <a href={`mailto:${request.mentee.email}`} className="text-brand-700 underline" dir="ltr">
              {request.mentee.email}
            </a>
          </>
        }
      >
        <AnswerControls
          request={request}
          pending={change.isPending}
          onAnswer={(input, clear) => change.mutate(input, { onSuccess: clear })}
        />
      </RequestCard>
    </li>
  );
}

type RequestFilters = { status: MentorshipRequestStatus | "all" };

/** Every booking request, open ones first; admins can make the same moves as the mentor. */
export function useRequestsResource(): AdminResource<MentorshipRequestView, never, RequestFilters> {
  const t = useT(mentorshipAdminMessages);
  const words = useT(mentorshipMessages);
  return {
    key: [base, "requests"],
    list: async ({ status }) => (await unwrap(mentorship.requests.$get({ query: { status } }))).requests,
    initialFilters: { status: "requested" },
    filters: [
      {
        name: "status",
        label: t("filterLabel"),
        kind: "select",
        options: [
          { value: "all", label: t("filterAll") },
          ...mentorshipRequestStatuses.map((value) => ({ value, label: words(statusKey[value]) })),
        ],
      },
    ],
    invalidate,
    rowKey: (request) => request.id,
    rowName: (request) => request.topic,
    emptyText: t("requestsEmpty"),
    card: (request) => <RequestItem request={request} />,
  };
}

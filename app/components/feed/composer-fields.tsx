import { Link } from "@tanstack/react-router";
import {
  type EventType,
  eventTypes,
  type JobType,
  jobTypes,
  type PostType,
} from "../../../worker/contract/enums";
import { tradeDefaults } from "../../../worker/contract/posts";
import type { Translate } from "../../i18n";
import type { FeedTexts } from "../../i18n/messages/feed";
import { controlProps, Field, inputClass } from "../ui/field";

export const typeLabel: Record<PostType, keyof FeedTexts> = {
  standard: "typeStandard",
  trade_opportunity: "typeTrade",
  job_posting: "typeJob",
  event: "typeEvent",
};

export type MetadataValues = Record<string, string | boolean>;

type FieldSpec =
  | { name: string; kind: "text"; label: keyof FeedTexts; required?: boolean }
  | { name: string; kind: "date"; label: keyof FeedTexts; required?: boolean }
  | { name: string; kind: "check"; label: keyof FeedTexts }
  | { name: string; kind: "select"; label: keyof FeedTexts; options: readonly string[] };

/** Spec point 3's metadata of each post type, in the order the composer asks for it. */
export const metadataFields: Record<PostType, FieldSpec[]> = {
  standard: [],
  trade_opportunity: [
    { name: "budget", kind: "text", label: "budget" },
    { name: "timeline", kind: "text", label: "timeline" },
    { name: "location", kind: "text", label: "location" },
    { name: "halalRequired", kind: "check", label: "halalRequired" },
  ],
  job_posting: [
    { name: "title", kind: "text", label: "jobTitle", required: true },
    { name: "jobType", kind: "select", label: "jobType", options: jobTypes },
    { name: "company", kind: "text", label: "company" },
    { name: "visaSponsorship", kind: "check", label: "visaSponsorship" },
    { name: "remoteOk", kind: "check", label: "remoteOk" },
  ],
  event: [
    { name: "title", kind: "text", label: "eventTitle", required: true },
    { name: "eventType", kind: "select", label: "eventType", options: eventTypes },
    { name: "date", kind: "date", label: "eventDate", required: true },
    { name: "isVirtual", kind: "check", label: "isVirtual" },
  ],
};

/** What a fresh composer shows: the spec's defaults already filled in, so members see them. */
export const initialMetadata = (): MetadataValues => ({
  timeline: tradeDefaults.timeline,
  location: tradeDefaults.location,
  jobType: jobTypes[0],
  eventType: eventTypes[0],
});

/** The payload's metadata for one type: only that type's fields. */
export function metadataFor(postType: PostType, values: MetadataValues): Record<string, string | boolean> {
  const metadata: Record<string, string | boolean> = {};
  for (const field of metadataFields[postType]) {
    const value = values[field.name];
    if (field.kind === "check") metadata[field.name] = value === true;
    else if (typeof value === "string" && value.trim() !== "") metadata[field.name] = value;
  }
  return metadata;
}

// Keyed by the job and event type lists: a new type needs its words here.
export const optionLabel: Record<string, keyof FeedTexts> = {
  "Full-time": "jobTypeFullTime",
  "Part-time": "jobTypePartTime",
  Contract: "jobTypeContract",
  Internship: "jobTypeInternship",
  Networking: "eventTypeNetworking",
  Professional: "eventTypeProfessional",
  Cultural: "eventTypeCultural",
} satisfies Record<JobType | EventType, keyof FeedTexts>;

export function MetadataFields({
  idPrefix,
  postType,
  values,
  errors,
  onChange,
  t,
}: {
  idPrefix: string;
  postType: PostType;
  values: MetadataValues;
  errors: Record<string, boolean>;
  onChange: (name: string, value: string | boolean) => void;
  t: Translate<FeedTexts>;
}) {
  const fields = metadataFields[postType];
  if (fields.length === 0) return null;
  return (
    <div className="grid gap-3 sm:grid-cols-2">
      {postType === "job_posting" ? (
        // A feed post announces a job; the job board (reviewed, searchable, with JSON-LD) lists it.
        <p className="text-sm text-slate-700 sm:col-span-2">
          {t("jobBoardHint")}{" "}
          <Link to="/jobs/new" className="font-semibold text-brand-700 underline">
            {t("jobBoardLink")}
          </Link>
        </p>
      ) : null}
      {fields.map((field) => {
        const id = `${idPrefix}-${field.name}`;
        if (field.kind === "check") {
          return (
            <label key={field.name} htmlFor={id} className="flex items-center gap-2 text-sm text-slate-800">
              <input
                id={id}
                type="checkbox"
                className="size-4"
                checked={values[field.name] === true}
                onChange={(event) => onChange(field.name, event.target.checked)}
              />
              {t(field.label)}
            </label>
          );
        }
        const error = errors[field.name] ? t("fieldRequired") : undefined;
        const value = typeof values[field.name] === "string" ? (values[field.name] as string) : "";
        return (
          <Field
            key={field.name}
            id={id}
            label={t(field.label)}
            required={"required" in field && field.required}
            error={error}
          >
            {field.kind === "select" ? (
              <select
                {...controlProps(id, { error })}
                className={inputClass}
                value={value}
                onChange={(event) => onChange(field.name, event.target.value)}
              >
                {field.options.map((option) => (
                  <option key={option} value={option}>
                    {optionLabel[option] ? t(optionLabel[option]) : option}
                  </option>
                ))}
              </select>
            ) : (
              <input
                {...controlProps(id, { error })}
                className={inputClass}
                type={field.kind === "date" ? "date" : "text"}
                dir="auto"
                maxLength={120}
                aria-required={field.required || undefined}
                value={value}
                onChange={(event) => onChange(field.name, event.target.value)}
              />
            )}
          </Field>
        );
      })}
    </div>
  );
}

import {
  type AuditChange,
  type AuditFamily,
  type AuditTargetType,
  type AuditVerb,
  auditTargetTypes,
  auditVerbs,
} from "../../contract/audit-log";

/** What an entry did to which thing, read from its action (and, for catch-all entries, its path). */
export type Described = {
  verb: AuditVerb;
  family: AuditFamily | null;
  targetType: AuditTargetType | null;
  targetId: string | null;
};

/** The admin API's resources, by path under /api/admin (longest first), as target types and families. */
const resources: [path: string, type: AuditTargetType, family: AuditFamily][] = [
  ["mentorship/mentors", "mentor", "mentorship"],
  ["mentorship/programs", "mentorship_program", "mentorship"],
  ["mentorship/requests", "mentorship_request", "mentorship"],
  ["forums/categories", "forum_category", "content"],
  ["forums/threads", "forum_thread", "content"],
  ["forums/replies", "forum_reply", "content"],
  ["reports/messages", "message_report", "moderation"],
  ["reports", "post", "moderation"],
  ["members", "member", "member"],
  ["member-cities", "member_city", "member"],
  ["events", "event", "event"],
  ["jobs", "job", "job"],
  ["businesses", "business", "business"],
  ["tenders", "tender", "tender"],
  ["partners", "partner", "partner"],
  ["sponsorship-packages", "sponsorship_package", "partner"],
  ["membership-tiers", "tier", "tier"],
  ["whatsapp-groups", "whatsapp_group", "content"],
  ["help-articles", "help_article", "content"],
  ["calendar", "cultural_date", "content"],
  ["featured", "featured", "content"],
  ["applications", "application", "moderation"],
  ["messages", "contact_message", "message"],
  ["photos", "photo", "moderation"],
  ["payments", "payment", "payment"],
  ["import-members", "member_import", "import"],
  ["campaigns", "campaign", "campaign"],
  ["outbox", "email", "mail"],
];

/** Which families a target type belongs to (the kind filter), for the detailed entries. */
export const familyOfType = (type: AuditTargetType): AuditFamily =>
  type === "report" ? "moderation" : (resources.find(([, known]) => known === type)?.[2] ?? "moderation");

/** Paths under /api/admin whose action is the path itself, not a verb on a thing. */
const wholePaths: Record<string, [AuditVerb, AuditTargetType | null, AuditFamily]> = {
  "payments/bank-transfer": ["bank_transfer", "payment", "payment"],
  "import-members/preview": ["import_preview", "member_import", "import"],
  "featured/order": ["reorder", "featured", "content"],
  "send-welcome-emails": ["welcome_emails", null, "import"],
  "campaigns/preview": ["preview", "campaign", "campaign"],
};

const isVerb = (word: string): word is AuditVerb => (auditVerbs as readonly string[]).includes(word);
const isType = (word: string): word is AuditTargetType =>
  (auditTargetTypes as readonly string[]).includes(word);
const moderationTypes: Record<string, AuditTargetType> = {
  photo: "photo",
  job: "job",
  business: "business",
  application: "application",
  report: "report",
};

/** A member's own routes (tier, role, suspend, restore) read as their detailed entries do. */
const memberVerbs: Record<string, AuditVerb> = {
  tier: "member_tier",
  role: "member_role",
  suspend: "member_suspend",
  restore: "member_restore",
};

/** The verb of "<METHOD> …/:id/<sub…>": cancel, approve, a steward added… */
function subVerb(method: string, sub: string[], type: AuditTargetType): AuditVerb {
  const [first, second, third] = sub;
  if (type === "member" && first && memberVerbs[first]) return memberVerbs[first];
  if (first === undefined) return method === "DELETE" ? "delete" : "edit";
  if (first === "stewards") return method === "DELETE" ? "steward_remove" : "steward_add";
  if (first === "documents") return second && method === "DELETE" ? "document_remove" : "document_add";
  if (first === "rsvps") return third === "cancel" ? "rsvp_cancel" : "rsvp_edit";
  if (first === "send") return "send";
  if (first === "render") return "render_as_member";
  if (first === "test") return "send_test";
  return isVerb(first) ? first : "other";
}

/** A catch-all entry, "POST /api/admin/events/<id>/cancel": its verb, thing and family from the path. */
function describeEndpoint(method: string, path: string): Described {
  const under = path.replace(/^\/api\/admin\/?/, "").replace(/\/$/, "");
  const whole = wholePaths[under];
  if (whole) return { verb: whole[0], targetType: whole[1], family: whole[2], targetId: null };
  if (under.startsWith("moderation/")) {
    const [, kind = "", id = null, decision = ""] = under.split("/");
    const type = moderationTypes[kind] ?? null;
    return {
      verb: isVerb(decision) ? decision : "other",
      family: "moderation",
      targetType: type,
      targetId: id ? decodeURIComponent(id) : null,
    };
  }
  const resource = resources.find(([prefix]) => under === prefix || under.startsWith(`${prefix}/`));
  if (!resource) return { verb: "other", family: null, targetType: null, targetId: null };
  const [prefix, type, family] = resource;
  const [id, ...sub] = under.slice(prefix.length).split("/").filter(Boolean);
  if (id === undefined)
    return { verb: method === "POST" ? "create" : "other", family, targetType: type, targetId: null };
  return { verb: subVerb(method, sub, type), family, targetType: type, targetId: decodeURIComponent(id) };
}

/** Detailed entries' own actions, as written by the domain functions. */
const detailed: Record<string, AuditVerb> = {
  "member.tier": "member_tier",
  "member.role": "member_role",
  "member.suspend": "member_suspend",
  "member.restore": "member_restore",
  "member.city_match": "city_match",
  "import.run": "import_run",
  "welcome_emails.enqueue": "welcome_emails",
};

/** Reads an entry's action (and stored target) as a verb on a thing of a family. */
export function describeAction(entry: {
  action: string;
  targetType: string | null;
  targetId: string | null;
}): Described {
  const endpoint = /^(POST|PUT|PATCH|DELETE) (\/api\/admin\/\S*)$/.exec(entry.action);
  if (endpoint?.[1] && endpoint[2]) {
    const described = describeEndpoint(endpoint[1], endpoint[2]);
    // Entries written since issue 34 stored the thing too; older ones only have their path.
    return { ...described, targetId: described.targetId ?? entry.targetId };
  }
  const stored = entry.targetType && isType(entry.targetType) ? entry.targetType : null;
  const verb = detailed[entry.action];
  const [head = "", second = "", third = ""] = entry.action.split(".");
  if (verb) {
    const family = entry.action.startsWith("welcome_emails")
      ? "import"
      : stored
        ? familyOfType(stored)
        : null;
    return { verb, family, targetType: stored, targetId: entry.targetId };
  }
  // "moderation.<kind>.<decision>", and any "<thing>.<verb>" a later feature writes ("campaign.send").
  const lastWord = head === "moderation" ? third : second;
  const type = stored ?? (isType(head) ? head : null);
  return {
    verb: isVerb(lastWord) ? lastWord : "other",
    family: head === "moderation" ? "moderation" : type ? familyOfType(type) : null,
    targetType: type,
    targetId: entry.targetId,
  };
}

/** The path prefixes (under /api/admin) and detailed action prefixes of a family, for the SQL filter. */
export function familyMatchers(family: AuditFamily): { paths: string[]; actions: string[] } {
  const paths = resources.filter(([, , known]) => known === family).map(([path]) => path);
  const extra: Partial<Record<AuditFamily, { paths?: string[]; actions: string[] }>> = {
    member: { actions: ["member."] },
    moderation: { paths: ["moderation"], actions: ["moderation."] },
    import: { paths: ["send-welcome-emails"], actions: ["import.", "welcome_emails."] },
  };
  const more = extra[family];
  return { paths: [...paths, ...(more?.paths ?? [])], actions: more?.actions ?? [`${family}.`] };
}

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === "object" && value !== null && !Array.isArray(value);

/** The fields whose values differ between before and after, in the order they were written. */
export function changesOf(before: unknown, after: unknown): AuditChange[] {
  if (!isRecord(before) && !isRecord(after)) return [];
  const was = isRecord(before) ? before : {};
  const now = isRecord(after) ? after : {};
  const fields = [...new Set([...Object.keys(was), ...Object.keys(now)])];
  return fields
    .map((field) => ({ field, before: was[field] ?? null, after: now[field] ?? null }))
    .filter((change) => JSON.stringify(change.before) !== JSON.stringify(change.after));
}

/** Catch-all entries keep target_type "endpoint" (the thing is in their path, and target_id since issue 34). */
export const CATCH_ALL_TYPE = "endpoint";

/** A catch-all entry's `after` ({ fields: [...] }): the names of the fields the request set. */
export function fieldsSet(targetType: string | null, after: unknown): string[] {
  if (targetType !== CATCH_ALL_TYPE || !isRecord(after) || !Array.isArray(after.fields)) return [];
  return after.fields.filter((field): field is string => typeof field === "string");
}

import type { ReactNode } from "react";
import type { AdminAuditEntry, AuditTarget } from "../../../worker/contract/audit-log";
import { useT } from "../../i18n";
import { adminAuditSentenceMessages } from "../../i18n/messages/admin-audit-sentences";
import { useAuditValues } from "./audit-values";
import { fillTemplate } from "./fill-template";

const fieldOf = (side: unknown, field: string): unknown =>
  typeof side === "object" && side !== null && field in side
    ? (side as Record<string, unknown>)[field]
    : null;

/** The field a verb's "from … to …" reads, when its sentence has one. */
const fromToField: Partial<Record<AdminAuditEntry["verb"], string>> = {
  member_tier: "tier",
  member_role: "role",
  city_match: "location",
};

/** "Omar Khan", "the event “Riyadh Iftar”", "a former member", "the job (since deleted)". */
function useThing(target: AuditTarget | null): ReactNode {
  const s = useT(adminAuditSentenceMessages);
  if (!target) return null;
  const name = target.name ? <bdi>{target.name}</bdi> : null;
  if (target.type === "member") return name ?? (target.gone ? s("formerMember") : s("noun_member"));
  const named = name
    ? fillTemplate(s("thingNamed"), { noun: s(`noun_${target.type}`), name })
    : s(`noun_${target.type}`);
  return target.gone ? fillTemplate(s("thingGone"), { thing: named }) : named;
}

/** One entry as a sentence in the admin's language: who did what to which thing. */
export function AuditSentence({ entry }: { entry: AdminAuditEntry }) {
  const s = useT(adminAuditSentenceMessages);
  const { value } = useAuditValues();
  const thing = useThing(entry.target);
  const field = fromToField[entry.verb];
  const side = (which: unknown) => (field ? <bdi>{value(field, fieldOf(which, field))}</bdi> : null);
  return (
    <span>
      {fillTemplate(s(`verb_${entry.verb}`), {
        actor: <bdi className="font-semibold">{entry.actorName}</bdi>,
        thing,
        from: side(entry.before),
        to: side(entry.after),
        action: <bdi dir="ltr">{entry.action}</bdi>,
      })}
    </span>
  );
}

import { useId, useState } from "react";
import type { AdminMemberDetail } from "../../../worker/contract/admin-members";
import type { MemberRole } from "../../../worker/contract/enums";
import { useT } from "../../i18n";
import { adminMembersMessages } from "../../i18n/messages/admin-members";
import { expectOk } from "../../lib/api-client";
import { controlProps, Field, inputClass } from "../ui/field";
import { Confirm } from "./confirm-question";
import { roleLabel } from "./labels";
import { adminMember, useMemberAction } from "./queries";
import { TierForm } from "./tier-form";

type Member = AdminMemberDetail["member"];

/** Change tier, change role (each confirmed first), suspend with a reason, or restore. */
export function MemberActions({ member }: { member: Member }) {
  return (
    <div className="grid gap-6 md:grid-cols-3">
      <TierForm member={member} />
      <RoleForm member={member} />
      <SuspensionForm member={member} />
    </div>
  );
}

function RoleForm({ member }: { member: Member }) {
  const t = useT(adminMembersMessages);
  const id = useId();
  const [role, setRole] = useState<MemberRole>(member.role);
  const [confirming, setConfirming] = useState(false);
  const action = useMemberAction(
    member.userId,
    (member, input: { role: MemberRole }) => expectOk(adminMember.role.$put({ ...member, json: input })),
    t("roleChanged"),
  );
  return (
    <form
      onSubmit={(event) => {
        event.preventDefault();
        setConfirming(true);
      }}
      className="grid content-start gap-3"
    >
      <h3 className="font-semibold text-slate-900">{t("changeRole")}</h3>
      <Field id={`${id}-role`} label={t("newRole")}>
        <select
          id={`${id}-role`}
          className={inputClass}
          value={role}
          onChange={(event) => setRole(event.target.value === "admin" ? "admin" : "member")}
        >
          <option value="member">{t("roleMember")}</option>
          <option value="admin">{t("roleAdmin")}</option>
        </select>
      </Field>
      {confirming ? (
        <Confirm
          question={t("confirmRole", { name: member.name, role: t(roleLabel[role] ?? "none") })}
          onCancel={() => setConfirming(false)}
          onConfirm={() => {
            setConfirming(false);
            action.mutate({ role });
          }}
        />
      ) : (
        <button type="submit" className="btn-outline justify-self-start" disabled={action.isPending}>
          {t("apply")}
          <span className="sr-only"> {t("changeRole")}</span>
        </button>
      )}
    </form>
  );
}

function SuspensionForm({ member }: { member: Member }) {
  const t = useT(adminMembersMessages);
  const id = useId();
  const [reason, setReason] = useState("");
  const [errors, setErrors] = useState<{ reason?: string }>({});
  const suspend = useMemberAction(
    member.userId,
    (member, input: { reason: string }) => expectOk(adminMember.suspend.$post({ ...member, json: input })),
    t("suspended"),
  );
  const restore = useMemberAction(
    member.userId,
    (member, _: undefined) => expectOk(adminMember.restore.$post(member)),
    t("restored"),
  );

  if (member.accountStatus === "suspended")
    return (
      <div className="grid content-start gap-3">
        <h3 className="font-semibold text-slate-900">{t("restore")}</h3>
        <button
          type="button"
          className="btn-outline justify-self-start"
          disabled={restore.isPending}
          onClick={() => restore.mutate(undefined)}
        >
          {t("restore")}
          <span className="sr-only"> {member.name}</span>
        </button>
      </div>
    );

  const fieldId = `${id}-reason`;
  return (
    <form
      noValidate
      className="grid content-start gap-3"
      onSubmit={(event) => {
        event.preventDefault();
        if (!reason.trim()) {
          setErrors({ reason: t("reasonRequired") });
          document.getElementById(fieldId)?.focus();
          return;
        }
        setErrors({});
        suspend.mutate({ reason: reason.trim() }, { onSuccess: () => setReason("") });
      }}
    >
      <h3 className="font-semibold text-slate-900">{t("suspend")}</h3>
      <Field id={fieldId} label={t("suspendReason")} required error={errors.reason}>
        <textarea
          {...controlProps(fieldId, { error: errors.reason })}
          rows={2}
          required
          dir="auto"
          className={inputClass}
          value={reason}
          onChange={(event) => setReason(event.target.value)}
        />
      </Field>
      <button
        type="submit"
        className="btn-outline justify-self-start text-red-700"
        disabled={suspend.isPending}
      >
        {t("suspend")}
        <span className="sr-only"> {member.name}</span>
      </button>
    </form>
  );
}

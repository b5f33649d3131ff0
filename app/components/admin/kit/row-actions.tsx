import type { MouseEvent, ReactNode } from "react";
import { useT } from "../../../i18n";
import { adminMessages } from "../../../i18n/messages/admin";
import type { ConfirmRequest } from "./confirm-dialog";
import { ReasonAction } from "./reason-action";
import type { RowAction } from "./resource";

/** A visible verb ("Hide") whose accessible name adds the row's name ("Hide Jobs KSA"). */
export function RowButton({
  label,
  item,
  onClick,
  disabled,
  danger = false,
  icon,
}: {
  label: string;
  /** Shown instead of the label, which then names the button with the row: "Move up: Jobs KSA". */
  icon?: ReactNode;
  /** The row's name, read by screen readers after the verb (not needed inside a named card). */
  item?: string;
  onClick: (event: MouseEvent<HTMLButtonElement>) => void;
  disabled?: boolean;
  danger?: boolean;
}) {
  return (
    <button
      type="button"
      className={danger ? "btn-ghost text-red-700" : icon ? "btn-ghost" : "btn-outline"}
      disabled={disabled}
      onClick={onClick}
      aria-label={icon ? `${label}: ${item}` : undefined}
    >
      {icon ?? (
        <>
          {label}
          {item ? <span className="sr-only"> {item}</span> : null}
        </>
      )}
    </button>
  );
}

/** Edit (when the resource has a form) and the row's actions; a destructive one asks first. */
export function RowActions<Row>({
  row,
  rows,
  name,
  actions,
  onEdit,
  run,
  confirm,
  busy,
  extra,
  named = true,
}: {
  row: Row;
  rows: Row[];
  extra?: ReactNode;
  /** Whether each button says the row's name: in a table, yes; in a card named by its title, no. */
  named?: boolean;
  name: string;
  actions: RowAction<Row>[];
  /** `opener` is the Edit button, where focus returns when the form closes. */
  onEdit?: (row: Row, opener: HTMLElement) => void;
  run: (action: RowAction<Row>, row: Row, reason?: string) => void;
  confirm: (request: ConfirmRequest) => Promise<boolean>;
  busy: boolean;
}) {
  const t = useT(adminMessages);
  return (
    <div className="flex flex-wrap items-start gap-2">
      {extra}
      {onEdit ? (
        <RowButton
          label={t("edit")}
          item={named ? name : undefined}
          onClick={(event) => onEdit(row, event.currentTarget)}
        />
      ) : null}
      {actions
        .filter((action) => !action.hidden?.(row))
        .map((action) => {
          const label = action.label(row);
          const disabled = busy || action.disabled?.(row, rows);
          if (action.reason)
            return (
              <ReasonAction
                key={label}
                label={label}
                disabled={disabled}
                {...action.reason}
                onConfirm={(reason) => run(action, row, reason)}
              />
            );
          return (
            <RowButton
              key={label}
              label={label}
              item={named || action.icon ? name : undefined}
              danger={Boolean(action.confirm)}
              icon={action.icon}
              disabled={disabled}
              onClick={async () => {
                const question = action.confirm?.(row, name);
                if (question && !(await confirm({ question, action: label }))) return;
                run(action, row);
              }}
            />
          );
        })}
    </div>
  );
}

/** Delete, asked first ('Delete "X"? This cannot be undone.'), then toasted "Deleted". */
export function useDeleteAction<Row>(run: (row: Row) => Promise<unknown>): RowAction<Row> {
  const t = useT(adminMessages);
  return {
    label: () => t("delete"),
    run,
    confirm: (_row, name) => t("confirmDelete", { name }),
    done: () => t("deleted"),
  };
}

import { Fragment, useState } from "react";
import { useT } from "../../../i18n";
import { adminMessages } from "../../../i18n/messages/admin";
import { useConfirm } from "./confirm-dialog";
import { Filters } from "./filters";
import { ListState } from "./list-state";
import { useAdminMutation } from "./mutations";
import type { AdminResource, RowAction } from "./resource";
import { ResourceTable } from "./resource-table";
import { RowActions } from "./row-actions";
import { useRows } from "./use-rows";

/**
 * The resource's list: filters, then loading / error with Retry / empty, then the rows as a table
 * (or as the section's own cards) with their actions and any mass actions.
 */
export function ResourceList<Row, Input, F extends object>({
  resource,
  onEdit,
  onCreate,
}: {
  resource: AdminResource<Row, Input, F>;
  onEdit?: (row: Row, opener: HTMLElement) => void;
  /** Opens the create form filled from a template (see AdminResource.rowExtra). */
  onCreate?: (template: Partial<Row>) => void;
}) {
  const t = useT(adminMessages);
  const [filters, setFilters] = useState<F>(resource.initialFilters ?? ({} as F));
  const filtered = JSON.stringify(filters) !== JSON.stringify(resource.initialFilters ?? {});
  const [selected, setSelected] = useState<Set<string>>(new Set());
  const initialFilters = resource.initialFilters ?? ({} as F);
  const query = useRows(resource, filters);
  const { confirm, dialog } = useConfirm();
  const act = useAdminMutation({
    mutationFn: ({
      action,
      row,
      rows,
      reason,
    }: {
      action: RowAction<Row>;
      row: Row;
      rows: Row[];
      reason?: string;
    }) => action.run(row, rows, reason),
    invalidate: resource.invalidate,
    successTitle: ({ action, row }, answer) => action.done?.(row, answer) ?? t("saved"),
    failureTitle: (error, { action }) => action.failed?.(error),
  });
  const bulk = useAdminMutation({
    mutationFn: ({ run, rows }: { run: (rows: Row[]) => Promise<unknown>; rows: Row[]; done?: string }) =>
      run(rows),
    invalidate: resource.invalidate,
    successTitle: ({ done }) => done ?? t("saved"),
  });
  const { rows } = query;
  const busy = act.isPending || bulk.isPending;
  const actions = (row: Row) => (
    <RowActions
      named={!resource.card}
      extra={resource.rowExtra?.(row, { rows, create: (template) => onCreate?.(template) })}
      row={row}
      name={resource.rowName(row)}
      actions={resource.actions ?? []}
      onEdit={resource.form || resource.editor ? onEdit : undefined}
      rows={rows}
      run={(action, target, reason) => act.mutate({ action, row: target, rows, reason })}
      confirm={confirm}
      busy={busy}
    />
  );
  const { card } = resource;
  const hasActions = Boolean(
    resource.actions?.length || resource.form || resource.editor || resource.rowExtra,
  );
  const picked = rows.filter((row) => selected.has(resource.rowKey(row)));

  return (
    <div className="grid gap-4">
      {resource.filters ? (
        <Filters
          label={resource.filtersLabel}
          specs={resource.filters}
          value={filters}
          initial={initialFilters}
          buttons={resource.filterButtons}
          onChange={setFilters}
        />
      ) : null}
      {resource.bulkActions && rows.length > 0 ? (
        <div className="flex flex-wrap items-center gap-2">
          <p aria-live="polite" className="text-sm text-slate-700">
            {t("selectedCount", { count: picked.length })}
          </p>
          {resource.bulkActions.map((action) => (
            <button
              key={action.label}
              type="button"
              className="btn-outline"
              disabled={busy || picked.length === 0}
              onClick={async () => {
                const ok = await confirm({
                  question: action.confirm,
                  action: action.label,
                  count: picked.length,
                });
                if (!ok) return;
                bulk.mutate(
                  { run: action.run, rows: picked, done: action.done },
                  { onSuccess: () => setSelected(new Set()) },
                );
              }}
            >
              {action.label}
            </button>
          ))}
        </div>
      ) : null}
      <ListState
        isPending={query.isPending}
        isError={query.isError}
        isEmpty={rows.length === 0}
        emptyText={filtered ? (resource.emptyFilteredText ?? resource.emptyText) : resource.emptyText}
        onRetry={() => void query.refetch()}
      >
        {resource.summary ? <p className="text-sm text-slate-600">{resource.summary(rows)}</p> : null}
        {card ? (
          <ul className={resource.cardColumns ? "grid gap-4 sm:grid-cols-2 lg:grid-cols-3" : "grid gap-4"}>
            {rows.map((row) => (
              <Fragment key={resource.rowKey(row)}>{card(row, actions(row))}</Fragment>
            ))}
          </ul>
        ) : (
          <ResourceTable
            resource={{ ...resource, columns: resource.columns ?? [] }}
            rows={rows}
            actions={hasActions ? actions : undefined}
            selection={
              resource.bulkActions
                ? {
                    selected,
                    toggle: (keys, on) =>
                      setSelected((current) => {
                        const next = new Set(current);
                        for (const key of keys) on ? next.add(key) : next.delete(key);
                        return next;
                      }),
                  }
                : undefined
            }
          />
        )}
        {query.more ? (
          <button
            type="button"
            className="btn-outline justify-self-start"
            disabled={query.more.loading}
            onClick={query.more.load}
          >
            {query.more.loading ? t("loadingMore") : t("loadMore")}
          </button>
        ) : null}
      </ListState>
      {dialog}
    </div>
  );
}

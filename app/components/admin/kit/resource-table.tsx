import type { ReactNode } from "react";
import { useT } from "../../../i18n";
import { adminMessages } from "../../../i18n/messages/admin";
import { ScrollBox } from "../../ui/scroll-box";
import type { AdminResource } from "./resource";

/**
 * The rows as a table: the first column is each row's header, `actions` renders the last column.
 * With a selection, a first column of checkboxes picks rows for the mass actions.
 */
export function ResourceTable<Row>({
  resource,
  rows,
  actions,
  selection,
}: {
  resource: Pick<AdminResource<Row, unknown, object>, "caption" | "rowKey" | "rowName"> & {
    columns: NonNullable<AdminResource<Row>["columns"]>;
  };
  rows: Row[];
  /** The last column; none for a read-only list. */
  actions?: (row: Row) => ReactNode;
  selection?: { selected: Set<string>; toggle: (keys: string[], on: boolean) => void };
}) {
  const t = useT(adminMessages);
  const [first, ...rest] = resource.columns;
  const keys = rows.map(resource.rowKey);
  const allSelected = selection !== undefined && keys.every((key) => selection.selected.has(key));
  const cell = "px-2 py-3";
  return (
    <ScrollBox label={resource.caption} className="overflow-x-auto">
      <table className="w-full text-start text-sm">
        {resource.caption ? <caption className="sr-only">{resource.caption}</caption> : null}
        <thead className="border-b border-slate-300 text-slate-700">
          <tr>
            {selection ? (
              <th scope="col" className="px-2 py-2 text-start">
                <input
                  type="checkbox"
                  aria-label={t("selectAll")}
                  checked={allSelected}
                  onChange={(event) => selection.toggle(keys, event.target.checked)}
                  className="size-4"
                />
              </th>
            ) : null}
            {[...resource.columns.map((column) => column.header), ...(actions ? [t("actions")] : [])].map(
              (label) => (
                <th key={label} scope="col" className="px-2 py-2 text-start font-semibold">
                  {label}
                </th>
              ),
            )}
          </tr>
        </thead>
        <tbody>
          {rows.map((row) => {
            const key = resource.rowKey(row);
            return (
              <tr key={key} className="border-b border-slate-200 align-top">
                {selection ? (
                  <td className={cell}>
                    <input
                      type="checkbox"
                      aria-label={t("selectRow", { name: resource.rowName(row) })}
                      checked={selection.selected.has(key)}
                      onChange={(event) => selection.toggle([key], event.target.checked)}
                      className="size-4"
                    />
                  </td>
                ) : null}
                {first ? (
                  <th scope="row" className={`${cell} text-start font-normal`}>
                    {first.cell(row)}
                  </th>
                ) : null}
                {rest.map((column) => (
                  <td key={column.header} className={cell}>
                    {column.cell(row)}
                  </td>
                ))}
                {actions ? <td className={cell}>{actions(row)}</td> : null}
              </tr>
            );
          })}
        </tbody>
      </table>
    </ScrollBox>
  );
}

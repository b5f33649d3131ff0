import type { ReactNode } from "react";

export type TableColumn<Row> = {
  header: string;
  cell: (row: Row) => ReactNode;
  /** Numbers line up at the end of the cell, in either direction. */
  numeric?: boolean;
};

const cellClass = "border-b border-slate-200 px-3 py-2";

/** The numbers of a chart as a real table: a caption, header cells with scope, one row per point. */
export function DataTable<Row>({
  caption,
  columns,
  rows,
  rowKey,
}: {
  caption: string;
  columns: TableColumn<Row>[];
  rows: Row[];
  rowKey: (row: Row, index: number) => string;
}) {
  return (
    <div className="overflow-x-auto">
      <table className="w-full border-collapse text-sm">
        <caption className="sr-only">{caption}</caption>
        <thead>
          <tr>
            {columns.map((column) => (
              <th
                key={column.header}
                scope="col"
                className={`${cellClass} font-semibold text-slate-700 ${column.numeric ? "text-end" : "text-start"}`}
              >
                {column.header}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {rows.map((row, index) => (
            <tr key={rowKey(row, index)}>
              {columns.map((column) => (
                <td
                  key={column.header}
                  className={`${cellClass} ${column.numeric ? "text-end tabular-nums" : "text-start"}`}
                >
                  {column.cell(row)}
                </td>
              ))}
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}

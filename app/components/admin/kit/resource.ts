import type { ReactNode } from "react";
import type { z } from "zod";

/**
 * What an admin section is: how to load its rows, how to show them, how to write them. The kit
 * (ResourcePanel, ResourceForm, ResourceTable) renders it, so a section is a description plus the
 * odd cell. Every call to the server is a function here, so the kit never knows how HTTP is done.
 * Texts are already translated: a section builds its description in a hook that calls useT.
 */
export type AdminResource<Row, Input = never, Filters extends object = Record<string, never>> = {
  /** The list's query key; the current filters are appended to it. */
  key: readonly unknown[];
  list: (filters: Filters) => Promise<Row[]>;
  /** Query-key prefixes (URL paths) refreshed after every write: the admin list and the public pages it feeds. */
  invalidate: string[];
  rowKey: (row: Row) => string;
  /** The row's name, read after each action verb ("Hide" + "Jobs KSA") and quoted in confirmations. */
  rowName: (row: Row) => string;
  /** The first column is the row's header cell. */
  columns: Column<Row>[];
  caption?: string;
  emptyText: string;
  filters?: FilterSpec<Filters>[];
  initialFilters?: Filters;
  actions?: RowAction<Row>[];
  /** Mass actions over the rows the admin ticked; each is confirmed with the count first. */
  bulkActions?: BulkAction<Row>[];
  form?: ResourceForm<Row, Input>;
};

export type Column<Row> = { header: string; cell: (row: Row) => ReactNode };

export type FilterSpec<Filters> = {
  name: keyof Filters & string;
  label: string;
} & ({ kind: "select"; options: readonly Option[] } | { kind: "search"; placeholder?: string });

export type Option = { value: string; label: string };

export type RowAction<Row> = {
  label: (row: Row) => string;
  run: (row: Row) => Promise<unknown>;
  /** The toast after it worked (else "Saved"). */
  done?: (row: Row) => string;
  /** Destructive: asks first, with this question, and shows as a red button. */
  confirm?: (row: Row) => string;
  hidden?: (row: Row) => boolean;
};

export type BulkAction<Row> = {
  label: string;
  run: (rows: Row[]) => Promise<unknown>;
  /** The question, with {count} rows affected (the kit adds the count line). */
  confirm: string;
  done?: string;
};

/** The create/edit form. Values are read from the uncontrolled inputs, so nothing typed is lost on an error. */
export type ResourceForm<Row, Input> = {
  /** The contract's schema: the form checks it before sending, as the server does after. */
  schema: z.ZodType;
  fields: FieldSpec<Row>[];
  /** Turns the read values into the API's input (extra values such as a computed sort order). */
  toInput?: (values: Record<string, unknown>, row: Row | null) => unknown;
  save: (row: Row | null, input: Input) => Promise<unknown>;
  /** The heading, which also names the form: "New WhatsApp group", "Edit SPPC Jobs KSA". */
  title: (row: Row | null) => string;
  /** The button that opens the create form; without it, the section has edit only. */
  newLabel?: string;
  /** The toast after creating (editing says "Saved"). */
  created?: string;
  /** Shown above the form while any field has an error. */
  errorSummary?: string;
  /** The submit button of the create form (default "Create"). */
  createLabel?: string;
};

export type FieldKind = "text" | "textarea" | "number" | "url" | "date" | "select" | "checkbox" | "lines";

export type FieldSpec<Row> = {
  name: string;
  label: string;
  kind?: FieldKind;
  required?: boolean;
  /** "(optional)" or similar, after the label. */
  optionalText?: string;
  hint?: string;
  options?: readonly Option[];
  rows?: number;
  dir?: "auto" | "ltr" | "rtl";
  lang?: string;
  placeholder?: string;
  min?: number;
  max?: number;
  step?: number;
  maxLength?: number;
  /** Spans both columns of the form's grid. */
  wide?: boolean;
  /** The value shown when editing a row (default `row[name]`; lines are joined one per line). */
  value?: (row: Row) => string | number | boolean | undefined;
  /** The value of the create form. */
  initial?: string | number | boolean;
  /**
   * The catalog's message for a bad value; `line` is the textarea line of a bad item in a "lines"
   * field, absent when the list itself is wrong. Without it, the schema's own message shows.
   */
  error?: string | ((problem: { line?: number }) => string);
};

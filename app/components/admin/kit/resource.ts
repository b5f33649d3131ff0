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
  /** The whole list at once; or, for a long one, `pages` with a Load more button. */
  list?: (filters: Filters) => Promise<Row[]>;
  /** One page after `cursor` ("" for the first), and the cursor of the next (null after the last). */
  pages?: (filters: Filters, cursor: string) => Promise<{ rows: Row[]; next: string | null }>;
  /** Query-key prefixes (URL paths) refreshed after every write: the admin list and the public pages it feeds. */
  invalidate: string[];
  rowKey: (row: Row) => string;
  /** The row's name, read after each action verb ("Hide" + "Jobs KSA") and quoted in confirmations. */
  rowName: (row: Row) => string;
  /** The rows as a table; the first column is the row's header cell. */
  columns?: Column<Row>[];
  /** Or the rows as cards (see ResourceCard), each placing the actions it is given. */
  card?: (row: Row, actions: ReactNode) => ReactNode;
  /** Cards side by side on wider screens (photos), instead of one under the other. */
  cardColumns?: boolean;
  caption?: string;
  /** A heading (h2) above the list. */
  listTitle?: string;
  /** A line above the rows about all of them ("3 new, 5 answered"). */
  summary?: (rows: Row[]) => ReactNode;
  emptyText: string;
  /** Selects and dates apply at once; text boxes when the admin presses `filterButtons.apply` (Enter). */
  filters?: FilterSpec<Filters>[];
  initialFilters?: Filters;
  filterButtons?: { apply: string; clear: string };
  /** Names the filters' search landmark. */
  filtersLabel?: string;
  /** The empty text while a filter is set ("No payments match these filters."). */
  emptyFilteredText?: string;
  actions?: RowAction<Row>[];
  /**
   * A section's own controls placed before the row's buttons (a small inline form, a link);
   * `create` opens the create form filled from a template (a translation of this row, say).
   */
  rowExtra?: (row: Row, kit: { rows: Row[]; create: (template: Partial<Row>) => void }) => ReactNode;
  /** Mass actions over the rows the admin ticked; each is confirmed with the count first. */
  bulkActions?: BulkAction<Row>[];
  form?: ResourceForm<Row, Input>;
  /** Instead of `form`, a section's own create/edit form (one the public pages share, say). */
  editor?: { newLabel?: string; render: (row: Row | null, done: () => void) => ReactNode };
};

export type Column<Row> = { header: string; cell: (row: Row) => ReactNode };

export type FilterSpec<Filters> = {
  name: keyof Filters & string;
  label: string;
  hint?: string;
} & ({ kind: "select"; options: readonly Option[] } | { kind: "search" } | { kind: "date" });

export type Option = { value: string; label: string };

export type RowAction<Row> = {
  label: (row: Row) => string;
  /** Shown instead of the label, which then names the button ("Move up: {row}"). */
  icon?: ReactNode;
  /** `rows` is the list as shown (to reorder it, say); `reason` what the admin typed, see below. */
  run: (row: Row, rows: Row[], reason?: string) => Promise<unknown>;
  /** Asks for a reason first (emailed to the member), in a small form under the button. */
  reason?: { minLength?: number; maxLength?: number };
  disabled?: (row: Row, rows: Row[]) => boolean;
  /** The toast title for a failure this action explains itself (else "That did not work"). */
  failed?: (error: unknown) => string | undefined;
  /** The toast after it worked (else "Saved"); `answer` is what `run` resolved to. */
  done?: (row: Row, answer: unknown) => string | { title: string; description?: string };
  /** Destructive: asks first, with this question (`name` is the row's name), and shows as a red button. */
  confirm?: (row: Row, name: string) => string;
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
  /** The controls, in order; a function when they differ per row (a read-only price, say). */
  fields: FieldSpec<Row>[] | ((row: Row | null) => FieldSpec<Row>[]);
  /** A rule the schema cannot know (Basic stays free): input key -> message. */
  check?: (input: Input, row: Row | null) => Record<string, string> | undefined;
  /** Turns the read values into the API's input (extra values such as a computed sort order). */
  toInput?: (values: Record<string, unknown>, row: Row | null, rows: Row[]) => unknown;
  save: (row: Row | null, input: Input) => Promise<unknown>;
  /** The heading, which also names the form: "New WhatsApp group", "Edit SPPC Jobs KSA". */
  title: (row: Row | null) => string;
  /** The button that opens the create form; without it (and not `inline`), the section has edit only. */
  newLabel?: string;
  /** The create form is always on the page, above the list (its title names the region). */
  inline?: boolean;
  /** The toast after creating (editing says "Saved"). */
  created?: string;
  /** The toast after a save, from the server's answer, when it has more to say. */
  saved?: (answer: unknown, row: Row | null) => { title: string; description?: string } | undefined;
  /** Required fields show a star after their label (and the form a line saying what it means). */
  markRequired?: string;
  /** Shown above the form while any field has an error. */
  errorSummary?: string;
  /** The submit button of the create form (default "Create"). */
  createLabel?: string;
  /** Field errors for a failure other than a 422 (a 409 that means "this slug is taken", say). */
  errorsFor?: (error: unknown) => Record<string, string> | undefined;
};

export type FieldKind =
  | "text"
  | "textarea"
  | "number"
  | "url"
  | "email"
  | "date"
  | "datetime"
  | "select"
  | "checkbox"
  | "lines";

export type FieldSpec<Row> = {
  /** The control's name, and the input's key unless `inputName` says otherwise. */
  name: string;
  /** The key the schema and the server use when the control's value is converted (price -> priceHalalas). */
  inputName?: string;
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
  /** Only in the create form (a "publish now" box). */
  createOnly?: boolean;
  readOnly?: boolean;
  /** The on-screen keyboard of a text box ("decimal" for a price typed with its halalas). */
  inputMode?: "decimal" | "numeric";
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

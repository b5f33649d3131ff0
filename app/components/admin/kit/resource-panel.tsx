import { Fragment, type ReactNode, useId, useRef, useState } from "react";
import { AdminFrame } from "../admin-frame";
import type { AdminResource } from "./resource";
import { ResourceForm } from "./resource-form";
import { ResourceList } from "./resource-list";

type PanelProps<Row, Input, F extends object> = {
  resource: AdminResource<Row, Input, F>;
  /** Extra controls inside the form, after its fields. */
  formExtra?: (row: Row | null) => ReactNode;
  /** The section's own content after the list (the panel of the row the admin opened, say). */
  children?: ReactNode;
};

/**
 * Which form is open: none (undefined), the create form (null) or a row's edit form. Closing puts
 * focus back on the button that opened it (or the New button when that one is gone). `created`
 * counts saves and templates, so an always-open create form starts afresh after each.
 */
function useEditor<Row>() {
  const [editing, setEditing] = useState<Row | null | undefined>(undefined);
  const [created, setCreated] = useState<{ n: number; template?: Partial<Row> }>({ n: 0 });
  const newButton = useRef<HTMLButtonElement>(null);
  const opener = useRef<HTMLElement | null>(null);
  /**
   * `row` undefined with a template: only the always-open create form takes the template. `from` is
   * the button that asked (else whatever has focus), where focus returns on closing.
   */
  const open = (row: Row | null | undefined, template?: Partial<Row>, from?: HTMLElement) => {
    opener.current =
      from ?? (row === null && !template ? null : (document.activeElement as HTMLElement | null));
    setCreated(({ n }) => ({ n: n + 1, template }));
    setEditing(row);
  };
  const close = () => {
    setEditing(undefined);
    const from = opener.current;
    (from?.isConnected && from !== document.body ? from : newButton.current)?.focus();
  };
  const restart = () => setCreated(({ n }) => ({ n: n + 1 }));
  return { editing, created, open, close, restart, newButton };
}

const newLabelOf = <Row, Input, F extends object>({ form, editor }: AdminResource<Row, Input, F>) =>
  form?.inline ? undefined : (form?.newLabel ?? editor?.newLabel);

function NewButton({
  label,
  onClick,
  ref,
}: {
  label: string;
  onClick: () => void;
  ref: React.Ref<HTMLButtonElement>;
}) {
  return (
    <button ref={ref} type="button" className="btn-primary" onClick={onClick}>
      {label}
    </button>
  );
}

function Body<Row, Input, F extends object>({
  resource,
  formExtra,
  editor,
  level,
  children,
}: PanelProps<Row, Input, F> & { editor: ReturnType<typeof useEditor<Row>>; level?: 2 | 3 }) {
  const { form, rowKey, invalidate, key } = resource;
  const shared = { form, listKey: key, invalidate, level } as const;
  const { editing, created } = editor;
  const inline = form?.inline === true;
  const listId = useId();
  return (
    <div className="grid gap-8">
      {form && inline ? (
        <ResourceForm
          key={`new-${created.n}`}
          {...shared}
          form={form}
          row={null}
          template={created.template}
          onDone={editor.restart}
          onCancel={null}
          autoFocus={created.n > 0}
          region
        >
          {formExtra?.(null)}
        </ResourceForm>
      ) : null}
      {form && editing !== undefined && !(inline && editing === null) ? (
        <ResourceForm
          key={editing === null ? `new-${created.n}` : rowKey(editing)}
          {...shared}
          form={form}
          row={editing}
          template={created.template}
          onDone={editor.close}
        >
          {formExtra?.(editing)}
        </ResourceForm>
      ) : null}
      {resource.editor && editing !== undefined ? (
        <Fragment key={editing === null ? "new" : rowKey(editing)}>
          {resource.editor.render(editing, editor.close)}
        </Fragment>
      ) : null}
      <section aria-labelledby={resource.listTitle ? listId : undefined} className="grid gap-4">
        {resource.listTitle ? (
          <h2 id={listId} className="text-xl font-bold text-slate-900">
            {resource.listTitle}
          </h2>
        ) : null}
        <ResourceList
          resource={resource}
          onEdit={(row, from) => editor.open(row, undefined, from)}
          onCreate={(values) => editor.open(inline ? undefined : null, values)}
        />
      </section>
      {children}
    </div>
  );
}

/** A whole admin page for one resource: the admin frame, its New button, the form and the list. */
export function ResourcePage<Row, Input, F extends object>({
  title,
  lead,
  actions,
  ...panel
}: PanelProps<Row, Input, F> & {
  title: string;
  lead?: string;
  /** More buttons beside the New button in the page's heading (Refresh). */
  actions?: ReactNode;
}) {
  const editor = useEditor<Row>();
  const newLabel = newLabelOf(panel.resource);
  return (
    <AdminFrame
      title={title}
      lead={lead}
      actions={
        actions || newLabel ? (
          <div className="flex flex-wrap gap-2">
            {actions}
            {newLabel ? (
              <NewButton ref={editor.newButton} label={newLabel} onClick={() => editor.open(null)} />
            ) : null}
          </div>
        ) : null
      }
    >
      <Body {...panel} editor={editor} />
    </AdminFrame>
  );
}

/** One resource of a page that has several: a section with its heading and New button. */
export function ResourceSection<Row, Input, F extends object>({
  heading,
  id,
  actions,
  className = "grid gap-4",
  ...panel
}: PanelProps<Row, Input, F> & {
  heading: string;
  id: string;
  /** More controls beside the heading (an export link). */
  actions?: ReactNode;
  className?: string;
}) {
  const editor = useEditor<Row>();
  const newLabel = newLabelOf(panel.resource);
  return (
    <section aria-labelledby={id} className={className}>
      <div className="flex flex-wrap items-center justify-between gap-3">
        <h2 id={id} className="text-2xl font-bold text-slate-900">
          {heading}
        </h2>
        {actions}
        {newLabel ? (
          <NewButton ref={editor.newButton} label={newLabel} onClick={() => editor.open(null)} />
        ) : null}
      </div>
      <Body {...panel} editor={editor} level={3} />
    </section>
  );
}

import { type ReactNode, useRef, useState } from "react";
import { AdminFrame } from "../admin-frame";
import type { AdminResource } from "./resource";
import { ResourceForm } from "./resource-form";
import { ResourceList } from "./resource-list";

type PanelProps<Row, Input, F extends object> = {
  resource: AdminResource<Row, Input, F>;
  /** Cards instead of a table (see ResourceList). */
  renderRow?: (row: Row, actions: ReactNode) => ReactNode;
  /** Extra controls inside the form, after its fields. */
  formExtra?: (row: Row | null) => ReactNode;
};

/**
 * Which form is open: none (undefined), the create form (null) or a row's edit form. Closing puts
 * focus back on the button that opened it (or the New button when that one is gone).
 */
function useEditor<Row>() {
  const [editing, setEditing] = useState<Row | null | undefined>(undefined);
  const newButton = useRef<HTMLButtonElement>(null);
  const opener = useRef<HTMLElement | null>(null);
  const open = (row: Row | null) => {
    opener.current = row === null ? null : (document.activeElement as HTMLElement | null);
    setEditing(row);
  };
  const close = () => {
    setEditing(undefined);
    const from = opener.current;
    (from?.isConnected && from !== document.body ? from : newButton.current)?.focus();
  };
  return { editing, open, close, newButton };
}

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
  renderRow,
  formExtra,
  editor,
}: PanelProps<Row, Input, F> & { editor: ReturnType<typeof useEditor<Row>> }) {
  const { form, rowKey, invalidate } = resource;
  return (
    <div className="grid gap-8">
      {form && editor.editing !== undefined ? (
        <ResourceForm
          key={editor.editing === null ? "new" : rowKey(editor.editing)}
          form={form}
          row={editor.editing}
          invalidate={invalidate}
          onDone={editor.close}
        >
          {formExtra?.(editor.editing)}
        </ResourceForm>
      ) : null}
      <ResourceList resource={resource} onEdit={editor.open} renderRow={renderRow} />
    </div>
  );
}

/** A whole admin page for one resource: the admin frame, its New button, the form and the list. */
export function ResourcePage<Row, Input, F extends object>({
  title,
  lead,
  ...panel
}: PanelProps<Row, Input, F> & { title: string; lead?: string }) {
  const editor = useEditor<Row>();
  const newLabel = panel.resource.form?.newLabel;
  return (
    <AdminFrame
      title={title}
      lead={lead}
      actions={
        newLabel ? (
          <NewButton ref={editor.newButton} label={newLabel} onClick={() => editor.open(null)} />
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
  ...panel
}: PanelProps<Row, Input, F> & { heading: string; id: string }) {
  const editor = useEditor<Row>();
  const newLabel = panel.resource.form?.newLabel;
  return (
    <section aria-labelledby={id} className="grid gap-4">
      <div className="flex flex-wrap items-center justify-between gap-3">
        <h2 id={id} className="text-2xl font-bold text-slate-900">
          {heading}
        </h2>
        {newLabel ? (
          <NewButton ref={editor.newButton} label={newLabel} onClick={() => editor.open(null)} />
        ) : null}
      </div>
      <Body {...panel} editor={editor} />
    </section>
  );
}

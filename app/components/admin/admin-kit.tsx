// The older entry point, re-exporting the kit's pieces for the sections not yet moved onto it.
import { useRef, useState } from "react";

export { ListState as AdminListState } from "./kit/list-state";
export { useAdminMutation } from "./kit/mutations";
export { ReasonAction } from "./kit/reason-action";
export { RowButton } from "./kit/row-actions";
export { StatusBadge } from "./kit/status-badge";

/**
 * The create/edit form of an admin list. `editing` is undefined while no form is open, null for the
 * create form, a row for its edit form. Closing the form would drop focus on the page body, so it goes
 * back to the button that opens the create form (`opener`).
 */
export function useEditor<Row>() {
  const [editing, setEditing] = useState<Row | null | undefined>(undefined);
  const opener = useRef<HTMLButtonElement>(null);
  const close = () => {
    setEditing(undefined);
    opener.current?.focus();
  };
  return { editing, setEditing, opener, close };
}

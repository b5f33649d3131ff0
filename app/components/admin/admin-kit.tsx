// The older entry point, re-exporting the kit's pieces for the sections not yet moved onto it.

export { ListState as AdminListState } from "./kit/list-state";
export { useAdminMutation } from "./kit/mutations";
export { ReasonAction } from "./kit/reason-action";
export { RowButton } from "./kit/row-actions";
export { StatusBadge } from "./kit/status-badge";

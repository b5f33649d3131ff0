// The admin kit: a section describes its resource (resource.ts) and renders ResourcePage or
// ResourceSection; the pieces are exported for sections with screens of their own.
export { type ConfirmRequest, useConfirm } from "./confirm-dialog";
export { ListState } from "./list-state";
export { underPaths, useAdminMutation } from "./mutations";
export { ReasonAction } from "./reason-action";
export type * from "./resource";
export { Badge, ResourceCard } from "./resource-card";
export { ResourceForm } from "./resource-form";
export { ResourceList } from "./resource-list";
export { ResourcePage, ResourceSection } from "./resource-panel";
export { RowButton, useDeleteAction } from "./row-actions";
export { StatusBadge, useStatusFilter } from "./status-badge";
export { useTranslatedFields } from "./translated-fields";
export { errorsFrom, type FieldErrors, serverFieldErrors } from "./validation";

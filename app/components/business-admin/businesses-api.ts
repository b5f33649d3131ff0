export const businessesBase = "/api/admin/businesses";
export const businessPath = (id: string) => `${businessesBase}/${encodeURIComponent(id)}`;
/** Every write refreshes the admin list and the public directory it feeds. */
export const businessesInvalidate = [businessesBase, "/api/businesses"];

import { api, pathParams } from "../../lib/api-client";

export const adminBusinesses = api.admin.businesses;
/** One business's routes: `adminBusiness.approve.$post(businessParam(id))`. */
export const adminBusiness = adminBusinesses[":id"];
export const businessParam = (id: string) => pathParams({ id });
export const businessesBase = adminBusinesses.$path();
/** Every write refreshes the admin list and the public directory it feeds. */
export const businessesInvalidate = [businessesBase, api.businesses.$path()];

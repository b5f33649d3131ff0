import { keepPreviousData, queryOptions } from "@tanstack/react-query";
import { api, pathParams, unwrap } from "../../lib/api-client";
import { useAdminMutation } from "../admin/kit";

export const adminMembers = api.admin.members;
/** One member's routes: `adminMember.tier.$put({ ...memberParam(id), json })`. */
export const adminMember = adminMembers[":userId"];
export const memberParam = (userId: string) => pathParams({ userId });
export const membersBase = adminMembers.$path();
const auditBase = api.admin["audit-log"].$path();

export type MemberFilters = {
  q: string;
  tier: string;
  membership: string;
  expiresWithin: string;
  city: string;
  language: string;
  role: string;
  onboarding: string;
  status: string;
  sort: string;
  dir: string;
};
export const noMemberFilters: MemberFilters = {
  q: "",
  tier: "",
  membership: "",
  expiresWithin: "",
  city: "",
  language: "",
  role: "",
  onboarding: "",
  status: "",
  sort: "",
  dir: "",
};

/** The filters that are set (the list and both exports share them). */
export function presentFilters(filters: Record<string, string>, extra: Record<string, string> = {}) {
  return Object.fromEntries(Object.entries({ ...filters, ...extra }).filter(([, value]) => value));
}

export const adminMembersQuery = (filters: MemberFilters, page: number) =>
  queryOptions({
    queryKey: [membersBase, "list", filters, page],
    queryFn: () =>
      unwrap(adminMembers.$get({ query: presentFilters(filters, page > 1 ? { page: String(page) } : {}) })),
    // The table stays on screen while the next page or filter loads.
    placeholderData: keepPreviousData,
  });

export const adminMemberQuery = (userId: string) =>
  queryOptions({
    queryKey: [membersBase, "detail", userId],
    queryFn: () => unwrap(adminMember.$get(memberParam(userId))),
  });

/** A write on one member (tier, role, suspend, restore): refreshes the table and the detail panel. */
export const useMemberAction = <Input>(
  userId: string,
  send: (member: ReturnType<typeof memberParam>, input: Input) => Promise<unknown>,
  successTitle: string,
) =>
  useAdminMutation({
    mutationFn: (input: Input) => send(memberParam(userId), input),
    invalidate: [membersBase, auditBase],
    successTitle,
  });

// The calls of /api/admin/campaigns through the typed client (app/lib/api-client.ts): paths, bodies and
// answers come from the worker's routes (worker/routes/admin-campaigns.ts); a refusal is an ApiError,
// whose field errors the forms show.
import { keepPreviousData, queryOptions } from "@tanstack/react-query";
import type { CampaignCreate, CampaignKind, Segment } from "../../../worker/contract/campaigns";
import type { Language } from "../../../worker/contract/enums";
import { api, expectOk, pathParams, unwrap } from "../../lib/api-client";

export const campaignsBase = "/api/admin/campaigns";
const campaigns = api.admin.campaigns;
const byId = campaigns[":id"];
const idParam = (id: string) => pathParams({ id });

/** While a campaign is sending (or mail waits in the outbox) its counts are asked for this often. */
export const POLL_EVERY_MS = 3000;

export const campaignsListQuery = queryOptions({
  queryKey: [campaignsBase, "list"],
  queryFn: () => unwrap(campaigns.$get()),
});

export const campaignQuery = (id: string) =>
  queryOptions({
    queryKey: [campaignsBase, "detail", id],
    queryFn: () => unwrap(byId.$get(idParam(id))),
    refetchInterval: (query) => {
      const detail = query.state.data;
      return detail && (detail.status === "sending" || detail.queued > 0) ? POLL_EVERY_MS : false;
    },
  });

/**
 * The count and sample of a segment. The key holds the segment, so each change is a query of its own;
 * the signal is handed to fetch, so TanStack Query aborts the request of a segment the admin has
 * already changed again. The previous count stays shown while the next one loads.
 */
export const segmentPreviewQuery = (segment: Segment, kind: CampaignKind, enabled = true) =>
  queryOptions({
    queryKey: [campaignsBase, "preview", kind, segment],
    queryFn: ({ signal }) =>
      unwrap(campaigns.preview.$post({ json: { segment, kind } }, { init: { signal } })),
    placeholderData: keepPreviousData,
    enabled,
    retry: false,
  });

// Edit, send, test and cancel answer with what the page already knows: only their status is read.
export const createCampaign = (input: CampaignCreate) => unwrap(campaigns.$post({ json: input }));
export const updateCampaign = (id: string, input: CampaignCreate) =>
  expectOk(byId.$put({ ...idParam(id), json: input }));
export const sendCampaign = (id: string) => expectOk(byId.send.$post(idParam(id)));
export const sendCampaignTest = (id: string, language: Language) =>
  expectOk(byId.test.$post({ ...idParam(id), json: { language } }));
export const renderCampaign = (id: string, userId: string) =>
  unwrap(byId.render.$post({ ...idParam(id), json: { userId } }));
export const cancelCampaign = (id: string) => expectOk(byId.cancel.$post(idParam(id)));

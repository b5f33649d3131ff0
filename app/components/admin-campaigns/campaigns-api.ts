// The calls of /api/admin/campaigns, typed by the shared contract (worker/contract/campaigns.ts).
// Plain fetch rather than the typed `api` client: the worker's routes were written in parallel with this
// page, so they were not in AppType when it was built. The paths and bodies are the contract's.
import { keepPreviousData, queryOptions } from "@tanstack/react-query";
import type {
  CampaignCreate,
  CampaignCreated,
  CampaignDetail,
  CampaignKind,
  CampaignList,
  CampaignPreview,
  CampaignRendered,
  Segment,
} from "../../../worker/contract/campaigns";
import type { Language } from "../../../worker/contract/enums";
import { ALWAYS_REVALIDATE, ApiError } from "../../lib/api";

export const campaignsBase = "/api/admin/campaigns";
const campaignPath = (id: string) => `${campaignsBase}/${encodeURIComponent(id)}`;

/** One call: its JSON answer (or null for an empty one, the 202 of send), else an ApiError. */
async function call<T>(method: string, path: string, body?: unknown, signal?: AbortSignal): Promise<T> {
  const response = await fetch(path, {
    method,
    credentials: "include",
    cache: ALWAYS_REVALIDATE,
    headers: body === undefined ? undefined : { "Content-Type": "application/json" },
    body: body === undefined ? undefined : JSON.stringify(body),
    signal,
  });
  const text = await response.text();
  if (!response.ok) throw new ApiError(response.status, response.statusText, text);
  return (text ? JSON.parse(text) : null) as T;
}

/** While a campaign is sending (or mail waits in the outbox) its counts are asked for this often. */
export const POLL_EVERY_MS = 3000;

export const campaignsListQuery = queryOptions({
  queryKey: [campaignsBase, "list"],
  queryFn: () => call<CampaignList>("GET", campaignsBase),
});

export const campaignQuery = (id: string) =>
  queryOptions({
    queryKey: [campaignsBase, "detail", id],
    queryFn: () => call<CampaignDetail>("GET", campaignPath(id)),
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
      call<CampaignPreview>("POST", `${campaignsBase}/preview`, { segment, kind }, signal),
    placeholderData: keepPreviousData,
    enabled,
    retry: false,
  });

export const createCampaign = (input: CampaignCreate) => call<CampaignCreated>("POST", campaignsBase, input);
export const updateCampaign = (id: string, input: CampaignCreate) =>
  call<unknown>("PUT", campaignPath(id), input);
export const sendCampaign = (id: string) => call<unknown>("POST", `${campaignPath(id)}/send`);
export const sendCampaignTest = (id: string, language: Language) =>
  call<unknown>("POST", `${campaignPath(id)}/test`, { language });
export const renderCampaign = (id: string, userId: string) =>
  call<CampaignRendered>("POST", `${campaignPath(id)}/render`, { userId });
export const cancelCampaign = (id: string) => call<unknown>("POST", `${campaignPath(id)}/cancel`);

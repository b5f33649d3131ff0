import { useMutation } from "@tanstack/react-query";
import type { ContactMessageInput } from "../../worker/contract/contact";
import { api, unwrap } from "../lib/api-client";

/** POST /api/contact: stores the message, emails support and sends the sender a confirmation. */
export function useSendContactMessageMutation() {
  return useMutation({
    mutationFn: async (message: ContactMessageInput) => await unwrap(api.contact.$post({ json: message })),
  });
}

import { useMutation } from "@tanstack/react-query";
import type { ContactMessageInput } from "../../worker/contract/contact";
import { apiRequest } from "../lib/api";

/** POST /api/contact: stores the message, emails support and sends the sender a confirmation. */
export function useSendContactMessageMutation() {
  return useMutation({
    mutationFn: async (message: ContactMessageInput) =>
      (await (await apiRequest("POST", "/api/contact", message)).json()) as { id: string },
  });
}

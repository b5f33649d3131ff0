import type { MembershipConfirmResult } from "../../worker/contract/membership-register";
import { linkIn, outboxFor, postJson } from "./accounts-helpers";

/** The /membership/confirm link in the newest registration email to this address. */
export async function confirmLinkFor(email: string): Promise<URL> {
  const mail = (await outboxFor(email.toLowerCase()))
    .filter((message) => message.kind === "verify-email" && message.text.includes("/membership/confirm"))
    .at(-1);
  if (!mail) throw new Error(`No registration confirmation mailed to ${email}`);
  return new URL(linkIn(mail.text));
}

/** Follows a confirmation link as its page does (POST /api/membership/register/confirm). */
export function followConfirmLink(link: URL): Promise<Response> {
  return postJson("/api/membership/register/confirm", {
    id: link.searchParams.get("id"),
    token: link.searchParams.get("token"),
  });
}

/** A visitor's registration to its end: the form, then the emailed link. */
export async function registerAndConfirm(body: { email: string } & Record<string, unknown>) {
  const registered = await postJson("/api/membership/register", body);
  if (registered.status !== 202) throw new Error(`register answered ${registered.status}`);
  const confirmed = await followConfirmLink(await confirmLinkFor(body.email));
  return { confirmed: (await confirmed.json()) as MembershipConfirmResult, status: confirmed.status };
}

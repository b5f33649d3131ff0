/**
 * The signed token of the mailed checkout link, kept for this tab so "Try payment again" on the return
 * page (whose address carries only the payment id) needs no second email.
 */
const key = (membershipId: string) => `sppc.checkout-token.${membershipId}`;

export function rememberCheckoutToken(membershipId: string, token: string): void {
  try {
    sessionStorage.setItem(key(membershipId), token);
  } catch {
    // Storage refused (private mode): a retry then mails the member a new link.
  }
}

export function recallCheckoutToken(membershipId: string): string | undefined {
  try {
    return sessionStorage.getItem(key(membershipId)) ?? undefined;
  } catch {
    return undefined;
  }
}

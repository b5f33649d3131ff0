import type { CurrentUser } from "../../../worker/contract/user";
import { MemberHeader } from "./member-header";
import { MobileHeader } from "./mobile-header";

export { BottomNav } from "./bottom-nav";

/** The signed-in headers: the full header from md up, the mobile header below. */
export function MemberTop({ user }: { user: CurrentUser }) {
  return (
    <>
      <MemberHeader user={user} />
      <MobileHeader user={user} />
    </>
  );
}

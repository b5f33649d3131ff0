import type { ReactNode } from "react";
import { useT } from "../../i18n";
import { shellMessages } from "../../i18n/messages/shell";

/** A link that leaves the site: new tab, no opener access, and screen readers are told before they follow it. */
export function ExternalLink({
  href,
  className,
  children,
}: {
  href: string;
  className?: string;
  children: ReactNode;
}) {
  const t = useT(shellMessages);
  return (
    <a href={href} target="_blank" rel="noopener noreferrer" className={className}>
      {children}
      <span className="sr-only"> {t("opensInNewTab")}</span>
    </a>
  );
}

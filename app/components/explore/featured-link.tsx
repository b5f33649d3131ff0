import { useRouter } from "@tanstack/react-router";
import type { MouseEvent, ReactNode } from "react";

/**
 * An admin-chosen address: a path on this site navigates inside the app (no page reload); an https
 * link (kind "link" only, checked by the API) opens in a new tab.
 */
export function FeaturedLink({
  url,
  className,
  children,
}: {
  url: string;
  className: string;
  children: ReactNode;
}) {
  const router = useRouter();
  if (!url.startsWith("/")) {
    return (
      <a href={url} target="_blank" rel="noopener noreferrer" className={className}>
        {children}
      </a>
    );
  }
  const onClick = (event: MouseEvent<HTMLAnchorElement>) => {
    // Ctrl/Cmd/Shift-click and middle clicks keep the browser's own behaviour.
    if (event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return;
    event.preventDefault();
    void router.navigate({ href: url });
  };
  return (
    <a href={url} onClick={onClick} className={className}>
      {children}
    </a>
  );
}

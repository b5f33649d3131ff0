import { PenSquare } from "lucide-react";
import { useId, useState } from "react";
import { useT } from "../../i18n";
import { feedMessages } from "../../i18n/messages/feed";
import { api } from "../../lib/api-client";
import { useAuth } from "../../queries/auth";
import { OfflineNote } from "../offline/offline-note";
import { QueuedWrites } from "../offline-queue/queued-writes";
import { Composer } from "./composer";
import { PostList } from "./post-list";

type View = "all" | "saved";

/** The centre column of the member home: the composer and the post list, with a saved-posts view. */
export function Feed() {
  const t = useT(feedMessages);
  const headingId = useId();
  const [composing, setComposing] = useState(false);
  const [view, setView] = useState<View>("all");
  const { user } = useAuth();
  const tab = (value: View, label: string) => (
    <button
      type="button"
      aria-pressed={view === value}
      onClick={() => setView(value)}
      className={`rounded-full px-3 py-1.5 text-sm font-semibold ${
        view === value
          ? "bg-brand-700 text-white"
          : "bg-white text-slate-700 ring-1 ring-slate-300 hover:bg-slate-100"
      }`}
    >
      {label}
    </button>
  );
  return (
    <section aria-labelledby={headingId} className="grid gap-4">
      <h2 id={headingId} className="sr-only">
        {t("feedHeading")}
      </h2>
      {/* Offline, the feed is the service worker's saved copy (app/sw/runtime-caching.ts): say how old. */}
      <OfflineNote path={api.posts.$path()} />
      <div className="card p-4">
        <button
          type="button"
          className="flex w-full items-center gap-3 rounded-full border border-slate-300 px-4 py-2.5 text-start text-slate-600 hover:bg-slate-50"
          onClick={() => setComposing(true)}
        >
          <PenSquare aria-hidden="true" className="size-5 text-brand-700" />
          {t("startPost")}
        </button>
      </div>
      {/* Written offline and not yet sent: on top of the feed, marked Pending. */}
      {user ? <QueuedWrites user={user} /> : null}
      <div className="flex gap-2">
        {tab("all", t("tabAll"))}
        {tab("saved", t("tabSaved"))}
      </div>
      <PostList key={view} saved={view === "saved"} />
      <Composer open={composing} onClose={() => setComposing(false)} />
    </section>
  );
}

import { X } from "lucide-react";
import { useT } from "../../i18n";
import { eventsPageMessages } from "../../i18n/messages/events-page";

/** `problem`: why the server refused this photo, in the reader's language, shown under its name. */
export type UploadItem = { key: string; file: File; progress: number; failed: boolean; problem?: string };

/** The chosen photos, each with its own progress bar while uploading. */
export function SelectedFiles({
  items,
  max,
  uploading,
  onRemove,
}: {
  items: UploadItem[];
  max: number;
  uploading: boolean;
  onRemove: (key: string) => void;
}) {
  const t = useT(eventsPageMessages);
  if (!items.length) return null;
  return (
    <div className="grid gap-2">
      <h3 className="font-semibold text-slate-800">{t("selectedTitle", { count: items.length, n: max })}</h3>
      <ul className="grid gap-2">
        {items.map((item) => (
          <li key={item.key} className="grid gap-1 rounded-md border border-slate-200 p-3">
            <div className="flex items-center justify-between gap-2">
              <span className={`truncate text-sm ${item.failed ? "text-red-700" : "text-slate-700"}`}>
                {item.file.name}
              </span>
              <button
                type="button"
                className="btn-ghost px-2 py-1"
                disabled={uploading}
                aria-label={t("removeFile", { file: item.file.name })}
                aria-describedby={item.problem ? `upload-problem-${item.key}` : undefined}
                onClick={() => onRemove(item.key)}
              >
                <X aria-hidden="true" className="size-4" />
              </button>
            </div>
            {item.problem ? (
              <p id={`upload-problem-${item.key}`} className="text-sm text-red-700">
                {item.problem}
              </p>
            ) : null}
            <progress
              className="h-2 w-full accent-brand-700"
              max={100}
              value={item.progress}
              aria-label={t("progressLabel", { file: item.file.name })}
            />
          </li>
        ))}
      </ul>
    </div>
  );
}

import type { OutboxEntry } from "../../../worker/contract/outbox";
import { useLanguage, useT } from "../../i18n";
import { outboxMessages } from "../../i18n/messages/outbox";
import { api, pathParams } from "../../lib/api-client";

const attachment = api.admin.outbox[":id"].attachments[":index"];

/** A size in the reader's language and digits: bytes under a kilobyte, else kilobytes. */
function useSize() {
  const { language } = useLanguage();
  const bytes = new Intl.NumberFormat(language, { style: "unit", unit: "byte", unitDisplay: "short" });
  const kilobytes = new Intl.NumberFormat(language, {
    style: "unit",
    unit: "kilobyte",
    unitDisplay: "short",
    maximumFractionDigits: 1,
  });
  return (size: number) => (size < 1024 ? bytes.format(size) : kilobytes.format(size / 1024));
}

/** Each attachment's name, type and size, with a link that downloads it as it was sent. */
export function OutboxAttachments({ message }: { message: OutboxEntry }) {
  const t = useT(outboxMessages);
  const size = useSize();
  if (message.attachments.length === 0) return null;
  return (
    <div className="grid gap-1 text-sm">
      <h3 className="font-semibold text-slate-800">{t("attachments")}</h3>
      <ul className="grid gap-1">
        {message.attachments.map((file) => (
          <li key={file.index} className="flex flex-wrap items-baseline gap-x-3">
            <a
              className="link"
              href={attachment.$path(pathParams({ id: message.id, index: String(file.index) }))}
              download={file.filename}
              aria-label={t("download", { name: file.filename })}
            >
              <bdi>{file.filename}</bdi>
            </a>
            <span dir="ltr" className="text-xs text-slate-600">
              {file.type}
            </span>
            <span className="text-xs text-slate-600">{size(file.size)}</span>
          </li>
        ))}
      </ul>
    </div>
  );
}

import { useT } from "../../i18n";
import { adminMembersMessages } from "../../i18n/messages/admin-members";
import { api } from "../../lib/api-client";

/** The members downloads for the list's filters: the CSV and the Excel file, each every member in one file. */
export function ExportLinks({ query }: { query: Record<string, string> }) {
  const t = useT(adminMembersMessages);
  return (
    <div className="flex flex-wrap items-start gap-2">
      <a className="btn-outline" href={api.admin["members.csv"].$path({ query })} download>
        {t("exportCsv")}
      </a>
      <a className="btn-outline" href={api.admin["members.xlsx"].$path({ query })} download>
        {t("exportXlsx")}
      </a>
    </div>
  );
}

import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { type FormEvent, useId, useState } from "react";
import { type ImportDuplicateMode, importDuplicateModes } from "../../../worker/contract/enums";
import type { ImportPreview } from "../../../worker/contract/member-import";
import { useT } from "../../i18n";
import { type AdminImportTexts, adminImportMessages } from "../../i18n/messages/admin-import";
import { ApiError } from "../../lib/api";
import { api, pathParams, unwrap } from "../../lib/api-client";
import { serverMessage, validationDetails } from "../../lib/api-errors";
import { useConfirm } from "../admin/kit";
import { FieldError } from "../ui/field";
import { toast } from "../ui/toast-store";
import { checkImportFile, type FileCheck, importFileAccept, sizeInKb } from "./import-file-rules";
import { ImportFormatsHelp } from "./import-formats-help";
import { ImportHistory, importHistoryKey } from "./import-history";
import { ImportPreviewPanel } from "./import-preview";
import { ImportResults } from "./import-results";

const modeLabel = {
  skip: "modeSkip",
  update: "modeUpdate",
} as const satisfies Record<ImportDuplicateMode, keyof AdminImportTexts>;

/** Server refusals of the file itself that the page says in the admin's language. */
const fileRefusals = {
  workbook: "workbookText",
  "not text": "notTextText",
  "unreadable workbook": "unreadableWorkbookText",
  "no email column": "noEmailColumnText",
  empty: "emptyFileText",
} as const satisfies Record<string, keyof AdminImportTexts>;
const isRefusal = (code: string | undefined): code is keyof typeof fileRefusals =>
  code !== undefined && Object.hasOwn(fileRefusals, code);

/**
 * Our own text for a file the server found not to be text, else the server's message from our error
 * body, else the status text (spec: 'Import failed: {status text}').
 */
function failureMessage(error: unknown, t: (key: keyof AdminImportTexts) => string): string {
  if (!(error instanceof ApiError)) return error instanceof Error ? error.message : String(error);
  const [refusal] = validationDetails(error)?.csvFile ?? [];
  if (isRefusal(refusal)) return t(fileRefusals[refusal]);
  return serverMessage(error) ?? error.message.replace(/^\d+: /, "");
}

/** What the page says about a file it refuses before sending it. */
const refusalText = {
  workbook: "workbookText",
  invalid: "invalidFileText",
} as const satisfies Record<Exclude<FileCheck, "ok" | "missing">, keyof AdminImportTexts>;

/** POST /api/admin/import-members/preview: the file as the import would read it, nothing written. */
async function previewFile(file: File): Promise<ImportPreview> {
  const form = new FormData();
  form.set("csvFile", file);
  return unwrap(
    api.admin["import-members"].preview.$post(undefined, { init: { body: form, credentials: "include" } }),
  );
}

/**
 * The member import on the admin dashboard (spec: /admin shows stats, the CSV member import and the
 * welcome-emails action): pick a sheet (CSV or .xlsx) and read what it will do (the columns as read,
 * the first rows as stored, the rows that cannot be imported), choose what happens to existing members,
 * confirm the count (each new member gets a welcome email), watch the progress, then read the results
 * per row; below, the history of every run.
 */
export function MemberImportPanel() {
  const t = useT(adminImportMessages);
  const id = useId();
  const queryClient = useQueryClient();
  const { confirm, dialog } = useConfirm();
  const [file, setFile] = useState<File | null>(null);
  const [fileError, setFileError] = useState<string | undefined>();
  const [mode, setMode] = useState<ImportDuplicateMode>("skip");
  const [importId, setImportId] = useState<string | null>(null);

  const preview = useMutation({
    mutationFn: previewFile,
    onError: (error) => setFileError(failureMessage(error, (key) => t(key))),
  });

  const upload = useMutation({
    mutationFn: async (input: { file: File; mode: ImportDuplicateMode; importId: string }) => {
      const form = new FormData();
      form.set("csvFile", input.file);
      form.set("duplicateMode", input.mode);
      form.set("importId", input.importId);
      // The route reads the multipart body itself (its own size checks), so it goes as init.
      return unwrap(
        api.admin["import-members"].$post(undefined, { init: { body: form, credentials: "include" } }),
      );
    },
    onSuccess: (result) =>
      toast({
        title: t("completedTitle"),
        description: t("completedText", { n: result.success, m: result.failed }),
      }),
    onError: (error) =>
      toast({
        title: t("failedTitle"),
        description: t("failedText", { message: failureMessage(error, (key) => t(key)) }),
        variant: "destructive",
      }),
    onSettled: () => queryClient.invalidateQueries({ queryKey: [importHistoryKey] }),
  });

  // The POST answers only when the whole file is done; meanwhile the run's row tells how far it is.
  const progress = useQuery({
    queryKey: ["admin-import-progress", importId],
    queryFn: () =>
      unwrap(api.admin["import-members"][":importId"].$get(pathParams({ importId: importId ?? "" }))),
    enabled: upload.isPending && importId !== null,
    refetchInterval: 500,
    retry: false,
  });
  const run = upload.isPending ? progress.data : undefined;
  const percent = run && run.totalRows > 0 ? Math.round((run.processedRows / run.totalRows) * 100) : 0;

  function choose(next: File | null) {
    setFile(next);
    upload.reset();
    preview.reset();
    const check = checkImportFile(next);
    if (check === "invalid" || check === "workbook") {
      setFileError(t(refusalText[check]));
      toast({ title: t("invalidFileTitle"), description: t(refusalText[check]), variant: "destructive" });
      return;
    }
    setFileError(undefined);
    if (next) preview.mutate(next);
  }

  async function submit(event: FormEvent) {
    event.preventDefault();
    const check = checkImportFile(file);
    if (!file || check === "missing") {
      setFileError(t("noFileText"));
      toast({ title: t("noFileTitle"), description: t("noFileText"), variant: "destructive" });
      return;
    }
    if (check === "invalid" || check === "workbook") {
      toast({ title: t("invalidFileTitle"), description: t(refusalText[check]), variant: "destructive" });
      return;
    }
    // The count the admin confirms is the preview's: read it first if it is not on the page yet.
    let shown: ImportPreview;
    try {
      shown = preview.data && preview.variables === file ? preview.data : await preview.mutateAsync(file);
    } catch (error) {
      toast({
        title: t("failedTitle"),
        description: t("failedText", { message: failureMessage(error, (key) => t(key)) }),
        variant: "destructive",
      });
      return;
    }
    const go = await confirm({
      question: t("confirmQuestion", { n: shown.validRows }),
      action: t("confirmAction"),
      count: shown.validRows,
    });
    if (!go) return;
    const next = crypto.randomUUID();
    setImportId(next);
    upload.mutate({ file, mode, importId: next });
  }

  const fileId = `${id}-file`;
  return (
    <section
      aria-labelledby={`${id}-heading`}
      className="grid gap-6 rounded-xl border border-slate-200 bg-white p-4 sm:p-6"
    >
      <div className="grid gap-1">
        <h2 id={`${id}-heading`} className="text-xl font-bold text-slate-900">
          {t("heading")}
        </h2>
        <p className="text-slate-700">{t("lead")}</p>
      </div>
      <form className="grid gap-4" onSubmit={submit} noValidate>
        <div className="grid gap-1.5">
          <label htmlFor={fileId} className="text-sm font-semibold text-slate-800">
            {t("fileLabel")}
          </label>
          <input
            id={fileId}
            type="file"
            accept={importFileAccept}
            aria-invalid={fileError ? true : undefined}
            aria-describedby={`${fileError ? `${fileId}-error ` : ""}${fileId}-hint`}
            className="text-sm"
            onChange={(event) => choose(event.target.files?.[0] ?? null)}
          />
          <FieldError id={fileId} error={fileError} />
          <p id={`${fileId}-hint`} className="text-xs text-slate-600">
            {t("fileHint")}
          </p>
          <ImportFormatsHelp />
          {file ? (
            <p className="text-sm text-slate-700" dir="auto">
              {t("fileSize", { name: file.name, size: sizeInKb(file.size) })}
            </p>
          ) : null}
          {preview.isPending ? (
            <p className="text-sm text-slate-700" role="status">
              {t("previewing")}
            </p>
          ) : null}
        </div>
        {preview.data && !upload.data && !upload.isPending ? (
          <ImportPreviewPanel preview={preview.data} />
        ) : null}
        <fieldset className="grid gap-1.5">
          <legend className="text-sm font-semibold text-slate-800">{t("existingLegend")}</legend>
          {importDuplicateModes.map((value) => (
            <label key={value} className="flex items-center gap-2 text-sm text-slate-800">
              <input
                type="radio"
                name={`${id}-mode`}
                value={value}
                checked={mode === value}
                onChange={() => setMode(value)}
              />
              {t(modeLabel[value])}
            </label>
          ))}
        </fieldset>
        <div>
          <button type="submit" className="btn-primary" disabled={upload.isPending || preview.isPending}>
            {upload.isPending
              ? t("importing")
              : preview.data && !upload.data
                ? t("importCount", { n: preview.data.validRows })
                : t("importButton")}
          </button>
        </div>
        {upload.isPending ? (
          <div className="grid gap-1">
            <div
              role="progressbar"
              aria-label={t("progressLabel")}
              aria-valuemin={0}
              aria-valuemax={100}
              aria-valuenow={percent}
              className="h-3 overflow-hidden rounded-full bg-slate-200"
            >
              <div className="h-full bg-brand-700 transition-[width]" style={{ width: `${percent}%` }} />
            </div>
            <p className="text-sm text-slate-700" aria-live="polite">
              {run ? t("progressText", { done: run.processedRows, total: run.totalRows }) : t("importing")}
            </p>
          </div>
        ) : null}
      </form>
      {upload.data && !upload.isPending ? <ImportResults result={upload.data} /> : null}
      {dialog}
      <ImportHistory />
    </section>
  );
}

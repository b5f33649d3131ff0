import { type FormEvent, useId, useRef, useState } from "react";
import { type AdminTender, TENDER_DOCUMENT_MAX_BYTES } from "../../../worker/contract/tenders";
import { useLanguage, useT } from "../../i18n";
import { adminMessages } from "../../i18n/messages/admin";
import { tendersMessages } from "../../i18n/messages/tenders";
import { tendersAdminMessages } from "../../i18n/messages/tenders-admin";
import { expectOk, pathParams } from "../../lib/api-client";
import { useAdminMutation, useConfirm } from "../admin/kit";
import { formatSize } from "../tenders/tender-format";
import { controlProps, Field } from "../ui/field";
import { adminTender, tenderParam, tendersInvalidate } from "./tenders-api";

/** A tender's files: download, delete, and upload one more (the server checks the bytes). */
export function TenderDocuments({ tender }: { tender: AdminTender }) {
  const t = useT(tendersAdminMessages);
  const words = useT(tendersMessages);
  const admin = useT(adminMessages);
  const { language } = useLanguage();
  const id = useId();
  const input = useRef<HTMLInputElement>(null);
  const [error, setError] = useState<string | undefined>();
  const { confirm, dialog } = useConfirm();
  const upload = useAdminMutation({
    mutationFn: (file: File) => {
      const form = new FormData();
      form.append("file", file);
      // The route reads the multipart body itself (its own size and type checks), so it goes as init.
      return expectOk(
        adminTender.documents.$post(tenderParam(tender.id), { init: { body: form, credentials: "include" } }),
      );
    },
    invalidate: tendersInvalidate,
    successTitle: t("uploaded"),
  });
  const remove = useAdminMutation({
    mutationFn: (documentId: string) =>
      expectOk(adminTender.documents[":documentId"].$delete(pathParams({ id: tender.id, documentId }))),
    invalidate: tendersInvalidate,
    successTitle: admin("deleted"),
  });

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const file = input.current?.files?.[0];
    if (!file) return setError(t("chooseFile"));
    if (file.size > TENDER_DOCUMENT_MAX_BYTES) return setError(t("tooLarge"));
    setError(undefined);
    upload.mutate(file, {
      onSuccess: () => {
        if (input.current) input.current.value = "";
      },
    });
  };

  return (
    <section aria-labelledby={`${id}-docs`} className="grid gap-2 border-t border-slate-200 pt-3">
      <h4 id={`${id}-docs`} className="font-semibold text-slate-900">
        {t("documents")}
      </h4>
      {tender.documents.length === 0 ? (
        <p className="text-sm text-slate-600">{t("noDocuments")}</p>
      ) : (
        <ul className="grid gap-1">
          {tender.documents.map((doc) => (
            <li key={doc.id} className="flex flex-wrap items-center gap-3 text-sm">
              <a
                href={doc.url}
                download={doc.fileName}
                className="text-brand-700 underline underline-offset-4"
              >
                <bdi>{doc.fileName}</bdi>
              </a>
              <span className="text-slate-600">{formatSize(doc.size, words, language)}</span>
              <button
                type="button"
                className="text-red-700 underline"
                disabled={remove.isPending}
                onClick={async () => {
                  const question = admin("confirmDelete", { name: doc.fileName });
                  if (await confirm({ question, action: admin("delete") })) remove.mutate(doc.id);
                }}
              >
                {t("deleteDocument", { name: doc.fileName })}
              </button>
            </li>
          ))}
        </ul>
      )}
      <form onSubmit={submit} className="flex flex-wrap items-end gap-3">
        <Field id={`${id}-file`} label={t("uploadLabel")} hint={t("uploadHint")} error={error}>
          <input
            ref={input}
            {...controlProps(`${id}-file`, { hint: t("uploadHint"), error })}
            type="file"
            name="file"
            accept=".pdf,.docx,.xlsx,.zip,application/pdf,application/zip"
            className="text-sm"
          />
        </Field>
        <button type="submit" className="btn-outline" disabled={upload.isPending}>
          {upload.isPending ? t("uploading") : t("upload")}
        </button>
      </form>
      {dialog}
    </section>
  );
}

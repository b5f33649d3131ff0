import { act, fireEvent, screen, waitFor, within } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { checkImportFile, sizeInKb } from "../../app/components/admin-import/import-file-rules";
import { MemberImportPanel } from "../../app/components/admin-import/member-import-panel";
import { Toaster } from "../../app/components/ui/toaster";
import {
  IMPORT_HISTORY_PAGE_SIZE,
  type ImportHistoryPage,
  type ImportResult,
  type ImportRun,
} from "../../worker/contract/member-import";
import { apiError, type Handler, json, requestsOf, stubFetch } from "./fetch-stub";
import { renderWithApp } from "./render";

const run: ImportRun = {
  id: "3f2c1a9e-1111-4222-8333-444455556666",
  adminName: "Farah Admin",
  fileName: "members-march.csv",
  fileSizeBytes: 2048,
  encoding: "utf-8",
  delimiter: ",",
  duplicateMode: "skip",
  status: "done",
  totalRows: 3,
  processedRows: 3,
  createdCount: 2,
  updatedCount: 0,
  skippedCount: 0,
  failedCount: 1,
  createdAt: "2026-03-01T09:00:00.000Z",
  finishedAt: "2026-03-01T09:00:02.000Z",
};

const result: ImportResult = {
  success: 2,
  failed: 1,
  errors: ['Line 4: "not-an-email" is not a valid email address'],
  imported: [
    { line: 2, firstName: "Ayesha", lastName: "Siddiqui", email: "ayesha@example.com", status: "success" },
    { line: 3, firstName: "Bilal", lastName: "Ahmed", email: "bilal@example.com", status: "success" },
    { line: 4, firstName: "Saad", lastName: "Iqbal", email: "not-an-email", status: "failed" },
  ],
  importId: run.id,
  totalRows: 3,
  created: 2,
  updated: 0,
  skipped: 0,
  encoding: "utf-8",
  delimiter: ",",
};

/** The import API: a POST answers `result`, the history lists `run`, a run's progress is `run`; `answer` goes first. */
function stubApi(answer: Handler = () => undefined) {
  return stubFetch((request) => {
    const custom = answer(request);
    if (custom) return custom;
    if (request.key === "POST /api/admin/import-members") return json<ImportResult>(result);
    if (request.key === "GET /api/admin/import-members")
      return json<ImportHistoryPage>({
        imports: [run],
        page: 1,
        pageSize: IMPORT_HISTORY_PAGE_SIZE,
        total: 1,
      });
    if (request.path.startsWith("/api/admin/import-members/")) return json<ImportRun>(run);
  });
}

const panel = () => (
  <>
    <MemberImportPanel />
    <Toaster />
  </>
);

const csv = (name = "members.csv", type = "text/csv", size = 1536) =>
  new File([new Uint8Array(size).fill(0x61)], name, { type });

function pick(file: File) {
  fireEvent.change(screen.getByLabelText("CSV file"), { target: { files: [file] } });
}

describe("the import file rules", () => {
  it("accepts text/csv, and .csv files Excel on Windows reports as application/vnd.ms-excel or untyped", () => {
    expect(checkImportFile(null)).toBe("missing");
    expect(checkImportFile(csv())).toBe("ok");
    expect(checkImportFile(csv("members.csv", "application/vnd.ms-excel"))).toBe("ok");
    expect(checkImportFile(csv("members.CSV", ""))).toBe("ok");
    // Excel's "Text (Tab delimited)" and "Unicode Text" write .txt; Google Sheets' TSV is .tsv.
    expect(checkImportFile(csv("members.txt", "text/plain"))).toBe("ok");
    expect(checkImportFile(csv("members.tsv", "text/tab-separated-values"))).toBe("ok");
    expect(checkImportFile(csv("members.tsv", ""))).toBe("ok");
    expect(checkImportFile(csv("members.xlsx", "application/vnd.ms-excel"))).toBe("workbook");
    expect(checkImportFile(csv("members.ods", "application/vnd.oasis.opendocument.spreadsheet"))).toBe(
      "workbook",
    );
    expect(checkImportFile(csv("photo.png", "image/png"))).toBe("invalid");
    expect(sizeInKb(1536)).toBe("1.5");
    expect(sizeInKb(100)).toBe("0.1");
  });
});

describe("the member import panel", () => {
  it("says 'No File Selected' when importing without a file, and sends nothing", async () => {
    const fetchMock = stubApi();
    await renderWithApp(panel);
    fireEvent.click(await screen.findByRole("button", { name: "Import" }));
    expect(await screen.findByText("No File Selected")).toBeVisible();
    // Said in the toast and under the file field.
    expect(screen.getAllByText("Please select a CSV file to import.")).toHaveLength(2);
    expect(requestsOf(fetchMock, "POST")).toEqual([]);
  });

  it("refuses a file that is not CSV with 'Invalid File'", async () => {
    const fetchMock = stubApi();
    await renderWithApp(panel);
    await screen.findByRole("button", { name: "Import" });
    pick(csv("photo.png", "image/png"));
    expect(await screen.findByText("Invalid File")).toBeVisible();
    fireEvent.click(screen.getByRole("button", { name: "Import" }));
    expect(requestsOf(fetchMock, "POST")).toEqual([]);
  });

  it("says which format to save a workbook as, before sending it", async () => {
    const fetchMock = stubApi();
    await renderWithApp(panel);
    await screen.findByRole("button", { name: "Import" });
    pick(csv("members.xlsx", "application/vnd.openxmlformats-officedocument.spreadsheetml.sheet"));
    expect(await screen.findByText("Invalid File")).toBeVisible();
    // In the toast and under the file field.
    expect(
      screen.getAllByText(/^This is a spreadsheet workbook, not a text file\. In Excel choose/),
    ).toHaveLength(2);
    fireEvent.click(screen.getByRole("button", { name: "Import" }));
    expect(requestsOf(fetchMock, "POST")).toEqual([]);
  });

  it("lists the accepted formats under the file field", async () => {
    stubApi();
    await renderWithApp(panel);
    fireEvent.click(await screen.findByText("Which files can I import?"));
    expect(
      screen.getByText(/"CSV UTF-8 \(Comma delimited\)" \(best for Arabic and Urdu names\)/),
    ).toBeVisible();
    expect(screen.getByText(/"Tab-separated values \(\.tsv\)"/)).toBeVisible();
    expect(screen.getByText(/"CSV \(Macintosh\)", "CSV \(MS-DOS\)"/)).toBeVisible();
  });

  it("says the server's refusal of a file that is not text in the page's words", async () => {
    stubApi(({ method }) =>
      method === "POST"
        ? apiError(422, "validation_failed", "This is not a text file. (server words)", {
            csvFile: "not text",
          })
        : undefined,
    );
    await renderWithApp(panel);
    await screen.findByRole("button", { name: "Import" });
    pick(csv("renamed.csv"));
    fireEvent.click(screen.getByRole("button", { name: "Import" }));
    expect(await screen.findByText("Import Failed")).toBeVisible();
    expect(
      screen.getByText(/^Import failed: This is not a text file\. Save the sheet from Excel/),
    ).toBeVisible();
  });

  it("shows the size in KB, sends the file and mode, then the toast, results table and errors", async () => {
    const fetchMock = stubApi();
    await renderWithApp(panel);
    await screen.findByRole("button", { name: "Import" });
    pick(csv("march.csv", "text/csv", 1536));
    expect(screen.getByText("march.csv: 1.5 KB")).toBeVisible();
    fireEvent.click(screen.getByLabelText("Update their profile from the file"));
    fireEvent.click(screen.getByRole("button", { name: "Import" }));

    expect(await screen.findByText("Import Completed")).toBeVisible();
    expect(screen.getByText("Successfully imported 2 members. 1 failed.")).toBeVisible();
    const [post] = requestsOf(fetchMock, "POST");
    const form = post?.body as FormData;
    expect((form.get("csvFile") as File).name).toBe("march.csv");
    expect(form.get("duplicateMode")).toBe("update");
    expect(String(form.get("importId"))).toMatch(/^[0-9a-f-]{36}$/);

    const results = within(screen.getByRole("region", { name: "Import results" }));
    const rows = results.getAllByRole("row").slice(1);
    expect(rows.map((row) => row.textContent)).toEqual([
      "2Ayesha Siddiquiayesha@example.comImported",
      "3Bilal Ahmedbilal@example.comImported",
      "4Saad Iqbalnot-an-emailFailed",
    ]);
    expect(within(rows[0] as HTMLElement).getByText("Imported").className).toContain("bg-brand-100");
    expect(within(rows[2] as HTMLElement).getByText("Failed").className).toContain("bg-red-100");
    expect(
      results.getByText('Line 4: "not-an-email" is not a valid email address', { exact: false }),
    ).toBeVisible();
    expect(results.getByRole("link", { name: "Download the error report (CSV)" }).getAttribute("href")).toBe(
      `/api/admin/import-members/${run.id}/errors.csv`,
    );
  });

  it("shows 'Import Failed' with the server's message on a non-OK answer", async () => {
    stubApi(({ method }) =>
      method === "POST"
        ? apiError(422, "validation_failed", "The file has no email column (its header is: name)")
        : undefined,
    );
    await renderWithApp(panel);
    await screen.findByRole("button", { name: "Import" });
    pick(csv());
    fireEvent.click(screen.getByRole("button", { name: "Import" }));
    expect(await screen.findByText("Import Failed")).toBeVisible();
    expect(
      screen.getByText("Import failed: The file has no email column (its header is: name)"),
    ).toBeVisible();
  });

  it("shows a progress bar from the run's progress while the import runs", async () => {
    let finish: (response: Response) => void = () => {};
    stubApi(({ method, path }) => {
      if (method === "POST") return new Promise<Response>((resolve) => (finish = resolve));
      if (path.startsWith("/api/admin/import-members/"))
        return json<ImportRun>({ ...run, status: "running", totalRows: 200, processedRows: 50 });
    });
    await renderWithApp(panel);
    await screen.findByRole("button", { name: "Import" });
    pick(csv());
    fireEvent.click(screen.getByRole("button", { name: "Import" }));
    const bar = await screen.findByRole("progressbar", { name: "Import progress" });
    await waitFor(() => expect(bar.getAttribute("aria-valuenow")).toBe("25"), { timeout: 3000 });
    expect(screen.getByText("50 of 200 rows")).toBeVisible();
    await act(async () => finish(json<ImportResult>(result)));
    expect(await screen.findByText("Import Completed")).toBeVisible();
    expect(screen.queryByRole("progressbar")).toBeNull();
  });

  it("lists the import history with the error report link", async () => {
    stubApi();
    await renderWithApp(panel);
    const history = within(await screen.findByRole("region", { name: "Import history" }));
    const row = within(await history.findByRole("row", { name: /members-march\.csv/ }));
    expect(row.getByText("Farah Admin")).toBeVisible();
    expect(row.getByText("2 / 0 / 0 / 1")).toBeVisible();
    expect(row.getByText("Done")).toBeVisible();
    expect(row.getByRole("link", { name: "Error report: members-march.csv" }).getAttribute("href")).toBe(
      `/api/admin/import-members/${run.id}/errors.csv`,
    );
  });
});

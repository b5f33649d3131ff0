import { act, fireEvent, screen, waitFor, within } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { checkImportFile, sizeInKb } from "../../app/components/admin-import/import-file-rules";
import { MemberImportPanel } from "../../app/components/admin-import/member-import-panel";
import { Toaster } from "../../app/components/ui/toaster";
import {
  IMPORT_HISTORY_PAGE_SIZE,
  type ImportHistoryPage,
  type ImportPreview,
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
  format: "csv",
  columns: [],
  unknownColumns: [],
};

/** What the preview of a three-row file says: two rows import, one cannot. */
const preview: ImportPreview = {
  fileName: "march.csv",
  format: "csv",
  encoding: "utf-8",
  delimiter: ",",
  totalRows: 3,
  validRows: 2,
  failedRows: 1,
  columns: [
    { index: 0, header: "First Name", field: "firstName", filled: 3 },
    { index: 1, header: "Email", field: "email", filled: 3 },
    { index: 2, header: "نوع العضوية", field: "tier", filled: 2 },
    { index: 3, header: "Expiry Date", field: "validUntil", filled: 1 },
    { index: 4, header: "Favourite colour", field: null, filled: 3 },
  ],
  unknownColumns: ["Favourite colour"],
  rows: [
    {
      line: 2,
      email: "ayesha@example.com",
      firstName: "Ayesha",
      lastName: "Siddiqui",
      phoneNumber: null,
      title: null,
      company: null,
      city: "riyadh",
      tier: "premium",
      validUntil: "2027-03-31",
      membershipNumber: "PK-00123",
      joinedOn: "2019-03-14",
      language: "ur",
      problem: null,
    },
    {
      line: 4,
      email: "not-an-email",
      firstName: "Saad",
      lastName: "Iqbal",
      phoneNumber: null,
      title: null,
      company: null,
      city: null,
      tier: "basic",
      validUntil: null,
      membershipNumber: null,
      joinedOn: null,
      language: "en",
      problem: '"not-an-email" is not a valid email address',
    },
  ],
  errors: ['Line 4: "not-an-email" is not a valid email address'],
};

/** The import API: a POST answers `result`, the history lists `run`, a run's progress is `run`; `answer` goes first. */
function stubApi(answer: Handler = () => undefined) {
  return stubFetch((request) => {
    const custom = answer(request);
    if (custom) return custom;
    if (request.key === "POST /api/admin/import-members/preview") return json<ImportPreview>(preview);
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
  fireEvent.change(screen.getByLabelText("Member sheet (CSV or Excel)"), { target: { files: [file] } });
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
    expect(checkImportFile(csv("members.xlsx", "application/vnd.ms-excel"))).toBe("ok");
    expect(
      checkImportFile(
        csv("members.xlsx", "application/vnd.openxmlformats-officedocument.spreadsheetml.sheet"),
      ),
    ).toBe("ok");
    expect(checkImportFile(csv("members.xls", "application/vnd.ms-excel"))).toBe("workbook");
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

  it("says which format to save an .ods or .xls workbook as, before sending it", async () => {
    const fetchMock = stubApi();
    await renderWithApp(panel);
    await screen.findByRole("button", { name: "Import" });
    pick(csv("members.ods", "application/vnd.oasis.opendocument.spreadsheet"));
    expect(await screen.findByText("Invalid File")).toBeVisible();
    // In the toast and under the file field.
    expect(screen.getAllByText(/^This workbook format cannot be read\. In Excel choose/)).toHaveLength(2);
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
    // The preview's refusal, under the file field.
    expect(await screen.findByText(/^This is not a text file\. Save the sheet from Excel/)).toBeVisible();
    fireEvent.click(screen.getByRole("button", { name: "Import" }));
    expect(await screen.findByText("Import Failed")).toBeVisible();
    expect(
      screen.getByText(/^Import failed: This is not a text file\. Save the sheet from Excel/),
    ).toBeVisible();
  });

  it("previews the file: the count, each column as read (unknown ones named) and the first rows as saved", async () => {
    const fetchMock = stubApi();
    await renderWithApp(panel);
    await screen.findByRole("button", { name: "Import" });
    pick(csv("march.csv", "text/csv", 1536));
    const shown = within(await screen.findByRole("region", { name: "What will be imported" }));
    expect(shown.getByText("Rows in the file: 3. Can be imported: 2. Cannot be imported: 1.")).toBeVisible();
    const columns = within(shown.getByRole("table", { name: "Columns as read" }));
    expect(columns.getAllByRole("row").map((row) => row.textContent)).toEqual([
      "Column in the fileRead asRows filled",
      "First NameFirst name3",
      "EmailEmail3",
      "نوع العضويةTier2",
      "Expiry DateValid until1",
      "Favourite colourNot imported3",
    ]);
    expect(
      shown.getByText(
        "These columns match nothing the app keeps and will not be imported: “Favourite colour”.",
      ),
    ).toBeVisible();
    const rows = within(shown.getByRole("table", { name: "The first rows as they will be saved" }));
    const [ayesha, saad] = rows.getAllByRole("row").slice(1);
    expect(ayesha?.textContent).toBe(
      "2Ayesha Siddiquiayesha@example.comRiyadhPremiumMar 31, 2027PK-00123Mar 14, 2019Urdu",
    );
    expect(saad?.textContent).toBe('4Saad Iqbalnot-an-email"not-an-email" is not a valid email address');
    expect(screen.getByRole("button", { name: "Import 2 members" })).toBeEnabled();
    // Nothing was imported by looking.
    expect(requestsOf(fetchMock, "POST").map((request) => request.path)).toEqual([
      "/api/admin/import-members/preview",
    ]);
  });

  it("asks with the count, sends the file and mode, then the toast, results table and errors", async () => {
    const fetchMock = stubApi();
    await renderWithApp(panel);
    await screen.findByRole("button", { name: "Import" });
    pick(csv("march.csv", "text/csv", 1536));
    expect(screen.getByText("march.csv: 1.5 KB")).toBeVisible();
    fireEvent.click(screen.getByLabelText(/^Update them from the file/));
    fireEvent.click(await screen.findByRole("button", { name: "Import 2 members" }));
    const ask = within(await screen.findByRole("alertdialog"));
    expect(ask.getByText(/^Import the members of this file\? Members to import: 2\./)).toBeVisible();
    // Cancel sends nothing.
    fireEvent.click(ask.getByRole("button", { name: "Cancel" }));
    await waitFor(() => expect(screen.queryByRole("alertdialog")).toBeNull());
    expect(requestsOf(fetchMock, "POST")).toHaveLength(1);
    fireEvent.click(screen.getByRole("button", { name: "Import 2 members" }));
    fireEvent.click(
      within(await screen.findByRole("alertdialog")).getByRole("button", {
        name: "Import and send welcomes",
      }),
    );

    expect(await screen.findByText("Import Completed")).toBeVisible();
    expect(screen.getByText("Successfully imported 2 members. 1 failed.")).toBeVisible();
    const [, post] = requestsOf(fetchMock, "POST");
    expect(post?.path).toBe("/api/admin/import-members");
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

  /** Picks a file, waits for its preview and confirms the import. */
  async function importConfirmed() {
    pick(csv());
    fireEvent.click(await screen.findByRole("button", { name: "Import 2 members" }));
    fireEvent.click(
      within(await screen.findByRole("alertdialog")).getByRole("button", {
        name: "Import and send welcomes",
      }),
    );
  }

  it("shows 'Import Failed' with the server's message on a non-OK answer", async () => {
    stubApi(({ key }) =>
      key === "POST /api/admin/import-members"
        ? apiError(422, "validation_failed", "This import id was already used (server words)")
        : undefined,
    );
    await renderWithApp(panel);
    await screen.findByRole("button", { name: "Import" });
    await importConfirmed();
    expect(await screen.findByText("Import Failed")).toBeVisible();
    expect(screen.getByText("Import failed: This import id was already used (server words)")).toBeVisible();
  });

  it("says a sheet without an email column in the page's words", async () => {
    stubApi(({ method }) =>
      method === "POST"
        ? apiError(422, "validation_failed", "The file has no email column (its header is: name)", {
            csvFile: "no email column",
          })
        : undefined,
    );
    await renderWithApp(panel);
    await screen.findByRole("button", { name: "Import" });
    pick(csv());
    expect(await screen.findByText(/^The sheet has no email column\./)).toBeVisible();
  });

  it("shows a progress bar from the run's progress while the import runs", async () => {
    let finish: (response: Response) => void = () => {};
    stubApi(({ key, path }) => {
      if (key === "POST /api/admin/import-members")
        return new Promise<Response>((resolve) => (finish = resolve));
      if (key.startsWith("GET ") && path.startsWith("/api/admin/import-members/"))
        return json<ImportRun>({ ...run, status: "running", totalRows: 200, processedRows: 50 });
    });
    await renderWithApp(panel);
    await screen.findByRole("button", { name: "Import" });
    await importConfirmed();
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

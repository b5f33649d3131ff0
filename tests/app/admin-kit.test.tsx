// The admin kit on a small made-up resource: the states of its list, the form's errors from the
// contract schema and from the server's 422, and the confirmations (with the count for mass actions).
import { fireEvent, screen, waitFor, within } from "@testing-library/react";
import { describe, expect, it, vi } from "vitest";
import { z } from "zod";
import { type AdminResource, ResourcePage } from "../../app/components/admin/kit";
import { Toaster } from "../../app/components/ui/toaster";
import { apiRequest } from "../../app/lib/api";
import { makeUser } from "../fixtures/user";
import { apiError, stubFetch, writesOf } from "./fetch-stub";
import { renderWithApp } from "./render";

type Row = { id: string; name: string; size: number };
const schema = z.object({
  name: z.string().min(3),
  size: z.number().int().min(1),
  tags: z.array(z.string().min(2)),
});

function resource(list: () => Promise<Row[]>): AdminResource<Row, z.input<typeof schema>> {
  return {
    key: ["/api/admin/things"],
    list,
    invalidate: ["/api/admin/things"],
    rowKey: (row) => row.id,
    rowName: (row) => row.name,
    emptyText: "No things yet.",
    columns: [
      { header: "Thing", cell: (row) => row.name },
      { header: "Size", cell: (row) => row.size },
    ],
    actions: [
      {
        label: () => "Delete",
        run: (row) => apiRequest("DELETE", `/api/admin/things/${row.id}`),
        confirm: (row) => `Delete "${row.name}"?`,
        done: () => "Deleted",
      },
    ],
    bulkActions: [
      {
        label: "Delete selected",
        confirm: "Delete the selected things?",
        run: (rows) => Promise.all(rows.map((row) => apiRequest("DELETE", `/api/admin/things/${row.id}`))),
      },
    ],
    form: {
      schema,
      save: (row, input) => apiRequest(row ? "PUT" : "POST", "/api/admin/things", input),
      title: (row) => (row ? `Edit ${row.name}` : "New thing"),
      newLabel: "New thing",
      fields: [
        { name: "name", label: "Name", required: true, error: "Three letters at least." },
        { name: "size", label: "Size", kind: "number", required: true },
        { name: "tags", label: "Tags", kind: "lines", error: ({ line }) => `Line ${line}: too short.` },
      ],
    },
  };
}

const rows: Row[] = [
  { id: "a", name: "Anchor", size: 2 },
  { id: "b", name: "Buoy", size: 5 },
];
const admin = { user: makeUser({ role: "admin" }) };

function renderPage(list: () => Promise<Row[]>) {
  return renderWithApp(() => (
    <>
      <ResourcePage title="Things" resource={resource(list)} />
      <Toaster />
    </>
  ));
}

describe("admin kit", () => {
  it("says it is loading, then offers Retry when the list fails, and shows the rows after", async () => {
    stubFetch({}, admin);
    const list = vi
      .fn<() => Promise<Row[]>>()
      .mockRejectedValueOnce(new Error("offline"))
      .mockResolvedValue(rows);
    await renderPage(list);
    expect(await screen.findByRole("status")).toHaveTextContent("Loading...");
    const alert = await screen.findByRole("alert");
    expect(alert).toHaveTextContent("This list could not be loaded. Please try again.");
    fireEvent.click(within(alert).getByRole("button", { name: "Try again" }));
    expect(await screen.findByRole("rowheader", { name: "Anchor" })).toBeVisible();
  });

  it("shows the empty state", async () => {
    stubFetch({}, admin);
    await renderPage(async () => []);
    expect(await screen.findByText("No things yet.")).toBeVisible();
  });

  it("names the textarea line of a bad item and marks the fields a 422 names", async () => {
    const fetchMock = stubFetch(
      {
        "POST /api/admin/things": () =>
          apiError(422, "validation_failed", "Check the highlighted fields", {
            size: ["Too big for the shelf"],
          }),
      },
      admin,
    );
    await renderPage(async () => rows);
    fireEvent.click(await screen.findByRole("button", { name: "New thing" }));
    const form = screen.getByRole("form", { name: "New thing" });
    expect(document.activeElement?.textContent).toBe("New thing");
    fireEvent.change(within(form).getByLabelText("Name"), { target: { value: "Oar" } });
    fireEvent.change(within(form).getByLabelText("Size"), { target: { value: "900" } });
    fireEvent.change(within(form).getByLabelText("Tags"), { target: { value: "ok\n\nx" } });
    fireEvent.submit(form);
    expect(await within(form).findByText("Line 3: too short.")).toBeVisible();
    expect(writesOf(fetchMock)).toEqual([]);

    fireEvent.change(within(form).getByLabelText("Tags"), { target: { value: "ok" } });
    fireEvent.submit(form);
    expect(await within(form).findByText("Too big for the shelf")).toBeVisible();
    expect(within(form).getByLabelText("Size").getAttribute("aria-invalid")).toBe("true");
    expect(within(form).getByRole("alert")).toHaveTextContent("Please correct the highlighted fields.");
    expect((within(form).getByLabelText("Name") as HTMLInputElement).value).toBe("Oar");
  });

  it("asks before deleting, in a dialog that has focus and gives it back", async () => {
    const fetchMock = stubFetch(
      { "DELETE /api/admin/things/a": () => new Response(null, { status: 204 }) },
      admin,
    );
    await renderPage(async () => rows);
    const remove = await screen.findByRole("button", { name: "Delete Anchor" });
    remove.focus();
    fireEvent.click(remove);
    const dialog = await screen.findByRole("alertdialog", { name: 'Delete "Anchor"?' });
    expect(document.activeElement).toBe(within(dialog).getByRole("button", { name: "Cancel" }));
    fireEvent.click(within(dialog).getByRole("button", { name: "Cancel" }));
    await waitFor(() => expect(screen.queryByRole("alertdialog")).toBeNull());
    expect(document.activeElement).toBe(remove);
    expect(writesOf(fetchMock)).toEqual([]);

    fireEvent.click(remove);
    fireEvent.click(within(await screen.findByRole("alertdialog")).getByRole("button", { name: "Delete" }));
    await waitFor(() =>
      expect(writesOf(fetchMock).map((write) => write.key)).toEqual(["DELETE /api/admin/things/a"]),
    );
    expect(await screen.findByText("Deleted")).toBeVisible();
  });

  it("says how many rows a mass action affects before it runs", async () => {
    const fetchMock = stubFetch(
      {
        "DELETE /api/admin/things/a": () => new Response(null, { status: 204 }),
        "DELETE /api/admin/things/b": () => new Response(null, { status: 204 }),
      },
      admin,
    );
    await renderPage(async () => rows);
    const bulk = await screen.findByRole("button", { name: "Delete selected" });
    expect(bulk).toBeDisabled();
    fireEvent.click(screen.getByRole("checkbox", { name: "Select all rows" }));
    expect(screen.getByText("Selected: 2")).toBeVisible();
    fireEvent.click(bulk);
    const dialog = await screen.findByRole("alertdialog", { name: "Delete the selected things?" });
    expect(dialog).toHaveAccessibleDescription("Items affected: 2");
    fireEvent.click(within(dialog).getByRole("button", { name: "Delete selected" }));
    await waitFor(() => expect(writesOf(fetchMock)).toHaveLength(2));
  });
});

import { env } from "cloudflare:workers";
import { beforeAll, describe, expect, it } from "vitest";
import type { ErrorBody } from "../../worker/contract/errors";
import type {
  AdminTender,
  AdminTenderInput,
  TenderListAnswer,
  TenderLookupAnswer,
} from "../../worker/contract/tenders";
import { demoSeedStatements } from "../../worker/db/seed";
import { makeAdmin, ORIGIN, outboxFor, signUp, uniqueEmail } from "./accounts-helpers";
import { callApi } from "./call-api";
import { pdfBytes, zipBytes } from "./document-bytes";

const asCookie = (cookie: string, init: RequestInit = {}): RequestInit => ({
  ...init,
  headers: { Origin: ORIGIN, Cookie: cookie, ...(init.headers as Record<string, string> | undefined) },
});
const get = (path: string, cookie = "") => callApi(path, cookie ? asCookie(cookie) : undefined);
const send = (method: string, path: string, cookie: string, body?: unknown) =>
  callApi(
    path,
    asCookie(cookie, {
      method,
      headers: body === undefined ? {} : { "Content-Type": "application/json" },
      body: body === undefined ? undefined : JSON.stringify(body),
    }),
  );

async function list(query: string, cookie: string): Promise<TenderListAnswer> {
  const response = await get(`/api/tenders${query}`, cookie);
  expect(response.status).toBe(200);
  return (await response.json()) as TenderListAnswer;
}

/** The tender alerts in a member's mailbox (sign-up also sends a verification email). */
const alertsTo = async (email: string) =>
  (await outboxFor(email)).filter((message) => message.kind === "tender-alert");

async function member(tier: "basic" | "premium" | "executive" = "basic", language = "en") {
  const { email, cookie } = await signUp(uniqueEmail(tier));
  await env.DB.prepare(
    "update members set membership_tier = ?, preferred_language = ? where user_id = (select id from user where email = ?)",
  )
    .bind(tier, language, email)
    .run();
  return { email, cookie };
}

const tenderInput = (overrides: Partial<AdminTenderInput> = {}): AdminTenderInput => ({
  title: `Test tender ${crypto.randomUUID().slice(0, 6)}`,
  organization: "Test Authority",
  value: "SAR 1M",
  deadline: new Date(Date.now() + 20 * 86_400_000).toISOString().slice(0, 10),
  category: "Energy",
  description: "A public teaser for the test tender.",
  details: "Premium-only scope and submission instructions.",
  referenceNumber: "TEST-001",
  ...overrides,
});

async function createTender(cookie: string, overrides: Partial<AdminTenderInput> = {}) {
  const response = await send("POST", "/api/admin/tenders", cookie, tenderInput(overrides));
  expect(response.status).toBe(201);
  return (await response.json()) as { tender: AdminTender; alertsSent: number };
}

function uploadDocument(cookie: string, tenderId: string, bytes: Uint8Array<ArrayBuffer>, name: string) {
  const form = new FormData();
  form.append("file", new File([bytes], name, { type: "application/pdf" }));
  return callApi(
    `/api/admin/tenders/${tenderId}/documents`,
    asCookie(cookie, { method: "POST", body: form }),
  );
}

let admin = "";
let basic = "";
let premium = "";
let executive = "";

beforeAll(async () => {
  await env.DB.batch(demoSeedStatements(new Date()).map((sql) => env.DB.prepare(sql)));
  const adminAccount = await signUp(uniqueEmail("admin"));
  await makeAdmin(adminAccount.email);
  admin = adminAccount.cookie;
  basic = (await member("basic")).cookie;
  premium = (await member("premium")).cookie;
  executive = (await member("executive")).cookie;
});

describe("visitors", () => {
  it("get 401 everywhere under /api/tenders and /api/admin/tenders", async () => {
    for (const path of [
      "/api/tenders",
      "/api/tenders/alerts",
      "/api/tenders/riyadh-metro-maintenance",
      "/api/tenders/riyadh-metro-maintenance/documents/x",
      "/api/admin/tenders",
    ]) {
      const response = await callApi(path);
      expect(response.status, path).toBe(401);
      expect(((await response.json()) as ErrorBody).error.code).toBe("unauthorized");
    }
  });
});

describe("GET /api/tenders", () => {
  it("lists published tenders newest first, ten a page, with counts and a cursor for the next page", async () => {
    const first = await list("", basic);
    expect(first.premiumAccess).toBe(false);
    expect(first.tenders.map((t) => t.slug).slice(0, 3)).toEqual([
      "riyadh-metro-maintenance",
      "hospital-it-modernisation",
      "solar-plant-epc",
    ]);
    expect(first.tenders).toHaveLength(10);
    expect(first.counts).toEqual({
      Construction: 3,
      Technology: 2,
      Energy: 2,
      Healthcare: 2,
      Transportation: 2,
    });
    expect(first.total).toBe(11);
    expect(first.nextCursor).toBeTruthy();
    // The list never carries the premium fields.
    expect(Object.keys(first.tenders[0] ?? {})).not.toContain("details");
    expect(Object.keys(first.tenders[0] ?? {})).not.toContain("referenceNumber");

    const second = await list(`?cursor=${encodeURIComponent(first.nextCursor ?? "")}`, basic);
    expect(second.tenders.map((t) => t.slug)).toEqual(["medical-waste-jeddah"]);
    expect(second.nextCursor).toBeNull();
  });

  it("searches title, organization and teaser case-insensitively; counts follow the search", async () => {
    expect((await list("?search=STATION%20Maintenance", basic)).tenders.map((t) => t.slug)).toEqual([
      "riyadh-metro-maintenance",
    ]);
    expect((await list("?search=ministry%20of%20health", basic)).tenders.map((t) => t.slug)).toEqual([
      "hospital-it-modernisation",
    ]);
    const teaser = await list("?search=al%20ahsa", basic);
    expect(teaser.tenders.map((t) => t.slug)).toEqual(["school-buildings-eastern"]);
    expect(teaser.counts).toEqual({
      Construction: 1,
      Technology: 0,
      Energy: 0,
      Healthcare: 0,
      Transportation: 0,
    });
    // Details are premium-only, so they are not searchable either.
    expect((await list("?search=etimad", basic)).total).toBe(0);
    // LIKE wildcards are matched literally.
    expect((await list("?search=%25", basic)).total).toBe(0);
  });

  it("filters by category and status, alone and combined; 'all' means no filter", async () => {
    const construction = await list("?category=Construction", basic);
    expect(construction.tenders.every((t) => t.category === "Construction")).toBe(true);
    expect(construction.tenders).toHaveLength(3);
    // Counts ignore the chosen category, so the category list keeps its numbers.
    expect(construction.counts.Energy).toBe(2);

    const closed = await list("?status=Closed", basic);
    expect(closed.tenders.map((t) => t.slug)).toEqual(["medical-waste-jeddah"]);
    expect(closed.counts.Healthcare).toBe(1);
    expect((await list("?status=Active&category=Healthcare", basic)).tenders.map((t) => t.slug)).toEqual([
      "hospital-it-modernisation",
    ]);
    expect((await list("?status=all&category=all", basic)).total).toBe(11);
    expect((await list("?category=Healthcare&search=waste&status=Active", basic)).tenders).toEqual([]);
  });

  it("refuses unknown filters and broken cursors with 422", async () => {
    for (const query of ["?category=Mining", "?status=Open", "?cursor=not-base64!", "?limit=0"]) {
      const response = await get(`/api/tenders${query}`, basic);
      expect(response.status, query).toBe(422);
    }
  });

  it("shows an Active tender whose deadline has passed as Closed", async () => {
    const { tender } = await createTender(admin, {
      title: "Overdue Road Survey",
      category: "Transportation",
      deadline: "2020-01-01",
      publish: true,
    });
    const found = await list("?search=overdue%20road", basic);
    expect(found.tenders.map((t) => [t.slug, t.status])).toEqual([[tender.slug, "Closed"]]);
    expect((await list("?search=overdue%20road&status=Active", basic)).total).toBe(0);
    await send("DELETE", `/api/admin/tenders/${tender.id}`, admin);
  });
});

describe("details and documents", () => {
  let tender: AdminTender;
  let documentUrl = "";
  const pdf = pdfBytes("Bill of quantities");

  beforeAll(async () => {
    tender = (await createTender(admin, { title: "Gated Details Tender", publish: true })).tender;
    const uploaded = await uploadDocument(admin, tender.id, pdf, "Bill of Quantities.pdf");
    expect(uploaded.status).toBe(201);
    const body = (await uploaded.json()) as { tender: AdminTender };
    expect(body.tender.documents.map((d) => [d.fileName, d.contentType, d.size])).toEqual([
      ["Bill of Quantities.pdf", "application/pdf", pdf.length],
    ]);
    documentUrl = `/api/tenders/${tender.slug}/documents/${body.tender.documents[0]?.id}`;
  });

  it("a basic member gets the teaser, locked, without details or documents, and cannot download", async () => {
    const response = await get(`/api/tenders/${tender.slug}`, basic);
    expect(response.status).toBe(200);
    const answer = (await response.json()) as TenderLookupAnswer;
    expect(answer.locked).toBe(true);
    expect(answer.tender.description).toBe("A public teaser for the test tender.");
    expect(JSON.stringify(answer)).not.toContain("Premium-only scope");
    expect(Object.keys(answer.tender)).not.toContain("documents");

    const download = await get(documentUrl, basic);
    expect(download.status).toBe(403);
    expect(((await download.json()) as ErrorBody).error.message).toMatch(/Premium and Executive/);
  });

  for (const tier of ["premium", "executive"] as const) {
    it(`a ${tier} member gets the details and documents and downloads the file as an attachment`, async () => {
      const cookie = tier === "premium" ? premium : executive;
      expect((await list("", cookie)).premiumAccess).toBe(true);
      const answer = (await (await get(`/api/tenders/${tender.slug}`, cookie)).json()) as TenderLookupAnswer;
      if (answer.locked) throw new Error("expected the details");
      expect(answer.tender.details).toBe("Premium-only scope and submission instructions.");
      expect(answer.tender.referenceNumber).toBe("TEST-001");
      expect(answer.tender.documents.map((d) => d.url)).toEqual([documentUrl]);

      const download = await get(documentUrl, cookie);
      expect(download.status).toBe(200);
      expect(download.headers.get("Content-Type")).toBe("application/pdf");
      expect(download.headers.get("Content-Disposition")).toMatch(
        /^attachment; filename="Bill of Quantities.pdf"/,
      );
      expect(download.headers.get("Cache-Control")).toBe("private, no-store");
      expect(new Uint8Array(await download.arrayBuffer())).toEqual(pdf);
    });
  }

  it("answers 404 for unknown tenders and documents, and for another tender's document", async () => {
    expect((await get("/api/tenders/no-such-tender", premium)).status).toBe(404);
    expect((await get(`/api/tenders/${tender.slug}/documents/nope`, premium)).status).toBe(404);
    const otherUrl = documentUrl.replace(tender.slug, "riyadh-metro-maintenance");
    expect((await get(otherUrl, premium)).status).toBe(404);
  });
});

describe("drafts", () => {
  it("are not listed, cannot be opened, and their documents are not served", async () => {
    const { tender, alertsSent } = await createTender(admin, { title: "Unlisted Draft Tender" });
    expect(tender.publishedAt).toBeNull();
    expect(alertsSent).toBe(0);
    await uploadDocument(admin, tender.id, pdfBytes("draft"), "draft.pdf");
    expect((await list("?search=unlisted%20draft", premium)).total).toBe(0);
    expect((await get(`/api/tenders/${tender.slug}`, premium)).status).toBe(404);
    const all = (await (await get("/api/admin/tenders", admin)).json()) as { tenders: AdminTender[] };
    const [doc] = all.tenders.find((t) => t.id === tender.id)?.documents ?? [];
    expect((await get(`/api/tenders/${tender.slug}/documents/${doc?.id}`, premium)).status).toBe(404);
    // Admins can check the file before publishing.
    expect((await get(doc?.url ?? "", admin)).status).toBe(200);
  });
});

describe("alerts", () => {
  it("a member reads and replaces their categories; unknown categories are refused", async () => {
    const { cookie } = await member("basic");
    expect(await (await get("/api/tenders/alerts", cookie)).json()).toEqual({ categories: [] });
    const saved = await send("PUT", "/api/tenders/alerts", cookie, {
      categories: ["Energy", "Construction"],
    });
    expect(await saved.json()).toEqual({ categories: ["Construction", "Energy"] });
    await send("PUT", "/api/tenders/alerts", cookie, { categories: ["Technology"] });
    expect(await (await get("/api/tenders/alerts", cookie)).json()).toEqual({ categories: ["Technology"] });
    const bad = await send("PUT", "/api/tenders/alerts", cookie, { categories: ["Mining"] });
    expect(bad.status).toBe(422);
    expect(await (await get("/api/tenders/alerts", cookie)).json()).toEqual({ categories: ["Technology"] });
  });

  it("publishing emails each subscriber of the category once, in their language; edits and republishing send nothing", async () => {
    const basicSub = await member("basic");
    const premiumSub = await member("premium", "ar");
    const otherCategory = await member("premium");
    const unsubscribed = await member("premium");
    await send("PUT", "/api/tenders/alerts", basicSub.cookie, { categories: ["Healthcare"] });
    await send("PUT", "/api/tenders/alerts", premiumSub.cookie, { categories: ["Healthcare", "Energy"] });
    await send("PUT", "/api/tenders/alerts", otherCategory.cookie, { categories: ["Technology"] });

    const draft = await createTender(admin, {
      title: "Clinic Equipment Supply",
      category: "Healthcare",
      value: "SAR 7M",
      description: "Supply of diagnostic equipment to 40 clinics.",
    });
    expect(await alertsTo(basicSub.email)).toEqual([]);

    const published = await send("POST", `/api/admin/tenders/${draft.tender.id}/publish`, admin);
    expect(await published.json()).toMatchObject({ alertsSent: 2 });

    const [basicMail, ...moreBasic] = await alertsTo(basicSub.email);
    expect(moreBasic).toEqual([]);
    expect(basicMail?.kind).toBe("tender-alert");
    expect(basicMail?.subject).toBe("New tender: Clinic Equipment Supply");
    expect(basicMail?.text).toContain("Upgrade to Premium");
    expect(basicMail?.text).not.toContain("SAR 7M");
    expect(basicMail?.text).toContain(`http://localhost/tenders?tender=${draft.tender.slug}`);

    const [premiumMail, ...morePremium] = await alertsTo(premiumSub.email);
    expect(morePremium).toEqual([]);
    expect(premiumMail?.subject).toBe("مناقصة جديدة: Clinic Equipment Supply");
    expect(premiumMail?.html).toContain('dir="rtl"');
    expect(premiumMail?.text).toContain("Supply of diagnostic equipment");
    expect(premiumMail?.text).toContain("SAR 7M");

    expect(await alertsTo(otherCategory.email)).toEqual([]);
    expect(await alertsTo(unsubscribed.email)).toEqual([]);

    // Edit, publish again, unpublish and publish: nobody hears of it twice.
    await send(
      "PUT",
      `/api/admin/tenders/${draft.tender.id}`,
      admin,
      tenderInput({ category: "Healthcare" }),
    );
    expect(
      await (await send("POST", `/api/admin/tenders/${draft.tender.id}/publish`, admin)).json(),
    ).toMatchObject({ alertsSent: 0 });
    await send("POST", `/api/admin/tenders/${draft.tender.id}/unpublish`, admin);
    await send("POST", `/api/admin/tenders/${draft.tender.id}/publish`, admin);
    expect(await alertsTo(basicSub.email)).toHaveLength(1);
    expect(await alertsTo(premiumSub.email)).toHaveLength(1);

    // Creating with publish sends at once.
    const energy = await createTender(admin, { category: "Energy", publish: true });
    expect(energy.alertsSent).toBe(1);
    expect(energy.tender.alertsSentAt).toBeTruthy();
    expect(await alertsTo(premiumSub.email)).toHaveLength(2);
    expect(await alertsTo(basicSub.email)).toHaveLength(1);
  });
});

describe("admin management", () => {
  it("is for admins only", async () => {
    for (const [method, path] of [
      ["GET", "/api/admin/tenders"],
      ["POST", "/api/admin/tenders"],
      ["POST", "/api/admin/tenders/seed-tender-solar/publish"],
      ["POST", "/api/admin/tenders/seed-tender-solar/close"],
      ["DELETE", "/api/admin/tenders/seed-tender-solar"],
    ] as const) {
      const response = await send(method, path, premium, method === "POST" ? tenderInput() : undefined);
      expect(response.status, `${method} ${path}`).toBe(403);
    }
    expect((await get("/api/tenders/solar-plant-epc", premium)).status).toBe(200);
  });

  it("lists drafts, validates input, edits, closes, reopens and deletes", async () => {
    const invalid = await send("POST", "/api/admin/tenders", admin, {
      ...tenderInput(),
      title: " ",
      deadline: "soon",
    });
    expect(invalid.status).toBe(422);
    const details = ((await invalid.json()) as ErrorBody).error.details as Record<string, string[]>;
    expect(Object.keys(details).sort()).toEqual(["deadline", "title"]);

    const { tender } = await createTender(admin, { title: "Admin Flow Tender", category: "Technology" });
    const all = (await (await get("/api/admin/tenders", admin)).json()) as { tenders: AdminTender[] };
    expect(all.tenders.find((t) => t.id === tender.id)?.publishedAt).toBeNull();

    const edited = await send("PUT", `/api/admin/tenders/${tender.id}`, admin, {
      ...tenderInput({ title: "Admin Flow Tender, revised", category: "Technology" }),
    });
    expect(((await edited.json()) as { tender: AdminTender }).tender).toMatchObject({
      title: "Admin Flow Tender, revised",
      slug: tender.slug,
    });

    await send("POST", `/api/admin/tenders/${tender.id}/publish`, admin);
    const closed = await send("POST", `/api/admin/tenders/${tender.id}/close`, admin);
    expect(((await closed.json()) as { tender: AdminTender }).tender.status).toBe("Closed");
    expect((await list("?search=admin%20flow&status=Closed", basic)).total).toBe(1);
    await send("POST", `/api/admin/tenders/${tender.id}/reopen`, admin);
    expect((await list("?search=admin%20flow&status=Active", basic)).total).toBe(1);

    expect((await send("POST", "/api/admin/tenders/nope/publish", admin)).status).toBe(404);
    expect((await send("PUT", "/api/admin/tenders/nope", admin, tenderInput())).status).toBe(404);
  });

  it("accepts PDF, DOCX, XLSX and ZIP by their bytes and refuses anything else, whatever its name", async () => {
    const { tender } = await createTender(admin, { title: "Upload Checks Tender" });
    const renamed = await uploadDocument(
      admin,
      tender.id,
      new Uint8Array(new TextEncoder().encode("<html>not a pdf</html>")),
      "scope.pdf",
    );
    expect(renamed.status).toBe(422);
    expect(((await renamed.json()) as ErrorBody).error.message).toMatch(/PDF, Word/);
    const png = new Uint8Array([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 0]);
    expect((await uploadDocument(admin, tender.id, png, "scope.pdf")).status).toBe(422);
    // A ZIP signature with no intact archive behind it is refused too.
    expect(
      (await uploadDocument(admin, tender.id, new Uint8Array([0x50, 0x4b, 3, 4, 0, 0]), "a.zip")).status,
    ).toBe(422);

    const cases = [
      [zipBytes(["[Content_Types].xml", "word/document.xml"]), "Terms.zip", "Terms.docx"],
      [zipBytes(["[Content_Types].xml", "xl/workbook.xml"]), "prices", "prices.xlsx"],
      [zipBytes(["drawings/plan.dwg"]), "Drawings.zip", "Drawings.zip"],
      [pdfBytes("scope"), "../../etc/Scope.PDF", "Scope.pdf"],
    ] as const;
    for (const [bytes, name] of cases) {
      expect((await uploadDocument(admin, tender.id, bytes, name)).status, name).toBe(201);
    }
    const all = (await (await get("/api/admin/tenders", admin)).json()) as { tenders: AdminTender[] };
    const documents = all.tenders.find((t) => t.id === tender.id)?.documents ?? [];
    expect(documents.map((d) => d.fileName).sort()).toEqual(cases.map((c) => c[2]).sort());
    expect(documents.find((d) => d.fileName === "prices.xlsx")?.contentType).toBe(
      "application/vnd.openxmlformats-officedocument.spreadsheetml.sheet",
    );

    const big = new Uint8Array(10 * 1024 * 1024 + 1);
    big.set([0x25, 0x50, 0x44, 0x46, 0x2d]);
    expect((await uploadDocument(admin, tender.id, big, "big.pdf")).status).toBe(422);
    expect((await uploadDocument(admin, "nope", pdfBytes("x"), "x.pdf")).status).toBe(404);
  });

  it("deleting a document or a tender deletes its files in R2", async () => {
    const { tender } = await createTender(admin, { title: "Deletion Tender", publish: true });
    await uploadDocument(admin, tender.id, pdfBytes("one"), "one.pdf");
    await uploadDocument(admin, tender.id, pdfBytes("two"), "two.pdf");
    const keys = async () =>
      (
        await env.DB.prepare("select r2_key from tender_documents where tender_id = ? order by file_name")
          .bind(tender.id)
          .all<{ r2_key: string }>()
      ).results.map((row) => row.r2_key);
    const [first, second] = await keys();
    expect(first?.startsWith(`tenders/${tender.id}/`)).toBe(true);
    expect(await env.PHOTOS.head(first ?? "")).not.toBeNull();

    const all = (await (await get("/api/admin/tenders", admin)).json()) as { tenders: AdminTender[] };
    const one = all.tenders.find((t) => t.id === tender.id)?.documents.find((d) => d.fileName === "one.pdf");
    expect((await send("DELETE", `/api/admin/tenders/${tender.id}/documents/${one?.id}`, admin)).status).toBe(
      200,
    );
    expect(await env.PHOTOS.head(first ?? "")).toBeNull();
    expect(await keys()).toEqual([second]);

    expect((await send("DELETE", `/api/admin/tenders/${tender.id}`, admin)).status).toBe(204);
    expect(await env.PHOTOS.head(second ?? "")).toBeNull();
    expect(await keys()).toEqual([]);
    expect((await get(`/api/tenders/${tender.slug}`, premium)).status).toBe(404);
    expect((await send("DELETE", `/api/admin/tenders/${tender.id}`, admin)).status).toBe(404);
  });
});

/// <reference types="vite/client" />
// The hostile inputs of the attack suite (attack-suite.test.ts): junk path ids, junk queries and
// malformed bodies. Field names come from every zod schema in worker/contract/ at run time, so a field
// added to a contract is filled with junk without anyone listing it here.

const contracts = import.meta.glob("../../worker/contract/*.ts", { eager: true }) as Record<
  string,
  Record<string, unknown>
>;

type ZodLike = { _zod: { def: Record<string, unknown> & { shape?: Record<string, unknown> } } };
const isZod = (value: unknown): value is ZodLike =>
  typeof value === "object" && value !== null && "_zod" in value;

/** Every object key any contract schema reads, found by walking the schemas' definitions. */
function contractFieldNames(): string[] {
  const names = new Set<string>();
  const seen = new Set<unknown>();
  const walk = (schema: unknown, depth: number) => {
    if (!isZod(schema) || seen.has(schema) || depth > 12) return;
    seen.add(schema);
    const { def } = schema._zod;
    if (def.shape) {
      for (const [key, child] of Object.entries(def.shape)) {
        names.add(key);
        walk(child, depth + 1);
      }
    }
    for (const child of Object.values(def)) {
      if (Array.isArray(child)) for (const item of child) walk(item, depth + 1);
      else walk(child, depth + 1);
    }
  };
  for (const module of Object.values(contracts)) for (const value of Object.values(module)) walk(value, 0);
  return [...names].sort();
}

export const FIELD_NAMES = contractFieldNames();

/** Objects inside arrays inside objects, `depth` times: deep, but small. */
const deep = (depth: number): unknown => {
  let value: unknown = 1;
  for (let level = 0; level < depth; level += 1) value = { a: [value] };
  return value;
};

/** A wide tree (each level doubles): wrong types everywhere a schema looks. */
const nested = (depth: number): unknown => {
  let value: unknown = "bottom";
  for (let level = 0; level < depth; level += 1) value = { a: value, b: [value] };
  return value;
};

/**
 * Values no field expects, in two families. Within a family each field gets one value, rotated by the
 * route's index: one body per family per route, and across the routes every field meets every value.
 */
const FAMILIES: Record<string, unknown[]> = {
  values: [
    1e20, // a 21-digit number as JSON sends it
    "99999999999999999999",
    `${"\u202eمرحبا اردو 😀 ".repeat(150)}\u0000'"<script>`,
    -1,
    null,
    1.5,
    true,
    [1, "a", null],
    Number.MAX_SAFE_INTEGER + 2,
    nested(6),
    deep(2_000),
    "",
  ],
  dates: ["2026-02-31", "2026-13-45", "2026-02-31T25:61:00Z", "0000-00-00", "9999-99-99T99:99:99Z"],
};

const rotated = (values: unknown[], turn: number) =>
  Object.fromEntries(FIELD_NAMES.map((name, index) => [name, values[(index + turn) % values.length]]));

/**
 * A family's body or query depends on the turn only modulo the family's length, so each distinct one is
 * built once and its text reused: a "junk values" body is some 300 KB of JSON (deep(2_000) in a dozen
 * fields), which took about 60 ms of the suite's one thread to write, for each of some 150 routes.
 */
const built = new Map<string, string>();
function builtOnce(key: string, build: () => string): string {
  let text = built.get(key);
  if (text === undefined) {
    text = build();
    built.set(key, text);
  }
  return text;
}

/** A body as sent: its bytes and content type (undefined: no body at all). */
export type JunkBody = { label: string; body?: BodyInit; type?: string };

const asJson = (label: string, value: unknown): JunkBody => ({
  label,
  body: JSON.stringify(value),
  type: "application/json",
});

/** The malformed bodies sent to one route (`turn` is the route's index). */
export const junkBodies = (turn: number): JunkBody[] => [
  { label: "not json", body: "{not json", type: "application/json" },
  ...Object.entries(FAMILIES).map(([family, values]) => ({
    label: `junk ${family}`,
    body: builtOnce(`body ${family} ${turn % values.length}`, () => JSON.stringify(rotated(values, turn))),
    type: "application/json",
  })),
];

/** One body any route can take without harm: the form a signed-out or foreign caller would try. */
export const EMPTY_OBJECT: JunkBody = asJson("empty object", {});

/** Query strings: every contract field name with junk text, one per family, rotated like the bodies. */
export const junkQueries = (turn: number): string[] =>
  Object.entries(FAMILIES).map(([family, values]) =>
    builtOnce(`query ${family} ${turn % values.length}`, () => {
      const texts = values.map((value) =>
        typeof value === "string" ? value.slice(0, 300) : JSON.stringify(value),
      );
      return `?${new URLSearchParams(FIELD_NAMES.map((name, index) => [name, texts[(index + turn) % texts.length] ?? ""]))}`;
    }),
  );

/** Ids that name nothing: a 20-digit number, odd characters, far too long. */
export const JUNK_IDS = ["99999999999999999999", encodeURIComponent("\u202e😀'\"<%00"), "x".repeat(600)];

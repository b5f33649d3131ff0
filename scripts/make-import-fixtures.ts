// Writes the member-import fixtures (tests/fixtures/imports/fixtures.ts) as the .csv files they stand
// for, byte for byte, so they can be opened in Excel: `npx tsx scripts/make-import-fixtures.ts`.
import { writeFileSync } from "node:fs";
import path from "node:path";
import { importFixtures } from "../tests/fixtures/imports/fixtures";
import { programFormats } from "../tests/fixtures/imports/program-formats";

const folder = path.join(import.meta.dirname, "../tests/fixtures/imports");
const files = { ...importFixtures, ...programFormats };
for (const [name, bytes] of Object.entries(files)) writeFileSync(path.join(folder, name), bytes);
console.log(`Wrote ${Object.keys(files).length} files to ${folder}`);

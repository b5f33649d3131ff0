import { inArray } from "drizzle-orm";
import type { Database } from "../../db/client";
import { members } from "../../db/schema";
import { type DayNumbers, readDayNumbers } from "../membership/membership-number";
import type { MemberRow } from "./import-rows";
import { slices } from "./import-statements";

/** D1 binds at most 100 parameters per statement. */
const NUMBERS_PER_QUERY = 90;

/**
 * The membership numbers of one import. A number the sheet gives is kept as the member's (checked
 * against the numbers other members hold); a member without one gets a new number of the day they
 * joined (the sheet's join date, else the import's day), never one the sheet keeps for someone else.
 */
export class ImportNumbers {
  private readonly days = new Map<string, DayNumbers>();
  /** Digits the sheet keeps, by day, for numbers in our own format. */
  private readonly kept = new Map<string, string[]>();
  private readonly ownFormat: RegExp;

  constructor(
    private readonly db: Database,
    private readonly prefix: string,
    private readonly importDay: string,
    rows: Iterable<MemberRow>,
  ) {
    this.ownFormat = new RegExp(`^${prefix.replace(/[^A-Za-z0-9]/g, "\\$&")}-(\\d{8})-(\\d+)$`);
    for (const row of rows) {
      const own = row.membershipNumber ? this.ownFormat.exec(row.membershipNumber) : null;
      if (!own?.[1] || !own[2]) continue;
      this.kept.set(own[1], [...(this.kept.get(own[1]) ?? []), own[2]]);
    }
  }

  /** The day (YYYYMMDD) a new number is dated by. */
  dayOf(row: MemberRow): string {
    return row.joinedOn ? row.joinedOn.replaceAll("-", "") : this.importDay;
  }

  /** Who holds these numbers now: number -> user id. */
  async holders(numbers: string[]): Promise<Map<string, string>> {
    const found = new Map<string, string>();
    const queries = slices([...new Set(numbers)], NUMBERS_PER_QUERY).map((part) =>
      this.db
        .select({ userId: members.userId, number: members.membershipId })
        .from(members)
        .where(inArray(members.membershipId, part)),
    );
    const [first, ...rest] = queries;
    if (!first) return found;
    for (const rows of await this.db.batch([first, ...rest]))
      for (const row of rows) if (row.number) found.set(row.number, row.userId);
    return found;
  }

  /** Reads the days these rows need that are not read yet (or all of them again, after a collision). */
  async prepare(rows: MemberRow[], again = false): Promise<void> {
    const days = [...new Set(rows.map((row) => this.dayOf(row)))].filter(
      (day) => again || !this.days.has(day),
    );
    if (days.length === 0) return;
    for (const [day, numbers] of await readDayNumbers(this.db, this.prefix, days)) {
      for (const digits of this.kept.get(day) ?? []) numbers.reserve(digits);
      this.days.set(day, numbers);
    }
  }

  /** A new number for the row (its day was prepared). */
  take(row: MemberRow): string {
    const numbers = this.days.get(this.dayOf(row));
    if (!numbers) throw new Error(`Membership numbers of ${this.dayOf(row)} were not read`);
    return numbers.take();
  }
}

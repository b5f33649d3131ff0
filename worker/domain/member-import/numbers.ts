import { inArray } from "drizzle-orm";
import type { Database } from "../../db/client";
import { members } from "../../db/schema";
import { type DayNumbers, dayNumbersFrom, issuedOn } from "../membership/membership-number";
import type { MemberRow } from "./rows";
import { slices } from "./statements";

/** D1 binds at most 100 parameters per statement. */
const NUMBERS_PER_QUERY = 90;

type HolderRow = { userId: string; number: string | null };
type IssuedRow = { id: string | null };

/**
 * The membership numbers of one import. A number the sheet gives is kept as the member's (checked
 * against the numbers other members hold); a member without one gets a new number of the day they
 * joined (the sheet's join date, else the import's day), never one the sheet keeps for someone else.
 * Its reads are statements for the caller's batch (a chunk reads everything in one D1 round trip),
 * their rows handed back to `holdersFrom` and `learnDays`.
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

  /** Who holds these numbers now: the statements. */
  holderQueries(numbers: string[]) {
    return slices([...new Set(numbers)], NUMBERS_PER_QUERY).map((part) =>
      this.db
        .select({ userId: members.userId, number: members.membershipId })
        .from(members)
        .where(inArray(members.membershipId, part)),
    );
  }

  /** Who holds these numbers now (number -> user id), from holderQueries' rows. */
  holdersFrom(results: HolderRow[][]): Map<string, string> {
    const found = new Map<string, string>();
    for (const rows of results) for (const row of rows) if (row.number) found.set(row.number, row.userId);
    return found;
  }

  /** The days these rows need that are not read yet (or all of them again, after a collision). */
  daysToRead(rows: MemberRow[], again = false): string[] {
    return [...new Set(rows.map((row) => this.dayOf(row)))].filter((day) => again || !this.days.has(day));
  }

  dayQueries(days: string[]) {
    return days.map((day) => issuedOn(this.db, this.prefix, day));
  }

  /** Learns the days read by dayQueries (its rows, in the same order). */
  learnDays(days: string[], results: IssuedRow[][]): void {
    days.forEach((day, index) => {
      const numbers = dayNumbersFrom(this.prefix, day, results[index] ?? []);
      for (const digits of this.kept.get(day) ?? []) numbers.reserve(digits);
      this.days.set(day, numbers);
    });
  }

  /** A new number for the row (its day was read). */
  take(row: MemberRow): string {
    const numbers = this.days.get(this.dayOf(row));
    if (!numbers) throw new Error(`Membership numbers of ${this.dayOf(row)} were not read`);
    return numbers.take();
  }
}

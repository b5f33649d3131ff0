import { membershipIdFor, numberColumns } from "../../domain/membership/membership-id";
import { account, members, user } from "../schema";
import { insertIgnoringExisting } from "./to-sql";

/** The demo sign-ins `npm run seed` creates and prints (local development only). */
export const demoAccounts = [
  {
    key: "admin",
    role: "admin",
    name: "Sana Admin",
    email: "admin@sppc.example",
    password: "SPPC admin demo 2026",
  },
  {
    key: "member",
    role: "member",
    name: "Ali Raza",
    email: "member@sppc.example",
    password: "SPPC member demo 2026",
  },
] as const;

/**
 * Statements for the demo accounts, given each password's hash (hashing is async, so the caller does
 * it). Existing rows are left alone, so a second seed neither duplicates them nor resets a password.
 */
export function demoAccountStatements(
  hashes: Record<(typeof demoAccounts)[number]["key"], string>,
  now: Date,
): string[] {
  return demoAccounts.flatMap((demo) => {
    const userId = `seed-user-${demo.key}`;
    const [firstName, lastName] = demo.name.split(" ");
    return [
      ...insertIgnoringExisting(user, [
        {
          id: userId,
          name: demo.name,
          email: demo.email,
          emailVerified: true,
          createdAt: now,
          updatedAt: now,
        },
      ]),
      ...insertIgnoringExisting(account, [
        {
          id: `seed-account-${demo.key}`,
          accountId: userId,
          providerId: "credential",
          userId,
          password: hashes[demo.key],
          createdAt: now,
          updatedAt: now,
        },
      ]),
      ...insertIgnoringExisting(members, [
        {
          userId,
          role: demo.role,
          firstName,
          lastName,
          location: "riyadh",
          title: demo.role === "admin" ? "Community Administrator" : "Software Engineer",
          company: demo.role === "admin" ? "SPPC" : "STC Solutions",
          timeZone: "Asia/Riyadh",
          profileCompleted: true,
          onboardingCompletedAt: now.toISOString(),
          // Like every account, a Basic card from the first day (random digits, as sign-up draws them).
          ...numberColumns(membershipIdFor("SPPC", now), now),
        },
      ]),
    ];
  });
}

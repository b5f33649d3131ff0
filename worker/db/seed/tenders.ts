import type { tenders } from "../schema";
import { dateOnly, daysFrom } from "./dates";

/** Seeded tenders are already published; their alerts count as sent, so a seed never emails anyone. */
export function demoTenders(now: Date): (typeof tenders.$inferInsert)[] {
  return [
    {
      id: "seed-tender-riyadh-metro",
      slug: "riyadh-metro-maintenance",
      title: "Riyadh Metro Station Maintenance Services",
      organization: "Royal Commission for Riyadh City",
      value: "SAR 45M",
      deadline: dateOnly(now, 25),
      category: "Transportation",
      publishedAt: daysFrom(now, -3),
      alertsSentAt: daysFrom(now, -3),
      description: "Five-year maintenance of stations on lines 4 and 5, including MEP and cleaning services.",
    },
    {
      id: "seed-tender-hospital-it",
      slug: "hospital-it-modernisation",
      title: "Hospital Information System Modernisation",
      organization: "Ministry of Health",
      value: "SAR 18M",
      deadline: dateOnly(now, 40),
      category: "Healthcare",
      publishedAt: daysFrom(now, -3),
      alertsSentAt: daysFrom(now, -3),
      description: "Replacement of patient records and scheduling systems across 12 regional hospitals.",
    },
    {
      id: "seed-tender-solar",
      slug: "solar-plant-epc",
      title: "Solar PV Plant EPC, 50 MW",
      organization: "Saudi Power Procurement Company",
      value: "SAR 120M",
      deadline: dateOnly(now, 60),
      category: "Energy",
      publishedAt: daysFrom(now, -3),
      alertsSentAt: daysFrom(now, -3),
      description: "Engineering, procurement and construction of a utility-scale solar plant in Al Jouf.",
    },
    {
      id: "seed-tender-school-buildings",
      slug: "school-buildings-eastern",
      title: "School Buildings Construction, Eastern Province",
      organization: "Ministry of Education",
      value: "SAR 72M",
      deadline: dateOnly(now, 33),
      category: "Construction",
      publishedAt: daysFrom(now, -3),
      alertsSentAt: daysFrom(now, -3),
      description: "Construction of six school buildings in Dammam and Al Ahsa.",
    },
    {
      id: "seed-tender-smart-city",
      slug: "smart-city-platform",
      title: "Smart City Data Platform",
      organization: "Jeddah Municipality",
      value: "SAR 26M",
      deadline: dateOnly(now, 50),
      category: "Technology",
      publishedAt: daysFrom(now, -3),
      alertsSentAt: daysFrom(now, -3),
      description: "An integrated platform for traffic, waste and utilities sensors.",
    },
  ];
}

import type { partnerDiscounts, testimonials, whatsappGroups } from "../schema";
import { daysFrom } from "./dates";

export function demoWhatsappGroups(now: Date): (typeof whatsappGroups.$inferInsert)[] {
  const group = (
    slug: string,
    fields: Omit<typeof whatsappGroups.$inferInsert, "id" | "slug" | "inviteLink" | "lastActivityAt">,
    hoursAgo: number,
  ) => ({
    id: `seed-wa-${slug}`,
    slug,
    inviteLink: `https://chat.whatsapp.com/sppc-${slug}`,
    lastActivityAt: daysFrom(now, -hoursAgo / 24),
    ...fields,
  });
  const baseRules = [
    "Be respectful to all members",
    "No spam or unrelated forwards",
    "No political or sectarian discussions",
  ];
  return [
    group(
      "riyadh-business",
      {
        name: "Riyadh Business Network",
        description: "Pakistani entrepreneurs and business owners in Riyadh.",
        groupType: "business",
        memberCount: 845,
        adminName: "Ahmed Khan",
        rules: [...baseRules, "Business promotions on Thursdays only"],
        tags: ["riyadh", "entrepreneurs", "networking"],
      },
      2,
    ),
    group(
      "jobs-ksa",
      {
        name: "SPPC Jobs KSA",
        description: "Verified job openings across Saudi Arabia, shared daily.",
        groupType: "jobs",
        memberCount: 1024,
        adminName: "Fatima Malik",
        rules: [...baseRules, "Job posts must include company and city"],
        tags: ["jobs", "careers", "hiring"],
      },
      1,
    ),
    group(
      "pak-saudi-trade",
      {
        name: "Pakistan-Saudi Trade",
        description: "Import, export and sourcing opportunities between Pakistan and the Kingdom.",
        groupType: "trade",
        memberCount: 512,
        adminName: "Bilal Ahmed",
        rules: baseRules,
        tags: ["trade", "import", "export"],
      },
      6,
    ),
    group(
      "eastern-province-cultural",
      {
        name: "Eastern Province Cultural Circle",
        description: "Mushairas, Eid gatherings and cultural events in Khobar and Dammam.",
        groupType: "cultural",
        memberCount: 389,
        adminName: "Ayesha Siddiqui",
        rules: baseRules.slice(0, 2),
        tags: ["khobar", "dammam", "culture"],
      },
      12,
    ),
    group(
      "sppc-general",
      {
        name: "SPPC Community",
        description: "Announcements and general discussion for all members.",
        groupType: "general",
        memberCount: 1000,
        adminName: "SPPC Team",
        rules: [...baseRules, "Announcements by admins only", "Use English or Urdu"],
        tags: ["announcements", "community"],
      },
      3,
    ),
    group(
      "jeddah-professionals-archived",
      {
        name: "Jeddah Professionals (archived)",
        description: "Merged into SPPC Community.",
        groupType: "general",
        memberCount: 120,
        adminName: "SPPC Team",
        rules: baseRules,
        tags: ["jeddah"],
        isActive: false,
      },
      900,
    ),
  ];
}

export const demoPartnerDiscounts: (typeof partnerDiscounts.$inferInsert)[] = [
  ["karachi-darbar", "Karachi Darbar Restaurant", 10, "Food & Dining"],
  ["extra-electronics", "eXtra Electronics", 15, "Electronics"],
  ["jarir", "Jarir Bookstore", 12, "Books & Tech"],
  ["centrepoint", "Centrepoint", 20, "Shopping"],
  ["almosafer", "Almosafer Travel", 25, "Travel"],
  ["movenpick", "Mövenpick Hotels", 30, "Hotels"],
].map(([slug, name, discountPercent, category]) => ({
  id: `seed-partner-${slug}`,
  slug: String(slug),
  name: String(name),
  discountPercent: Number(discountPercent),
  category: String(category),
}));

export const demoTestimonials: (typeof testimonials.$inferInsert)[] = [
  {
    id: "seed-testimonial-ali",
    slug: "ali-raza-card",
    name: "Ali Raza",
    role: "Software Engineer, Riyadh",
    comment:
      "The membership card paid for itself in the first month with restaurant and electronics discounts.",
    rating: 5,
    placement: "membership_card",
  },
  {
    id: "seed-testimonial-maryam",
    slug: "maryam-jamil-card",
    name: "Maryam Jamil",
    role: "Doctor, Al Khobar",
    comment: "I show the card on my phone at partner shops. Simple, and it works even without signal.",
    rating: 5,
    placement: "membership_card",
  },
  {
    id: "seed-testimonial-kashif",
    slug: "kashif-nawaz-card",
    name: "Kashif Nawaz",
    role: "Business Owner, Dammam",
    comment: "Great network and real savings on travel for my family.",
    rating: 4,
    placement: "membership_card",
  },
  {
    id: "seed-testimonial-nadia",
    slug: "nadia-hassan-placement",
    name: "Nadia Hassan",
    role: "Financial Analyst, placed at Al Rajhi Capital",
    comment: "The CV review and interview practice got me three offers in six weeks.",
    rating: 5,
    placement: "job_placement",
  },
  {
    id: "seed-testimonial-faisal",
    slug: "faisal-iqbal-placement",
    name: "Faisal Iqbal",
    role: "Civil Engineer, placed at NEOM",
    comment: "They matched me with an employer that sponsored my visa and my family's.",
    rating: 5,
    placement: "job_placement",
  },
];

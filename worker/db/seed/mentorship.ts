import type { mentors, mentorshipPrograms } from "../schema";

export const demoMentors: (typeof mentors.$inferInsert)[] = [
  {
    id: "seed-mentor-tariq",
    slug: "dr-tariq-hussain",
    name: "Dr. Tariq Hussain",
    title: "Chief Technology Officer",
    company: "Elm Company",
    expertise: ["Technology leadership", "Digital transformation", "Career growth"],
    experience: "20+ years",
    rating: 4.9,
    sessions: 156,
  },
  {
    id: "seed-mentor-sana",
    slug: "sana-qureshi",
    name: "Sana Qureshi",
    title: "Finance Director",
    company: "SABIC",
    expertise: ["Corporate finance", "CFA preparation", "Women in leadership"],
    experience: "15+ years",
    rating: 4.8,
    sessions: 98,
  },
  {
    id: "seed-mentor-imran",
    slug: "imran-butt",
    name: "Imran Butt",
    title: "Founder & CEO",
    company: "Butt Trading Group",
    expertise: ["Entrepreneurship", "Import/export", "Business registration in KSA"],
    experience: "18+ years",
    rating: 4.9,
    sessions: 121,
  },
];

/** The three programs of /mentorship (6, 3 and 4 months, spec point 9). */
export const demoMentorshipPrograms: (typeof mentorshipPrograms.$inferInsert)[] = [];

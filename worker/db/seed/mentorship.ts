import type { mentors, mentorshipPrograms } from "../schema";

export const demoMentors: (typeof mentors.$inferInsert)[] = [
  {
    id: "seed-mentor-tariq",
    slug: "dr-tariq-hussain",
    email: "mentor-tariq-hussain@sppc.example",
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
    email: "mentor-sana-qureshi@sppc.example",
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
    email: "mentor-imran-butt@sppc.example",
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
export const demoMentorshipPrograms: (typeof mentorshipPrograms.$inferInsert)[] = [
  {
    id: "seed-program-career",
    slug: "career-acceleration",
    title: "Career Acceleration",
    duration: "6 months",
    format: "One-to-one, every two weeks",
    description: "A senior mentor in your field helps you plan and reach your next career step.",
    features: ["Personal development plan", "CV and LinkedIn review", "Introductions to hiring managers"],
    sortOrder: 1,
  },
  {
    id: "seed-program-entrepreneurship",
    slug: "entrepreneurship-launchpad",
    title: "Entrepreneurship Launchpad",
    duration: "3 months",
    format: "Small groups, weekly",
    description:
      "Turn a business idea into a registered company with guidance from founders who did it here.",
    features: ["Business model and licensing", "Pitch practice", "Access to investors and partners"],
    sortOrder: 2,
  },
  {
    id: "seed-program-leadership",
    slug: "leadership-circle",
    title: "Leadership Circle",
    duration: "4 months",
    format: "Group sessions with a monthly workshop",
    description:
      "For managers stepping into bigger roles: leading teams across cultures in Saudi workplaces.",
    features: ["Monthly leadership workshops", "Peer learning circle", "Completion certificate"],
    sortOrder: 3,
  },
];

import type { events } from "../schema";
import { riyadhAt } from "./dates";

type EventRow = typeof events.$inferInsert;

const cityEventHighlights = [
  "Networking with Pakistani professionals across industries",
  "Traditional high tea with Pakistani snacks",
  "Talks from community leaders and business owners",
  "Membership card registration desk",
];

/** Dated relative to `now` so the demo always has an open event in every city. */
export function demoEvents(now: Date): EventRow[] {
  const cityEvent = (
    city: "riyadh" | "khobar" | "dammam",
    name: string,
    venue: string,
    address: string,
    capacity: number,
    days: number,
  ): EventRow => ({
    id: `seed-event-${city}`,
    slug: `${city}-high-tea`,
    name,
    city,
    type: "Networking",
    description: `An evening of networking, conversation and Pakistani hospitality for professionals in ${name.split(" ")[0]}.`,
    highlights: cityEventHighlights,
    venue,
    address,
    startsAt: riyadhAt(now, days, 18),
    endsAt: riyadhAt(now, days, 21),
    capacity,
    whatsappGroupUrl: `https://chat.whatsapp.com/sppc-${city}-high-tea`,
    registrationOpen: true,
  });

  return [
    cityEvent(
      "riyadh",
      "Riyadh Professionals High Tea",
      "Al Faisaliah Hotel",
      "King Fahd Road, Al Olaya, Riyadh",
      200,
      14,
    ),
    cityEvent(
      "khobar",
      "Khobar Professionals High Tea",
      "Mövenpick Hotel Al Khobar",
      "Prince Turki Street, Al Yarmouk, Al Khobar",
      150,
      15,
    ),
    cityEvent(
      "dammam",
      "Dammam Professionals High Tea",
      "Sheraton Dammam Hotel",
      "1st Street, Al Hamra, Dammam",
      100,
      16,
    ),
    {
      id: "seed-event-elevate",
      slug: "elevate-flagship",
      name: "Elevate: SPPC Annual Summit",
      city: "riyadh",
      type: "Professional",
      description:
        "The community's flagship gathering: keynotes, industry panels, a business expo and awards, with 1000+ attendees expected.",
      highlights: ["Keynotes from industry leaders", "Business expo", "Community awards", "Cultural evening"],
      venue: "Riyadh International Convention & Exhibition Center",
      address: "King Abdullah Road, Riyadh",
      startsAt: riyadhAt(now, 45, 16),
      endsAt: riyadhAt(now, 45, 23),
      capacity: 1200,
      whatsappGroupUrl: "https://chat.whatsapp.com/sppc-elevate",
      registrationOpen: true,
      isFlagship: true,
    },
    {
      id: "seed-event-tech-meetup",
      slug: "tech-leaders-meetup",
      name: "Tech Leaders Meetup",
      city: null,
      type: "Professional",
      description: "Pakistani engineers and IT leaders share lessons from Vision 2030 projects.",
      highlights: ["Panel on Vision 2030 tech projects", "Hiring managers on site"],
      venue: "Online",
      address: "Zoom (link sent after registration)",
      startsAt: riyadhAt(now, 21, 20),
      endsAt: riyadhAt(now, 21, 22),
      capacity: 300,
      registrationOpen: true,
    },
    {
      id: "seed-event-jeddah-cultural",
      slug: "jeddah-cultural-evening",
      name: "Cultural Evening Jeddah",
      city: null,
      type: "Cultural",
      description: "Music, poetry and food celebrating Pakistani heritage with families in Jeddah.",
      highlights: ["Qawwali performance", "Food stalls", "Kids corner"],
      venue: "Jeddah Hilton",
      address: "North Corniche Road, Jeddah",
      startsAt: riyadhAt(now, 30, 19),
      endsAt: riyadhAt(now, 30, 23),
      capacity: 400,
      registrationOpen: false,
    },
    {
      id: "seed-event-pakistan-day",
      slug: "pakistan-day-celebration",
      name: "Pakistan Day Celebration",
      city: "riyadh",
      type: "Cultural",
      description: "Our multi-city celebration of Pakistan Day in Riyadh, Khobar and Dammam.",
      highlights: ["Flag ceremony", "Cultural performances", "Family dinner"],
      venue: "Diplomatic Quarter Hall",
      address: "Diplomatic Quarter, Riyadh",
      startsAt: riyadhAt(now, -60, 18),
      endsAt: riyadhAt(now, -60, 22),
      capacity: 500,
      registrationOpen: false,
    },
  ];
}

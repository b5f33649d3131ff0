import { env } from "cloudflare:workers";
import type { RsvpDetails } from "../../worker/domain/events/registration";

/** The only open Riyadh event: one seat, ten days ahead (other Riyadh events are removed). */
export async function makeEvent(name: string) {
  const id = crypto.randomUUID();
  const city = "riyadh";
  const starts = new Date(Date.now() + 10 * 86_400_000);
  await env.DB.prepare(
    `insert into events (id, slug, name, city, type, description, venue, address, starts_at, ends_at, capacity,
                         whatsapp_group_url, registration_open)
     values (?, ?, ?, ?, 'Networking', 'A test event', 'Test Hall', 'Olaya St, Riyadh', ?, ?, 1, 'https://chat.whatsapp.com/x', 1)`,
  )
    .bind(
      id,
      `test-${id}`,
      name,
      city,
      starts.toISOString(),
      new Date(starts.getTime() + 3 * 3_600_000).toISOString(),
    )
    .run();
  await env.DB.prepare("delete from events where city = ? and id != ?").bind(city, id).run();
  return { id, city: "Riyadh", starts };
}

/** The RSVP form's fields as registerForEvent takes them: a visitor who leaves the optional ones empty. */
export function makeRsvpDetails(email: string, overrides: Partial<RsvpDetails> = {}): RsvpDetails {
  return {
    name: "Hira Qureshi",
    email,
    phone: "+966500000000",
    linkedin: "",
    profession: "Engineer",
    company: "Aramco",
    expectations: "",
    ...overrides,
  };
}

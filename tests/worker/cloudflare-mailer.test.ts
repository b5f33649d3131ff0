// The production mail transport (worker/email/transport.ts, used by the outbox consumer) against miniflare's local send_email binding:
// RESTRICTED_EMAIL (vitest.config.ts) accepts only the configured sender and one recipient, so the
// adapter must pass both where Cloudflare's Email Service expects them, and its refusals reach the caller.
import { env } from "cloudflare:workers";
import { describe, expect, it } from "vitest";
import type { EmailMessage } from "../../worker/email/mailer";
import { cloudflareTransport as cloudflareMailer } from "../../worker/email/transport";

const binding = (env as Env & { RESTRICTED_EMAIL: SendEmail }).RESTRICTED_EMAIL;

const message: EmailMessage = {
  to: "member@sppc.example",
  subject: "Your seat: SPPC Riyadh Networking Evening",
  text: "You are registered.",
  html: "<p>You are registered.</p>",
  kind: "rsvp-confirmed",
  attachments: [
    { filename: "event.ics", type: "text/calendar", content: "BEGIN:VCALENDAR\r\nEND:VCALENDAR\r\n" },
  ],
};

/** The binding, recording what each send answered. */
function recorded() {
  const answers: unknown[] = [];
  const recording: SendEmail = {
    send: async (...args: Parameters<SendEmail["send"]>) => {
      const answer = await binding.send(...args);
      answers.push(answer);
      return answer;
    },
  } as SendEmail;
  return { recording, answers };
}

describe("cloudflareMailer on the local send_email binding", () => {
  it("sends text, HTML and the calendar attachment from the configured address", async () => {
    const { recording, answers } = recorded();
    await cloudflareMailer(recording, env.MAIL_FROM).send(message);
    expect(answers).toHaveLength(1);
    // The binding names the message after the sender's domain.
    expect(answers[0]).toMatchObject({ messageId: expect.stringMatching(/@sppc\.sa>?$/) });
  });

  it("passes the binding's refusal of a recipient on to the caller", async () => {
    await expect(
      cloudflareMailer(binding, env.MAIL_FROM).send({ ...message, to: "stranger@example.com" }),
    ).rejects.toThrow(/stranger@example\.com not allowed/);
  });

  it("sends from the address it was configured with, not the recipient's", async () => {
    await expect(cloudflareMailer(binding, "someone@elsewhere.example").send(message)).rejects.toThrow(
      /someone@elsewhere\.example not allowed/,
    );
  });
});

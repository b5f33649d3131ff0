import { useT } from "../../i18n";
import { type SubscriptionTexts, subscriptionMessages } from "../../i18n/messages/subscription";

type Question = { question: keyof SubscriptionTexts; answer: keyof SubscriptionTexts };

/** The spec's FAQ facts (30-day money-back, cancel any time) told for yearly payments without auto-charge. */
const questions: Question[] = [
  { question: "faqRefundQ", answer: "faqRefundA" },
  { question: "faqCancelQ", answer: "faqCancelA" },
  { question: "faqPayQ", answer: "faqPayA" },
  { question: "faqRenewQ", answer: "faqRenewA" },
  { question: "faqUpgradeQ", answer: "faqUpgradeA" },
  { question: "faqBasicQ", answer: "faqBasicA" },
];

export function SubscriptionFaq() {
  const t = useT(subscriptionMessages);
  return (
    <section aria-labelledby="faq-heading" className="grid gap-4">
      <h2 id="faq-heading" className="text-2xl font-bold text-slate-900">
        {t("faqHeading")}
      </h2>
      <div className="grid gap-3">
        {questions.map(({ question, answer }) => (
          <details key={question} className="card p-0">
            {/* The browser's own disclosure triangle marks it as expandable, in either direction. */}
            <summary className="cursor-pointer px-6 py-4 font-semibold text-slate-900 marker:text-brand-700">
              {t(question)}
            </summary>
            <p className="px-6 pb-5 text-slate-700">{t(answer)}</p>
          </details>
        ))}
      </div>
    </section>
  );
}

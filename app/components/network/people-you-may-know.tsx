import { useQuery } from "@tanstack/react-query";
import { Link } from "@tanstack/react-router";
import { useT } from "../../i18n";
import { networkMessages } from "../../i18n/messages/network";
import { peopleYouMayKnowQuery } from "../../queries/connections";
import { Answer } from "./connection-requests";
import { PersonRow } from "./person-row";

/** Sharing members in the member's city and industry, each with Connect; and the way to the directory. */
export function PeopleYouMayKnowCard() {
  const t = useT(networkMessages);
  const people = useQuery(peopleYouMayKnowQuery);
  return (
    <section className="card grid content-start gap-2" aria-labelledby="people-you-may-know">
      <h2 id="people-you-may-know" className="text-xl font-bold text-slate-900">
        {t("suggestionsTitle")}
      </h2>
      <p className="text-sm text-slate-600">{t("suggestionsText")}</p>
      {people.isSuccess && people.data.length === 0 ? (
        <p className="text-slate-600">{t("suggestionsEmpty")}</p>
      ) : null}
      <ul className="divide-y divide-slate-100">
        {(people.data ?? []).map((person) => (
          <PersonRow key={person.id} person={person}>
            <Answer
              person={person}
              action="request"
              label={t("connect")}
              name={t("connectWith", { name: person.name })}
              primary
            />
          </PersonRow>
        ))}
      </ul>
      <Link to="/members" className="font-semibold text-brand-700 underline">
        {t("browseDirectory")}
      </Link>
    </section>
  );
}

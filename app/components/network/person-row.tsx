import { Link } from "@tanstack/react-router";
import type { ReactNode } from "react";
import type { NetworkPerson } from "../../../worker/contract/network";
import { useCityLabel } from "../../lib/member-cities";
import { PersonPhoto } from "./person-photo";

/** A member on one line (photo, name linking to their profile, title), with the row's own actions. */
export function PersonRow({ person, children }: { person: NetworkPerson; children?: ReactNode }) {
  const cityLabel = useCityLabel();
  const about = [person.title, person.company, cityLabel(person.location)].filter(Boolean).join(" · ");
  return (
    <li className="flex flex-wrap items-center gap-3 py-3">
      <PersonPhoto person={person} size={40} />
      <div className="grid min-w-0 flex-1">
        <Link
          to="/profile/$userId"
          params={{ userId: person.id }}
          className="font-semibold text-brand-800 underline-offset-2 hover:underline"
          dir="auto"
        >
          {person.name}
        </Link>
        {about ? <span className="text-sm text-slate-600">{about}</span> : null}
      </div>
      {children ? <div className="flex flex-wrap gap-2">{children}</div> : null}
    </li>
  );
}

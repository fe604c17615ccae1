import { Cat } from "lucide-react";
import { Picture } from "~/components/ui/picture";
import type { TeamMember } from "~/content/schemas/about";

/**
 * The About page's team: portrait, name, role, bio and the cat each of them lives with; `catLabel` in the page's
 * language.
 */
export function TeamGrid({ members, catLabel }: { members: readonly TeamMember[]; catLabel: string }) {
  return (
    <ul className="mt-10 grid gap-6 sm:grid-cols-2 lg:grid-cols-4">
      {members.map((member) => (
        <li key={member.name} className="card flex flex-col overflow-hidden">
          <Picture
            image={member.image}
            alt={member.imageAlt}
            sizes="(min-width: 1024px) 270px, (min-width: 640px) 45vw, 92vw"
            className="aspect-square"
            imgClassName="size-full object-cover"
          />
          <div className="flex flex-1 flex-col p-5">
            <h3 className="text-xl font-semibold">{member.name}</h3>
            <p className="mt-0.5 text-sm font-semibold text-brick-700">{member.role}</p>
            <p className="mt-3 flex-1 leading-relaxed text-ink-700">{member.bio}</p>
            <p className="mt-4 flex items-center gap-2 border-t border-ink-900/10 pt-3 text-sm text-ink-700">
              <Cat aria-hidden className="size-4 text-brick-600" />
              <span>
                {`${catLabel} `}
                <span className="font-semibold text-ink-900">{member.catName}</span>
              </span>
            </p>
          </div>
        </li>
      ))}
    </ul>
  );
}

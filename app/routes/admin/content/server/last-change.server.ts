/** Who changed something and when, as the editor's lists and revisions say it. */
import type { Services } from '../../../../../server/services';
import type { ChangeNote } from '../changed-note';
import { agoText } from './local-time.server';

/** Names by user id ("Olive Owner"); nobody (null) is the site itself: the seed or the scheduler. */
export async function namesOf(services: Services) {
  const { people } = await services.accounts.people();
  const names = new Map(people.map((person) => [person.id, person.name || person.email]));
  return (id: number | null) =>
    id === null ? 'the site' : (names.get(id) ?? 'a person no longer here');
}

export function changeNote(
  iso: string,
  by: number | null,
  nameOf: (id: number | null) => string,
  now = new Date(),
): ChangeNote {
  return { ago: agoText(iso, now), iso, by: nameOf(by) };
}

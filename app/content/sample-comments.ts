/**
 * The seed's sample comments (issue 32, docs/decisions/054): on the first start each becomes an
 * approved comment row marked `sample` under its post (server/comments/seed.ts), which the office
 * can reply to or delete in /admin/comments. Pre-rendered pages, built without a database, show
 * them as they are here. Keyed by the post's address in content/posts.
 */

/** One sample comment: who, when (`YYYY-MM-DD`) and what. */
export interface SampleCommentSeed {
  name: string;
  date: string;
  text: string;
}

export const sampleComments: Readonly<Record<string, readonly SampleCommentSeed[]>> = {
  'how-to-choose-the-perfect-construction-company': [
    {
      name: 'Hannah Lowe',
      date: '2026-03-15',
      text: 'We asked three builders for references from jobs that went wrong. Only one had a good answer, and that is who we hired.',
    },
    {
      name: 'Tobias Grant',
      date: '2026-03-18',
      text: 'The tip about comparing what each quote leaves out saved us from choosing the cheapest price on paper.',
    },
  ],
  'how-to-maximize-space-in-your-commercial-building': [
    {
      name: 'Grace Whitfield',
      date: '2026-03-07',
      text: 'We moved the meeting rooms to the core, as suggested, and gained eleven desks by the windows.',
    },
    {
      name: 'Daniel Reyes',
      date: '2026-03-09',
      text: 'Worth adding: check the floor loading before you add high-density storage. Ours needed steel beneath the archive room.',
    },
  ],
  'how-weather-can-impact-a-construction-project': [
    {
      name: 'Joanna Pike',
      date: '2026-03-20',
      text: 'The point about curing concrete in cold snaps was new to me. Our contractor poured in January and we are still fixing the cracks.',
    },
    {
      name: 'Mateo Ruiz',
      date: '2026-03-22',
      text: 'Good to see someone admit that a rain day costs money. We now keep a weather allowance in every budget, exactly as you describe.',
    },
  ],
  'key-steps-to-ensure-a-smooth-building-process': [
    {
      name: 'Renata Osei',
      date: '2026-03-26',
      text: 'We used almost exactly this checklist on our duplex last year. Writing the brief down first saved us from two expensive changes mid-build. Thanks for putting it so clearly.',
    },
    {
      name: 'Felix Brandt',
      date: '2026-03-27',
      text: 'Useful read. I would add one thing for anyone renovating an older house: open up a small section of wall early, so the surprises arrive before the schedule is fixed.',
    },
  ],
  'the-future-of-smart-homes-in-construction': [
    {
      name: 'Aiko Tanaka',
      date: '2026-03-03',
      text: 'Running spare conduit to every room during our build was the best advice we had. We have already used two of them.',
    },
    {
      name: 'Martin Kessler',
      date: '2026-03-05',
      text: 'I like that you put reliability ahead of gadgets. A light switch should still work when the internet does not.',
    },
  ],
  'top-mistakes-to-avoid-during-home-renovation': [
    {
      name: 'Priyanka Shah',
      date: '2026-03-11',
      text: "Guilty of every 'while you are at it'. Our kitchen ended up a third over budget. I wish I had read this first.",
    },
    {
      name: 'Leon Fairweather',
      date: '2026-03-12',
      text: 'Living in the house during the works was harder than we expected. Your advice to set up a temporary kitchen is spot on.',
    },
  ],
};

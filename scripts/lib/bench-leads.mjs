// The leads `npm run bench:inbox` works on, written straight into a fresh database of either
// kind (the server has made the schema): spread over a year, the stages, three owners, both
// kinds and a tenth in spam, each with its office mail in the outbox.
import { DatabaseSync } from 'node:sqlite';
import pg from 'pg';

const STAGES = ['new', 'contacted', 'site_visit', 'quote_sent', 'won', 'lost'];
const WORDS = ['kitchen', 'roof', 'garage', 'floor', 'extension', 'bathroom', 'porch', 'loft'];
const COLUMNS = [
  'kind',
  'created_at',
  'name',
  'email',
  'phone',
  'company',
  'message',
  'status',
  'fingerprint',
  'stage',
  'folder',
  'owner_id',
  'estimated_value',
  'touched_at',
  'first_reply_at',
  'follow_up_on',
  'lost_reason',
];

/** Lead `i` of the bench: spread over a year, the stages, owners 1–3, both kinds, a spam tenth. */
function lead(i, ownerIds) {
  const created = new Date(Date.now() - ((i * 3_153_600) % 31_536_000_000) - 60_000);
  const stage = STAGES[i % STAGES.length];
  const word = WORDS[i % WORDS.length];
  const answered = stage === 'new' ? null : new Date(created.getTime() + 3_600_000 * (i % 40));
  return [
    i % 3 === 0 ? 'message' : 'quote',
    created.toISOString(),
    `Person ${i}${i % 97 === 0 ? ' Snake_Case' : ''}`,
    `person${i % 4000}@example.com`,
    `+1 555 ${String(i).padStart(4, '0')}`,
    i % 5 === 0 ? `Company ${i}` : null,
    `A new ${word} for the house, about ${i % 100}% done already.`,
    'new',
    `bench-${i}`,
    stage,
    i % 10 === 9 ? 'spam' : 'inbox',
    i % 4 === 0 ? null : ownerIds[i % ownerIds.length],
    i % 2 ? 1000 + (i % 50) * 500 : null,
    answered?.toISOString() ?? null,
    answered?.toISOString() ?? null,
    i % 11 === 0 ? created.toISOString().slice(0, 10) : null,
    stage === 'lost' ? 'Went elsewhere' : null,
  ];
}

/** The office mail of a lead (sent), as the outbox keeps one for every lead: lists read its state. */
const OUTBOX_COLUMNS = [
  'submission_id',
  'to_address',
  'subject',
  'body',
  'created_at',
  'attempts',
  'next_attempt_at',
  'sent_at',
];
const mailRow = (id) => {
  const at = new Date().toISOString();
  return [
    id,
    'office@bench.example',
    `Quote request #${id}`,
    'The request as typed.',
    at,
    1,
    at,
    at,
  ];
};

const PEOPLE = ['Ada', 'Ben', 'Cy'];
const personRow = (name) => [
  `${name.toLowerCase()}@bench.example`,
  name,
  'editor',
  'not-a-hash',
  new Date().toISOString(),
];

/** Writes `count` leads into the SQLite file. */
export function seedSqlite(file, count) {
  const db = new DatabaseSync(file);
  db.exec('BEGIN');
  const person = db.prepare(
    'insert into users (email, name, role, password_hash, created_at) values (?, ?, ?, ?, ?) returning id',
  );
  const ownerIds = PEOPLE.map((name) => person.get(...personRow(name)).id);
  const insert = db.prepare(
    `insert into submissions (${COLUMNS}) values (${COLUMNS.map(() => '?')})`,
  );
  const mail = db.prepare(
    `insert into outbox (${OUTBOX_COLUMNS}) values (${OUTBOX_COLUMNS.map(() => '?')})`,
  );
  for (let i = 0; i < count; i++) {
    const { lastInsertRowid } = insert.run(...lead(i, ownerIds));
    mail.run(...mailRow(Number(lastInsertRowid)));
  }
  db.exec('COMMIT');
  db.close();
}

/** Writes `count` leads into the PostgreSQL database at `url`. */
export async function seedPostgres(url, count) {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    const ownerIds = [];
    for (const name of PEOPLE) {
      const { rows } = await client.query(
        'insert into users (email, name, role, password_hash, created_at) values ($1, $2, $3, $4, $5) returning id',
        personRow(name),
      );
      ownerIds.push(rows[0].id);
    }
    for (let start = 0; start < count; start += 500) {
      const batch = [];
      for (let i = start; i < Math.min(count, start + 500); i++) batch.push(lead(i, ownerIds));
      const placeholders = batch.map(
        (_, row) => `(${COLUMNS.map((__, col) => `$${row * COLUMNS.length + col + 1}`)})`,
      );
      const { rows } = await client.query(
        `insert into submissions (${COLUMNS}) values ${placeholders.join(',')} returning id`,
        batch.flat(),
      );
      const mails = rows.map((row) => mailRow(row.id));
      const mailPlaceholders = mails.map(
        (_, row) =>
          `(${OUTBOX_COLUMNS.map((__, col) => `$${row * OUTBOX_COLUMNS.length + col + 1}`)})`,
      );
      await client.query(
        `insert into outbox (${OUTBOX_COLUMNS}) values ${mailPlaceholders.join(',')}`,
        mails.flat(),
      );
    }
    await client.query('analyze');
  } finally {
    await client.end();
  }
}

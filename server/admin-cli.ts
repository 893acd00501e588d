// `npm run admin -- <command>`: people on the command line, for the first owner or a lost
// password. Reads DATABASE_URL like the server; a password only from ADMIN_NEW_PASSWORD or
// standard input (typed without echo at a terminal), never from the command line.
import { createInterface } from 'node:readline';
import { Writable } from 'node:stream';
import type { Kysely } from 'kysely';
import { audit, SYSTEM } from './accounts/audit.ts';
import { isEmail, normaliseEmail } from './accounts/emails.ts';
import { hashPassword, passwordProblem } from './accounts/passwords.ts';
import { checkName } from './accounts/person-name.ts';
import {
  addPerson,
  findByEmail,
  listPeople,
  ROLES,
  setName,
  setPasswordHash,
  setRole,
} from './accounts/users.ts';
import { optional } from './config-checks.ts';
import { migrate, openDatabase } from './db/connect.ts';
import type { Database, Role } from './db/schema.ts';
import { endSessionsOf } from './store/sessions.ts';

const USAGE = `Usage:
  npm run admin -- add-user EMAIL [--role owner|editor] [--name "Full Name"]
      Adds a person, or sets the password (and role and name, if given) of the one with that
      email; their sessions end. The password comes from ADMIN_NEW_PASSWORD or standard input.
      Without --name a new person is asked for their name when they first sign in.
  npm run admin -- set-name EMAIL "Full Name"
      Sets the name someone is shown by (reply mails are signed with it); nothing else changes.
  npm run admin -- list-users
      Lists everyone who can sign in.`;

/** Reads a password: ADMIN_NEW_PASSWORD, else a prompt without echo, else piped input. */
async function readPassword(): Promise<string> {
  const fromEnv = process.env.ADMIN_NEW_PASSWORD;
  if (fromEnv) return fromEnv;
  if (!process.stdin.isTTY) {
    let text = '';
    for await (const chunk of process.stdin) text += chunk;
    return text.replace(/\r?\n$/, '');
  }
  let muted = false;
  const output = new Writable({
    write(chunk, _encoding, done) {
      if (!muted) process.stdout.write(chunk);
      done();
    },
  });
  const rl = createInterface({ input: process.stdin, output, terminal: true });
  const ask = (question: string) =>
    new Promise<string>((resolve) => {
      muted = false;
      rl.question(question, (answer) => {
        process.stdout.write('\n');
        resolve(answer);
      });
      muted = true;
    });
  const first = await ask('Password (not shown): ');
  const second = await ask('The same again: ');
  rl.close();
  if (first !== second) throw new Error('The two passwords differ; nothing was changed.');
  return first;
}

function option(args: string[], name: string): string | undefined {
  const at = args.indexOf(name);
  return at >= 0 ? args[at + 1] : undefined;
}

export async function runAdmin(args: string[]): Promise<number> {
  const [command, ...rest] = args;
  if (command !== 'add-user' && command !== 'list-users' && command !== 'set-name') {
    console.error(USAGE);
    return 2;
  }
  if (rest.includes('--password')) {
    console.error(
      'A password on the command line ends up in the shell history: use ADMIN_NEW_PASSWORD or standard input.',
    );
    return 2;
  }
  const database = openDatabase(optional(process.env.DATABASE_URL) ?? 'sqlite:data/site.db');
  try {
    await migrate(database);
    const { db } = database;
    if (command === 'list-users') {
      const people = await listPeople(db);
      if (people.length === 0) console.log('No one has an account yet.');
      for (const person of people) console.log(`${person.email}\t${person.role}\t${person.name}`);
      return 0;
    }
    const email = normaliseEmail(rest[0] ?? '');
    if (!isEmail(email)) {
      console.error(`${command} needs an email address first.\n${USAGE}`);
      return 2;
    }
    const nameText = command === 'set-name' ? rest[1] : option(rest, '--name');
    const named = nameText === undefined ? undefined : checkName(nameText);
    if (named && !named.ok) {
      console.error(`That name cannot be used: ${named.error}`);
      return 2;
    }
    const name = named?.ok ? named.name : undefined;
    if (command === 'set-name') return await nameSomeone(db, email, name);
    const roleText = option(rest, '--role');
    if (roleText !== undefined && !ROLES.includes(roleText as Role)) {
      console.error('--role must be owner or editor.');
      return 2;
    }
    const role = roleText as Role | undefined;
    const password = await readPassword();
    const problem = passwordProblem(password);
    if (problem) {
      console.error(`That password cannot be used: ${problem}`);
      return 1;
    }
    const passwordHash = await hashPassword(password);
    const existing = await findByEmail(db, email);
    if (existing && existing.disabled_at === null) {
      await db.transaction().execute(async (trx) => {
        await setPasswordHash(trx, existing.id, passwordHash);
        if (role) await setRole(trx, existing.id, role);
        if (name) await setName(trx, existing.id, name);
        await endSessionsOf(trx, existing.id);
        await audit(trx, {
          actor: SYSTEM,
          action: 'person.updated',
          subject: email,
          detail: {
            role: role ?? existing.role,
            passwordChanged: true,
            by: 'command line',
            ...(name ? { name } : {}),
          },
        });
      });
      console.log(
        `Updated ${email}: new password${role ? `, role ${role}` : ''}${name ? `, name ${name}` : ''}; their sessions ended.`,
      );
      return 0;
    }
    const person = await db.transaction().execute(async (trx) => {
      const added = await addPerson(trx, {
        email,
        // Until they give theirs at the first sign-in, the part of the email before the @.
        name: name ?? email.split('@')[0] ?? email,
        nameChosen: name !== undefined,
        role: role ?? 'editor',
        passwordHash,
      });
      if (!added) throw new Error(`${email} could not be added.`);
      await audit(trx, {
        actor: SYSTEM,
        action: 'person.added',
        subject: email,
        detail: { role: added.role, by: 'command line' },
      });
      return added;
    });
    console.log(`Added ${email} as ${person.role}. They sign in at /admin.`);
    return 0;
  } finally {
    await database.close();
  }
}

/** `set-name EMAIL NAME`: the name only; the password and sessions stay as they are. */
async function nameSomeone(
  db: Kysely<Database>,
  email: string,
  name: string | undefined,
): Promise<number> {
  if (!name) {
    console.error(`set-name needs the name after the email.\n${USAGE}`);
    return 2;
  }
  const person = await findByEmail(db, email);
  if (!person || person.disabled_at !== null) {
    console.error(`No one who can sign in has the email ${email}.`);
    return 1;
  }
  await db.transaction().execute(async (trx) => {
    await setName(trx, person.id, name);
    await audit(trx, {
      actor: SYSTEM,
      action: 'person.renamed',
      subject: email,
      detail: { from: person.name, to: name, by: 'command line' },
    });
  });
  console.log(`${email} is now called ${name}.`);
  return 0;
}

if (import.meta.main) {
  runAdmin(process.argv.slice(2)).then(
    (code) => process.exit(code),
    (error: Error) => {
      console.error(`admin: ${error.message}`);
      process.exit(1);
    },
  );
}

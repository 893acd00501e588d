import { execFile } from 'node:child_process';
import { mkdtempSync, readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { promisify } from 'node:util';
import { afterAll, describe, expect, it } from 'vitest';
import { findPostgresBin } from './support/postgres';
import { PDF, postQuote, withDatabase } from './support/quote-files';
import { createDatabase, signIn, siteDatabaseUrl, startSiteAt } from './support/site';
import { type Site, withStore } from './support/site-store';

// docs/deploy.md's PostgreSQL backup and restore, run as written there: a dump of a site with a
// quote's file and a newly published post, restored into a new, empty database, and a server
// started on the copy shows both.

const run = promisify(execFile);

/** The one line of docs/deploy.md that starts with `command `. */
function documented(command: string): string {
  const doc = readFileSync(join(import.meta.dirname, '../../docs/deploy.md'), 'utf8');
  const lines = doc.split('\n').filter((line) => line.startsWith(`${command} `));
  expect(lines, `one ${command} line in docs/deploy.md`).toHaveLength(1);
  return lines[0] ?? '';
}

/** Runs a documented line in a shell, with PostgreSQL's tools first on the PATH. */
function shell(line: string, env: Record<string, string>) {
  const path = `${findPostgresBin()}:${process.env.PATH}`;
  return run('/bin/sh', ['-c', line], { env: { ...process.env, ...env, PATH: path } });
}

describe('the documented PostgreSQL backup and restore', () => {
  const sites: Site[] = [];
  afterAll(async () => {
    await Promise.all(sites.map((site) => site.close()));
  });

  it("brings a lead's files and a published post back on a new, empty database", async () => {
    const original = await startSiteAt(await siteDatabaseUrl('postgres'));
    sites.push(original);
    // A post the seed does not have, published through the store.
    const title = `Backups we tested ${Date.now()}`;
    const slug = `backups-we-tested-${Date.now()}`;
    await withStore(original.databaseUrl, async (store) => {
      const [model] = await store.published.posts();
      const source = await store.editor.find('posts', model?.slug ?? '');
      if (!source) throw new Error('the seed has no post');
      const created = await store.create(
        { collection: 'posts', slug, fields: { ...source.fields, title }, body: source.body },
        null,
      );
      await store.publish(created.id, null);
    });
    const email = 'backup@example.com';
    const sent = await postQuote(
      original.url,
      [{ name: 'Plan.pdf', bytes: PDF, type: 'application/pdf' }],
      { fields: { email } },
    );
    expect(sent.status).toBe(303);
    const fileLinks = async (site: Site) => {
      const cookie = await signIn(site.url);
      const { id } = await withDatabase(site.databaseUrl, (db) =>
        db
          .selectFrom('submissions')
          .select('id')
          .where('email', '=', email)
          .executeTakeFirstOrThrow(),
      );
      const leadPath = `/admin/leads/${id}`;
      const lead = await fetch(`${site.url}${leadPath}`, { headers: { cookie } });
      expect(lead.status).toBe(200);
      const links = (await lead.text()).match(/\/admin\/lead-files\/\d+/g) ?? [];
      const files = await Promise.all(
        links.map(async (link) => {
          const served = await fetch(`${site.url}${link}`, { headers: { cookie } });
          expect(served.status).toBe(200);
          return Buffer.from(await served.arrayBuffer()).toString('base64');
        }),
      );
      return { leadPath, files };
    };
    const before = await fileLinks(original);
    expect(before.files).toHaveLength(1);

    // Backed up while the server runs, restored into a new, empty database.
    const backup = join(mkdtempSync(join(tmpdir(), 'site-backup-')), 'site.dump');
    await shell(documented('pg_dump'), { backup, DATABASE_URL: original.databaseUrl });
    const restoredUrl = await createDatabase(original.databaseUrl.replace(/\/[^/]+$/, '/postgres'));
    // Exits 0 (a failed restore rejects with its exit code and stderr).
    await shell(documented('pg_restore'), { backup, RESTORE_URL: restoredUrl });

    const restored = await startSiteAt(restoredUrl);
    sites.push(restored);
    const after = await fileLinks(restored);
    expect(after).toEqual(before);
    const post = await fetch(`${restored.url}/blog/${slug}`);
    expect(post.status).toBe(200);
    expect(await post.text()).toContain(title);
  }, 120_000);
});

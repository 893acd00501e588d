import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { freshDb } from '../../tests/server/support/content.ts';
import { databases } from '../../tests/server/support/site.ts';
import type { Db } from '../db/connect.ts';
import { OFFICE_DEFAULTS, readOfficeSettings, writeOfficeSetting } from './office-settings.ts';

describe.each(databases)('office settings on %s', (kind) => {
  let database: Db;
  beforeAll(async () => {
    database = await freshDb(kind);
  });
  afterAll(() => database.close());

  it('reads the defaults until the office saves, then what it saved', async () => {
    expect(await readOfficeSettings(database.db)).toEqual(OFFICE_DEFAULTS);
    await writeOfficeSetting(database.db, 'timeZone', 'Europe/Berlin', null);
    await writeOfficeSetting(database.db, 'requiredQuoteFields', ['phone'], null);
    await writeOfficeSetting(database.db, 'timeZone', 'Asia/Tokyo', null);
    const settings = await readOfficeSettings(database.db);
    expect(settings.timeZone).toBe('Asia/Tokyo');
    expect(settings.requiredQuoteFields).toEqual(['phone']);
    expect(settings.acknowledge).toBe(OFFICE_DEFAULTS.acknowledge);
  });

  it('refuses a value its schema does not take, naming the setting, and keeps the old one', async () => {
    await expect(writeOfficeSetting(database.db, 'timeZone', 'Mars/Olympus', null)).rejects.toEqual(
      {
        refused: true,
        status: 400,
        field: 'timeZone',
        message: 'timeZone: expected a time zone such as America/Los_Angeles',
      },
    );
    await expect(
      writeOfficeSetting(database.db, 'requiredQuoteFields', ['lastName'], null),
    ).rejects.toMatchObject({
      field: 'requiredQuoteFields',
      message: expect.stringMatching(
        /^requiredQuoteFields: expected one of the quote form’s fields/,
      ),
    });
    expect((await readOfficeSettings(database.db)).timeZone).toBe('Asia/Tokyo');
  });

  it('reads a stored value it cannot use as the default, and says so', async () => {
    await database.db
      .updateTable('office_settings')
      .set({ value: '"not a list"' })
      .where('key', '=', 'requiredQuoteFields')
      .execute();
    const warnings: string[] = [];
    const settings = await readOfficeSettings(database.db, (line) => warnings.push(line));
    expect(settings.requiredQuoteFields).toEqual(OFFICE_DEFAULTS.requiredQuoteFields);
    expect(warnings).toEqual([
      'office settings: the stored requiredQuoteFields is not readable; its default is used',
    ]);
  });
});

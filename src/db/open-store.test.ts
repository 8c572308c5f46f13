import { describe, expect, it } from 'vitest';
import { makeChannel } from '@/test/fixtures';
import { openStore } from './open-store';
import { APPLICATION_ID, SCHEMA_VERSION } from './schema';
import { ChannelStore } from './store';
import { loadSqlite, pageOf, STORE_API } from './test/memory-store';

async function emptyDb() {
  const sqlite3 = await loadSqlite();
  return new sqlite3.oo1.DB(':memory:');
}

describe('openStore', () => {
  it('creates the schema in a new file and keeps a copy it wrote itself', async () => {
    const db = await emptyDb();
    expect(openStore(db, STORE_API)).toEqual({ kind: 'new' });
    const store = new ChannelStore(db);
    store.startWalk();
    store.writePage(`${STORE_API}/channels`, pageOf([makeChannel(1)]));
    expect(openStore(db, STORE_API)).toEqual({ kind: 'existing' });
    expect(store.total()).toBe(1);
  });

  it('keeps a version 1 copy, whose records are whole JSON objects, and writes new ones as values', async () => {
    const db = await emptyDb();
    openStore(db, STORE_API);
    const store = new ChannelStore(db);
    const first = makeChannel(1, { name: 'Ærø Ltd' });
    store.startWalk();
    store.writePage(`${STORE_API}/channels`, pageOf([first]));
    // As version 1 left it: the record as an object, no layout in meta.
    db.exec({ sql: 'UPDATE records SET json = ?', bind: [JSON.stringify(first)] });
    db.exec("DELETE FROM meta WHERE key = 'record_layout'; PRAGMA user_version = 1");

    expect(openStore(db, STORE_API)).toEqual({ kind: 'existing', migrated: true });
    expect(Number(db.selectValue('PRAGMA user_version'))).toBe(SCHEMA_VERSION);
    expect(store.channel(1)).toEqual(first);
    store.writePage(`${STORE_API}/channels?page=2`, pageOf([makeChannel(2)]));
    expect(store.channel(2)).toEqual(makeChannel(2));
    expect(db.selectValues('SELECT substr(json, 1, 1) FROM records ORDER BY pos')).toEqual([
      '{',
      '[',
    ]);
    expect(openStore(db, STORE_API)).toEqual({ kind: 'existing' });
  });

  it('starts over, without throwing, on an older schema, a newer one, another program’s file or another API', async () => {
    // Records written with another Channel schema: its values would land under the wrong names.
    const older = await emptyDb();
    openStore(older, STORE_API);
    older.exec(`UPDATE meta SET value = '["id","name"]' WHERE key = 'record_layout'`);
    expect(openStore(older, STORE_API)).toEqual({ kind: 'rebuilt', reason: 'older-version' });

    const newer = await emptyDb();
    openStore(newer, STORE_API);
    newer.exec(`PRAGMA user_version = ${SCHEMA_VERSION + 1}`);
    expect(openStore(newer, STORE_API)).toEqual({ kind: 'rebuilt', reason: 'newer-version' });

    const foreign = await emptyDb();
    foreign.exec(
      "CREATE TABLE notes(id INTEGER PRIMARY KEY, body TEXT); INSERT INTO notes(body) VALUES ('x');",
    );
    foreign.exec('CREATE VIRTUAL TABLE notes_fts USING fts5(body)');
    expect(openStore(foreign, STORE_API)).toEqual({ kind: 'rebuilt', reason: 'foreign' });
    expect(foreign.selectValue("SELECT count(*) FROM sqlite_schema WHERE name = 'notes'")).toBe(0);
    expect(Number(foreign.selectValue('PRAGMA application_id'))).toBe(APPLICATION_ID);

    const other = await emptyDb();
    openStore(other, 'http://other.test/api');
    expect(openStore(other, STORE_API)).toEqual({ kind: 'rebuilt', reason: 'other-api' });
    // Each rebuilt file works as a new one.
    for (const db of [older, newer, foreign, other]) {
      const store = new ChannelStore(db);
      store.startWalk();
      store.writePage(`${STORE_API}/channels`, pageOf([makeChannel(7)]));
      expect(store.channel(7)?.id).toBe(7);
    }
  });
});

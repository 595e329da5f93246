// Constraint failures a service did not pre-empt still leave with catalogue codes, never 500000,
// whether the driver error arrives bare or wrapped by Drizzle.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import Fastify, { type FastifyInstance } from 'fastify';
import { sql } from 'drizzle-orm';
import type { Database } from '../db/database.ts';
import { seededMemoryDatabase } from '../test/seeded-database.ts';
import { registerErrorHandler } from './error-handler.ts';
import { AppError } from '../lib/app-error.ts';

describe('error handler', () => {
  let database: Database;
  let app: FastifyInstance;
  beforeAll(async () => {
    database = await seededMemoryDatabase();
    await database.sql.exec(`CREATE TABLE parent (id int PRIMARY KEY);
      CREATE TABLE child (id int PRIMARY KEY, parent_id int NOT NULL REFERENCES parent(id), qty int CHECK (qty > 0));
      INSERT INTO parent VALUES (1);`);
    app = Fastify();
    registerErrorHandler(app);
    app.get('/unique', () => database.db.execute(sql`INSERT INTO parent VALUES (1)`));
    app.get('/fk', () => database.db.execute(sql`INSERT INTO child VALUES (1, 99, 1)`));
    app.get('/check', () => database.db.execute(sql`INSERT INTO child VALUES (2, 1, -1)`));
    app.get('/app-error', () => {
      throw new AppError(409800);
    });
    app.get('/crash', () => {
      throw new Error('secret internal detail: connection string postgres://u:p@h');
    });
    await app.ready();
  });
  afterAll(async () => {
    await app.close();
    await database.close();
  });

  it.each([
    ['/unique', 400, 400800],
    ['/fk', 400, 400701],
    ['/check', 400, 400700],
    ['/app-error', 409, 409800],
  ])('%s → %i with code %i', async (url, status, code) => {
    const res = await app.inject({ url });
    expect(res.statusCode).toBe(status);
    expect(res.json().code).toBe(code);
  });

  it('hides internal text behind 500000', async () => {
    const res = await app.inject({ url: '/crash' });
    expect(res.statusCode).toBe(500);
    expect(res.json()).toEqual({ code: 500000, message: 'Sorry, unexpected error.' });
    expect(res.body).not.toContain('secret');
  });
});

// Named prepared statements for the embedded database's thread (docs/decisions/1307). PGlite's
// query() parses and plans every statement afresh on the unnamed statement: for the bike read, half
// of its time in the database was the planner's. A PostgreSQL server's clients keep named statements
// per connection; PGlite has one connection, so each distinct SQL text is parsed once here under a
// name and afterwards only bound and executed, and PostgreSQL's plan cache does the rest.
// Plain JavaScript, like the worker that uses it.
import { parse, protocol, types } from '@electric-sql/pglite';

const { serialize } = protocol;

/** How many statements are kept; drizzle's texts repeat, but an `IN (…)` of every length is its own. */
const MAX_STATEMENTS = 256;
/** "cached plan must not change result type": a migration changed a kept statement's columns. */
const PLAN_CHANGED = '0A000';

export class PreparedStatements {
  /** SQL text → statement name and parameter types, least recently used first. */
  #kept = new Map();
  #next = 1;
  /** Merged parsers by the types a caller overrides (drizzle always asks for the same few). */
  #merged = new Map();

  /**
   * @param {import('@electric-sql/pglite').PGlite} db
   * @param {{ max?: number }} options  max: statements kept (tests make it small)
   */
  constructor(db, { max = MAX_STATEMENTS } = {}) {
    this.db = db;
    this.max = max;
  }

  /** How many statements are kept now. */
  get size() {
    return this.#kept.size;
  }

  /** As PGlite's query(sql, params, options), over a kept named statement. */
  query(sql, params = [], options = {}) {
    return this.db.runExclusive(async () => {
      try {
        return await this.#run(sql, params, options);
      } catch (err) {
        if (err?.code !== PLAN_CHANGED) throw err;
        await this.#forget(sql);
        return this.#run(sql, params, options);
      }
    });
  }

  async #run(sql, params, options) {
    const messages = [];
    try {
      const statement = await this.#statement(sql);
      const values = params.map((value, i) => {
        if (value === null || value === undefined) return null;
        const type = statement.paramTypes[i];
        const serializer = options.serializers?.[type] ?? this.db.serializers[type];
        return serializer ? serializer(value) : value.toString();
      });
      messages.push(
        ...(await this.#send(serialize.bind({ statement: statement.name, values }))),
        ...(await this.#send(serialize.describe({ type: 'P' }))),
        ...(await this.#send(serialize.execute({}))),
      );
    } finally {
      messages.push(...(await this.#send(serialize.sync())));
    }
    // As query() does after every statement outside its own transactions.
    await this.db.syncToFs();
    return resultOf(messages, this.#parsers(options.parsers), options.rowMode);
  }

  /**
   * The database's parsers with the caller's over them, merged once per set of overridden types:
   * PGlite's parseResults copies every parser of the database for each query, which was the
   * thread's largest cost under the bike read's load.
   */
  #parsers(overrides = {}) {
    const key = Object.keys(overrides).join(',');
    let merged = this.#merged.get(key);
    if (!merged) {
      merged = { ...this.db.parsers, ...overrides };
      this.#merged.set(key, merged);
    }
    return merged;
  }

  /** The kept statement of this text, parsed and described now if it is new. */
  async #statement(sql) {
    const kept = this.#kept.get(sql);
    if (kept) {
      this.#kept.delete(sql);
      this.#kept.set(sql, kept); // most recently used last
      return kept;
    }
    const name = `dp_${this.#next++}`;
    await this.#send(serialize.parse({ name, text: sql }));
    const paramTypes = parse.parseDescribeStatementResults(
      await this.#send(serialize.describe({ type: 'S', name })),
    );
    const statement = { name, paramTypes };
    if (this.#kept.size >= this.max) await this.#forget(this.#kept.keys().next().value);
    this.#kept.set(sql, statement);
    return statement;
  }

  async #forget(sql) {
    const statement = this.#kept.get(sql);
    if (!statement) return;
    this.#kept.delete(sql);
    await this.#send(serialize.close({ type: 'S', name: statement.name }));
    await this.#send(serialize.sync());
  }

  #send(message) {
    return this.db.execProtocolStream(message, { syncToFs: false });
  }
}

/** The result of one statement from its messages, as PGlite's query() answers it. */
function resultOf(messages, parsers, rowMode) {
  let fields = [];
  const rows = [];
  let affectedRows = 0;
  for (const message of messages) {
    if (message.name === 'rowDescription') {
      fields = message.fields.map((f) => ({ name: f.name, dataTypeID: f.dataTypeID }));
    } else if (message.name === 'dataRow') {
      const values = message.fields.map((value, i) => types.parseType(value, fields[i].dataTypeID, parsers));
      rows.push(rowMode === 'array' ? values : Object.fromEntries(fields.map((f, i) => [f.name, values[i]])));
    } else if (message.name === 'commandComplete') {
      const words = message.text.split(' ');
      if (['INSERT', 'UPDATE', 'DELETE', 'COPY', 'MERGE'].includes(words[0]))
        affectedRows += Number.parseInt(words[words.length - 1], 10) || 0;
    }
  }
  return { rows, fields, affectedRows };
}

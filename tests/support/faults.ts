// Faulty bindings for the API tests: a D1 database that answers "database is locked" and an R2
// bucket whose writes fail, each wrapping the real binding and given to the API through the env
// it reads (`new Client().withVars({ DB: faulty.binding })`), so that the code under test runs
// unchanged up to the failing call. The errors are shaped as workerd throws them: D1's as its
// d1-api module builds them (`D1_ERROR: <SQLite's message>: <code>`, the same text as the
// `cause`), R2's as its R2Error (`<action>: <message> (<code>)`, with `code` and `action`).
// Each wrapper counts what it let through and what it failed, so a test can show the fault was
// really met (a test whose fault is never reached proves nothing). The D1 wrapper can also let
// another party write just before a given call (`meanwhile`): a race lost at that exact point.

/** The error D1 gives for SQLITE_BUSY: another writer holds the database. */
export function d1BusyError(): Error {
  const message = "database is locked: SQLITE_BUSY";
  return new Error(`D1_ERROR: ${message}`, { cause: new Error(message) });
}

/** What R2 gives for a failure on its side (error 10001, which its docs say to retry). */
export function r2InternalError(action: string): Error {
  const error = new Error(`${action}: We encountered an internal error. Please try again. (10001)`);
  return Object.assign(error, { name: "R2Error", code: 10001, action });
}

/** SQL that changes the database (what meets SQLITE_BUSY: readers of a WAL database are not blocked). */
export const WRITE_SQL = /^\s*(insert|update|delete|replace|with\b[\s\S]*\b(insert|update|delete)\b)/i;

export type D1Call = { kind: "run" | "all" | "first" | "raw" | "batch" | "exec"; sql: string[] };

export type D1FaultPlan = {
  /** Which calls may fail (a batch is one call, holding all its statements); default: those that write. */
  match?: (call: D1Call) => boolean;
  /** Matching calls let through before the first failure (0: the first one fails). */
  skip?: number;
  /** How many matching calls fail after those; default: every one. */
  times?: number;
  error?: () => Error;
  /**
   * Another party's write, done through the real binding just before the first matching call
   * goes on: a race lost at exactly that point (the check before it passed, the write meets
   * what the other party wrote). Once; with `times: 0` nothing else is failed.
   */
  meanwhile?: (real: D1Database) => Promise<void>;
};

const writes = (call: D1Call) => call.sql.some((s) => WRITE_SQL.test(s));

export class FaultyD1 {
  readonly real: D1Database;
  readonly plan: Required<Omit<D1FaultPlan, "meanwhile">> & Pick<D1FaultPlan, "meanwhile">;
  /** Every call, in order, with whether it was failed. */
  readonly calls: (D1Call & { failed: boolean })[] = [];
  /** Whether `meanwhile` has run. */
  interleaved = false;
  private matched = 0;
  private readonly unwrap = new WeakMap<object, D1PreparedStatement>();

  constructor(real: D1Database, plan: D1FaultPlan = {}) {
    this.real = real;
    this.plan = { match: writes, skip: 0, times: Number.POSITIVE_INFINITY, error: d1BusyError, ...plan };
  }

  get failed() {
    return this.calls.filter((c) => c.failed).length;
  }

  private async gate(call: D1Call) {
    let fail = false;
    if (this.plan.match(call)) {
      if (this.plan.meanwhile && !this.interleaved) {
        this.interleaved = true;
        await this.plan.meanwhile(this.real);
      }
      this.matched += 1;
      const n = this.matched - this.plan.skip;
      fail = n >= 1 && n <= this.plan.times;
    }
    this.calls.push({ ...call, failed: fail });
    if (fail) throw this.plan.error();
  }

  private statement(sql: string, real: D1PreparedStatement): D1PreparedStatement {
    const call = <T>(kind: D1Call["kind"], go: () => Promise<T>) => {
      // the failure comes as D1's does: from the awaited call, not from preparing it
      return (async () => {
        await this.gate({ kind, sql: [sql] });
        return go();
      })();
    };
    const wrapped = {
      bind: (...values: unknown[]) => this.statement(sql, real.bind(...values)),
      first: (column?: string) => call("first", () => (column === undefined ? real.first() : real.first(column))),
      run: () => call("run", () => real.run()),
      all: () => call("all", () => real.all()),
      raw: (options?: { columnNames?: boolean }) =>
        call("raw", () => (options?.columnNames ? real.raw({ columnNames: true }) : real.raw())),
    } as unknown as D1PreparedStatement;
    this.unwrap.set(wrapped, real);
    // the statement's text, for the batch that carries it
    Object.defineProperty(wrapped, "sqlText", { value: sql });
    return wrapped;
  }

  /** The binding to hand to the API. */
  get binding(): D1Database {
    const self = this;
    const binding = {
      prepare: (sql: string) => self.statement(sql, self.real.prepare(sql)),
      async batch(statements: D1PreparedStatement[]) {
        const sql = statements.map((s) => (s as unknown as { sqlText?: string }).sqlText ?? "");
        await self.gate({ kind: "batch", sql });
        return self.real.batch(
          statements.map((s) => {
            const real = self.unwrap.get(s);
            if (!real) throw new Error("a statement of another binding was given to this batch");
            return real;
          }),
        );
      },
      async exec(query: string) {
        await self.gate({ kind: "exec", sql: [query] });
        return self.real.exec(query);
      },
      // the API's per-request D1 session (server/db/client.ts) is this binding again: its
      // queries meet the same faults, and it reaches no bookmark
      withSession: () => binding,
      getBookmark: () => null,
      dump: () => self.real.dump(),
    };
    return binding as unknown as D1Database;
  }
}

export type R2FaultPlan = {
  /** Which operations fail (head, get, put, delete, list, createMultipartUpload); default: put. */
  actions?: readonly string[];
  /** Matching operations let through before the first failure. */
  skip?: number;
  /** How many fail after those; default: every one. */
  times?: number;
};

export class FaultyR2 {
  readonly real: R2Bucket;
  readonly plan: Required<R2FaultPlan>;
  readonly calls: { action: string; key: string; failed: boolean }[] = [];
  private matched = 0;

  constructor(real: R2Bucket, plan: R2FaultPlan = {}) {
    this.real = real;
    this.plan = { actions: ["put"], skip: 0, times: Number.POSITIVE_INFINITY, ...plan };
  }

  get failed() {
    return this.calls.filter((c) => c.failed).length;
  }

  private gate(action: string, key: string) {
    let fail = false;
    if (this.plan.actions.includes(action)) {
      this.matched += 1;
      const n = this.matched - this.plan.skip;
      fail = n >= 1 && n <= this.plan.times;
    }
    this.calls.push({ action, key, failed: fail });
    if (fail) throw r2InternalError(action);
  }

  get binding(): R2Bucket {
    const self = this;
    const real = this.real;
    const bucket = {
      async head(key: string) {
        self.gate("head", key);
        return real.head(key);
      },
      async get(key: string, options?: R2GetOptions) {
        self.gate("get", key);
        return real.get(key, options);
      },
      async put(key: string, value: Parameters<R2Bucket["put"]>[1], options?: R2PutOptions) {
        self.gate("put", key);
        return real.put(key, value, options);
      },
      async delete(keys: string | string[]) {
        self.gate("delete", Array.isArray(keys) ? keys.join(",") : keys);
        return real.delete(keys);
      },
      async list(options?: R2ListOptions) {
        self.gate("list", options?.prefix ?? "");
        return real.list(options);
      },
      createMultipartUpload: (key: string, options?: R2MultipartOptions) => {
        self.gate("createMultipartUpload", key);
        return real.createMultipartUpload(key, options);
      },
      resumeMultipartUpload: (key: string, uploadId: string) => real.resumeMultipartUpload(key, uploadId),
    };
    return bucket as unknown as R2Bucket;
  }
}

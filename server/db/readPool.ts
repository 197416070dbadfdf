import { createRequire } from 'node:module';
import { Worker } from 'node:worker_threads';

/**
 * Read-only SQLite connections in worker threads. better-sqlite3 runs a statement on the thread that
 * calls it, so a long read (a one-letter search over a million refunds, a CSV export batch, a report)
 * run on the server's own connection stops every other request for as long. Reads sent here run on
 * another thread while the event loop serves the rest; writes stay on the server's connection.
 *
 * The worker's code is a small CommonJS script evaluated in the thread, so the same pool works from the
 * compiled server and from the TypeScript sources the tests run.
 */
const WORKER_SOURCE = `
const { parentPort, workerData } = require('node:worker_threads');
// Linux keeps a nice value per thread: long reads yield the processor to the threads answering requests.
try { require('node:os').setPriority(workerData.nice); } catch {}
const Database = require(workerData.driver);
const db = new Database(workerData.file, { readonly: true, fileMustExist: true });
db.pragma('busy_timeout = 5000');
db.pragma('cache_size = -32768');
const statements = new Map();
parentPort.on('message', ({ id, sql, parameters }) => {
  try {
    let statement = statements.get(sql);
    if (!statement) {
      statement = db.prepare(sql);
      if (statements.size >= 500) statements.clear();
      statements.set(sql, statement);
    }
    if (!statement.reader) throw new Error('the read pool runs only statements that return rows');
    parentPort.postMessage({ id, rows: statement.all(parameters) });
  } catch (error) {
    parentPort.postMessage({ id, error: { message: String(error && error.message), code: error && error.code } });
  }
});
`;

/** How much these threads give way to the request threads when the processors are busy (0–19). */
const READ_NICENESS = 10;

interface Task {
  id: number;
  sql: string;
  parameters: readonly unknown[];
  resolve: (rows: unknown[]) => void;
  reject: (error: Error) => void;
}

interface Answer {
  id: number;
  rows?: unknown[];
  error?: { message: string; code?: string };
}

interface Lane {
  worker: Worker;
  busy: Task | null;
}

export interface ReadPool {
  run(sql: string, parameters: readonly unknown[]): Promise<unknown[]>;
  close(): Promise<void>;
}

export function openReadPool(file: string, threads: number): ReadPool {
  const driver = createRequire(import.meta.url).resolve('better-sqlite3');
  const waiting: Task[] = [];
  let nextId = 1;
  let closed = false;
  /** Threads that ended in a row without answering: a pool that cannot start stops trying. */
  let failedStarts = 0;

  function start(lane: Lane) {
    const worker = new Worker(WORKER_SOURCE, {
      eval: true,
      workerData: { driver, file, nice: READ_NICENESS },
    });
    lane.worker = worker;
    worker.on('message', (answer: Answer) => {
      failedStarts = 0;
      const task = lane.busy;
      lane.busy = null;
      worker.unref();
      if (task && task.id === answer.id) {
        if (answer.error)
          task.reject(Object.assign(new Error(answer.error.message), { code: answer.error.code }));
        else task.resolve(answer.rows ?? []);
      }
      dispatch();
    });
    // A thread that ends (out of memory, a crash of the driver) fails its read and is replaced.
    worker.on('exit', () => {
      lane.busy?.reject(new Error(closed ? 'the read pool is closed' : 'a read thread ended'));
      lane.busy = null;
      failedStarts += 1;
      if (failedStarts > 5 && !closed) {
        closed = true;
        for (const task of waiting.splice(0)) task.reject(new Error('the read threads do not start'));
      }
      if (!closed) {
        start(lane);
        dispatch();
      }
    });
    worker.on('error', () => {});
    // An idle thread does not keep the process alive; one with a read in flight does (see dispatch).
    worker.unref();
  }

  // Threads start with the first read: a process that never reads this way (a worker process of the
  // bench, a test server that lists nothing) starts none.
  let lanes: Lane[] = [];
  const startLanes = () => {
    lanes = Array.from({ length: threads }, () => {
      const lane = { busy: null } as Lane;
      start(lane);
      return lane;
    });
  };

  function dispatch() {
    for (const lane of lanes) {
      if (waiting.length === 0) return;
      if (lane.busy) continue;
      const task = waiting.shift() as Task;
      lane.busy = task;
      lane.worker.ref();
      lane.worker.postMessage({ id: task.id, sql: task.sql, parameters: task.parameters });
    }
  }

  return {
    run(sql, parameters) {
      if (closed) return Promise.reject(new Error('the read pool is closed'));
      if (lanes.length === 0) startLanes();
      return new Promise((resolve, reject) => {
        waiting.push({ id: nextId++, sql, parameters, resolve, reject });
        dispatch();
      });
    },
    async close() {
      closed = true;
      for (const task of waiting.splice(0)) task.reject(new Error('the read pool is closed'));
      await Promise.all(lanes.map((lane) => lane.worker.terminate()));
    },
  };
}

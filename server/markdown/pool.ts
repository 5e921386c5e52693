import { Worker } from "node:worker_threads";
import type { MarkdownProblem } from "#shared/markdown.ts";
import type { RenderReply } from "./render-worker.ts";

/** How many times its CPU time limit a task may take in wall-clock time on a machine short of cores. */
export const WALL_CLOCK_FACTOR = 10;

/**
 * The render worker beside this module: its TypeScript source when this module runs from source (tests, the
 * dev server), the JavaScript npm run build compiles beside the server bundle when it runs from the build.
 */
const defaultWorkerUrl = () =>
  new URL(import.meta.url.endsWith(".ts") ? "./render-worker.ts" : "./render-worker.js", import.meta.url);

/** The CPU time a worker's thread has used, in milliseconds (Node reads it without the thread's help). */
const cpuMs = (worker: Worker) => worker.cpuUsage().then(({ user, system }) => (user + system) / 1000);

export interface RenderPoolOptions {
  threads: number;
  timeLimitMs: number;
  maxQueue: number;
  /** How long a thread may wait for work before it ends (each holds its own V8 heap); the next render starts one. */
  idleMs?: number;
  /** The worker's module; the render worker unless a test stands in a worker of its own. */
  workerUrl?: URL;
}

export type RenderOutcome = { ok: true; html: string } | { ok: false; problem: MarkdownProblem };

interface Task {
  id: number;
  markdown: string;
  resolve(outcome: RenderOutcome): void;
  reject(error: Error): void;
}

/**
 * A few worker threads that render Markdown, each task stopped after `timeLimitMs` of its own running
 * time (its wait in the queue does not count). Hand-written rather than piscina: piscina can only abort
 * a task by a signal started when the task is queued, so under load a cheap post could time out while
 * waiting behind others; here the clock starts when a worker takes the task, and what counts is the CPU
 * time the worker's thread spent on it: on a busy machine a thread waits for a core, and a plain post
 * rendered in 5 ms of CPU could take 200 ms of wall-clock time (CI saw such posts refused as too complex).
 */
export class RenderPool {
  private readonly idle: Worker[] = [];
  private readonly idleTimers = new Map<Worker, NodeJS.Timeout>();
  private readonly busy = new Map<Worker, { task: Task; timer: NodeJS.Timeout; cpuAtStart: Promise<number> }>();
  private readonly queue: Task[] = [];
  private nextId = 1;
  private closed = false;
  private size = 0;
  private readonly options: RenderPoolOptions;

  // No parameter properties: Node runs this file itself (worker threads, type stripping only).
  constructor(options: RenderPoolOptions) {
    this.options = options;
  }

  /** Threads running or starting. */
  get threads(): number {
    return this.size;
  }

  render(markdown: string): Promise<RenderOutcome> {
    if (this.closed) return Promise.reject(new Error("The Markdown renderer is closed."));
    // A flood of renders is refused as too complex rather than queued without bound.
    if (this.queue.length >= this.options.maxQueue) return Promise.resolve({ ok: false, problem: "tooComplex" });
    return new Promise((resolve, reject) => {
      this.queue.push({ id: this.nextId++, markdown, resolve, reject });
      this.dispatch();
    });
  }

  async close(): Promise<void> {
    this.closed = true;
    for (const task of this.queue.splice(0)) task.reject(new Error("The Markdown renderer is closed."));
    const workers = [...this.idle.splice(0), ...this.busy.keys()];
    for (const timer of this.idleTimers.values()) clearTimeout(timer);
    this.idleTimers.clear();
    for (const { task, timer } of this.busy.values()) {
      clearTimeout(timer);
      task.reject(new Error("The Markdown renderer is closed."));
    }
    this.busy.clear();
    await Promise.all(workers.map((worker) => worker.terminate()));
    this.size = 0;
  }

  private dispatch() {
    for (let worker = this.idle.pop(); worker; worker = this.idle.pop()) {
      const task = this.queue.shift();
      if (!task) {
        this.idle.push(worker);
        break;
      }
      clearTimeout(this.idleTimers.get(worker));
      this.idleTimers.delete(worker);
      const cpuAtStart = cpuMs(worker);
      const timer = setTimeout(() => void this.check(worker, task, Date.now()), this.options.timeLimitMs);
      this.busy.set(worker, { task, timer, cpuAtStart });
      worker.postMessage({ id: task.id, markdown: task.markdown });
    }
    // More workers while tasks wait and there is room; each takes work once it has loaded.
    const starting = this.size - this.idle.length - this.busy.size;
    for (let waiting = this.queue.length - starting; waiting > 0 && this.size < this.options.threads; waiting--) {
      this.spawn();
    }
  }

  private spawn(): Worker {
    this.size++;
    const worker = new Worker(this.options.workerUrl ?? defaultWorkerUrl());
    worker.unref();
    worker.on("message", (reply: RenderReply) => {
      if ("ready" in reply) {
        ready = true;
        this.park(worker);
        this.dispatch();
        return;
      }
      const job = this.busy.get(worker);
      if (!job || job.task.id !== reply.id) return;
      clearTimeout(job.timer);
      this.busy.delete(worker);
      job.task.resolve("html" in reply ? { ok: true, html: reply.html } : { ok: false, problem: reply.problem });
      this.park(worker);
      this.dispatch();
    });
    let ready = false;
    worker.on("error", (error) => {
      const job = this.busy.get(worker);
      if (!ready) {
        // It cannot even load: fail what waits rather than start replacements forever.
        for (const task of this.queue.splice(0)) task.reject(error);
      }
      this.retire(worker);
      job?.task.reject(error);
    });
    return worker;
  }

  /**
   * The task's wall-clock allowance is up: stop it if its thread really ran that long, otherwise wait for
   * the rest of its CPU allowance. However loaded the machine, a task gets at most `WALL_CLOCK_FACTOR`
   * times its limit in wall-clock time, so a member's post is answered.
   */
  private async check(worker: Worker, task: Task, firstCheckAt: number) {
    const job = this.busy.get(worker);
    if (job?.task !== task) return;
    const used = await Promise.all([job.cpuAtStart, cpuMs(worker)]).then(
      ([start, now]) => now - start,
      () => Number.POSITIVE_INFINITY,
    );
    if (this.busy.get(worker)?.task !== task) return;
    const left = this.options.timeLimitMs - used;
    const wallLeft = firstCheckAt + this.options.timeLimitMs * (WALL_CLOCK_FACTOR - 1) - Date.now();
    if (left <= 0 || wallLeft <= 0) {
      this.stop(worker, { ok: false, problem: "tooComplex" });
      return;
    }
    job.timer = setTimeout(() => void this.check(worker, task, firstCheckAt), Math.max(10, Math.min(left, wallLeft)));
  }

  /** A worker waits for work, and ends if none comes within idleMs. */
  private park(worker: Worker) {
    this.idle.push(worker);
    if (this.options.idleMs === undefined) return;
    clearTimeout(this.idleTimers.get(worker));
    const timer = setTimeout(() => {
      if (!this.idle.includes(worker)) return;
      this.retire(worker);
      void worker.terminate();
    }, this.options.idleMs);
    timer.unref();
    this.idleTimers.set(worker, timer);
  }

  /** Ends a worker stuck on a task (the only way to stop synchronous code) and answers the task. */
  private stop(worker: Worker, outcome: RenderOutcome) {
    const job = this.busy.get(worker);
    this.retire(worker);
    void worker.terminate();
    job?.task.resolve(outcome);
  }

  private retire(worker: Worker) {
    const job = this.busy.get(worker);
    if (job) clearTimeout(job.timer);
    clearTimeout(this.idleTimers.get(worker));
    this.idleTimers.delete(worker);
    this.busy.delete(worker);
    const at = this.idle.indexOf(worker);
    if (at >= 0) this.idle.splice(at, 1);
    worker.removeAllListeners("message");
    this.size--;
    if (!this.closed) this.dispatch();
  }
}

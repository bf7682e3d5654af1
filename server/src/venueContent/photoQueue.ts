/**
 * Photo work, one job at a time. sharp runs each step on one of libuv's four pool threads, the
 * same threads bcrypt hashes passwords on; an upload that made its six files at once filled all
 * four, and four uploads in parallel kept a sign-in waiting 21 s. In this queue a job starts when
 * the one before it has ended (settled either way), and each job makes its files one after
 * another, so photo work holds at most one pool thread and the others stay free for sign-ins.
 */
export class SerialQueue {
  private tail: Promise<unknown> = Promise.resolve();

  /** Runs `job` once every job queued before it has settled; its result or its error. */
  run<T>(job: () => Promise<T>): Promise<T> {
    const result = this.tail.then(job, job);
    this.tail = result.catch(() => undefined);
    return result;
  }
}

/**
 * An async iterator fed by push(); return() ends it at once (also while a consumer waits),
 * running the cleanup. Async generators cannot do that while suspended on an await.
 */
export class Pushable<T> implements AsyncIterableIterator<T> {
  private readonly queue: T[] = [];
  private readonly waiting: Array<(result: IteratorResult<T>) => void> = [];
  private done = false;

  constructor(private readonly onClose: () => void = () => undefined) {}

  push(value: T): void {
    if (this.done) return;
    const resolve = this.waiting.shift();
    if (resolve) resolve({ value, done: false });
    else this.queue.push(value);
  }

  next(): Promise<IteratorResult<T>> {
    if (this.queue.length > 0) return Promise.resolve({ value: this.queue.shift() as T, done: false });
    if (this.done) return Promise.resolve({ value: undefined, done: true });
    return new Promise((resolve) => this.waiting.push(resolve));
  }

  return(): Promise<IteratorResult<T>> {
    if (!this.done) {
      this.done = true;
      this.queue.length = 0;
      for (const resolve of this.waiting.splice(0)) resolve({ value: undefined, done: true });
      this.onClose();
    }
    return Promise.resolve({ value: undefined, done: true });
  }

  throw(err?: unknown): Promise<IteratorResult<T>> {
    void this.return();
    return Promise.reject(err);
  }

  [Symbol.asyncIterator](): this {
    return this;
  }
}

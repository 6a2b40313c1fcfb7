/** Runs tasks one at a time, in call order: a task starts when the one before it has settled. */
export interface Lock {
  run<T>(task: () => Promise<T>): Promise<T>;
}

export function createLock(): Lock {
  let tail: Promise<unknown> = Promise.resolve();
  return {
    run(task) {
      const result = tail.then(task);
      tail = result.catch(() => undefined);
      return result;
    },
  };
}

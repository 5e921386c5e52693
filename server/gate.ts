/** A first-come, first-served gate that lets `limit` tasks run at once. */
export function createGate(limit: number) {
  let running = 0;
  const waiting: Array<() => void> = [];
  return async function run<T>(task: () => Promise<T>): Promise<T> {
    if (running >= limit) await new Promise<void>((resolve) => waiting.push(resolve));
    else running += 1;
    try {
      return await task();
    } finally {
      // The slot passes straight to the next in line, so `running` never drops below what is in flight.
      const next = waiting.shift();
      if (next) next();
      else running -= 1;
    }
  };
}

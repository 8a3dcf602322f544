/** Clients asking through the proxy in a loop, keeping every answer that was not a 200. */

export interface LoadResult {
  answered: number;
  /** `<path>: <status or error>` for each request that failed. */
  failures: string[];
}

export interface Load {
  /** Requests answered so far. */
  answered(): number;
  stop(): Promise<LoadResult>;
}

/** `clients` loops, each asking `pathOf(i)` for its i-th request, until stopped. */
export function startLoad(base: string, pathOf: (i: number) => string, clients = 8): Load {
  let running = true;
  let answered = 0;
  let next = 0;
  const failures: string[] = [];
  const client = async () => {
    while (running) {
      const path = pathOf(next++);
      try {
        const response = await fetch(`${base}${path}`);
        await response.arrayBuffer();
        if (response.status !== 200) failures.push(`${path}: ${response.status}`);
      } catch (error) {
        failures.push(`${path}: ${(error as Error).cause ?? (error as Error).message}`);
      }
      answered++;
    }
  };
  const loops = Array.from({ length: clients }, client);
  return {
    answered: () => answered,
    stop: async () => {
      running = false;
      await Promise.all(loops);
      return { answered, failures };
    },
  };
}

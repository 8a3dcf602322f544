/** Where the server's modules report: one line per event (runServer.ts prints them, tests collect them). */
export interface ServerLog {
  info(message: string): void;
  warn(message: string): void;
}

/**
 * What to tell the person starting the server when it cannot listen: which address, why,
 * and the setting that gets round it (`PORT`, `HOST`), so a port in use is one line to fix.
 */
export function listenFailure(
  error: unknown,
  host: string,
  port: number,
  command = "npm start",
): string[] {
  const code = (error as NodeJS.ErrnoException | undefined)?.code;
  const address = `${host.includes(":") ? `[${host}]` : host}:${port}`;
  const another = port === 8080 ? 8081 : 8080;
  switch (code) {
    case "EADDRINUSE":
      return [
        `cannot listen on ${address}: port ${port} is already in use (EADDRINUSE).`,
        `Stop what is using it, or choose another port: PORT=${another} ${command}`,
      ];
    case "EACCES":
      return [
        `cannot listen on ${address}: port ${port} needs privileges this user lacks (EACCES).`,
        `Choose a port above 1023: PORT=${another} ${command}`,
      ];
    case "EADDRNOTAVAIL":
      return [
        `cannot listen on ${address}: ${host} is not an address of this machine (EADDRNOTAVAIL).`,
        "Set HOST to one of its addresses (127.0.0.1, or 0.0.0.0 for every interface).",
      ];
    default:
      return [`cannot listen on ${address}: ${(error as Error).message}`];
  }
}

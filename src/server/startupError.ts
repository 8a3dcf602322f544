/** A configuration the server refuses to start with; `lines` say why. */
export class StartupError extends Error {
  constructor(readonly lines: string[]) {
    super(lines.join("\n"));
  }
}

/** Why a JSON text does not parse, and where: 1-based line and column, as an editor counts. */
export interface JsonSyntaxError {
  message: string;
  line: number;
  column: number;
}

/**
 * Parses JSON text; on a syntax error, says where it is by line and column. Node 20's
 * `JSON.parse` gives an offset at best ("at position 948"), and some of its messages give
 * none ("Unexpected token '}', ..."), so the place is found by `syntaxErrorOffset`.
 */
export function parseJson(text: string): { data: unknown } | { error: JsonSyntaxError } {
  try {
    return { data: JSON.parse(text) as unknown };
  } catch (error) {
    const offset = syntaxErrorOffset(text) ?? text.length;
    const before = text.slice(0, offset);
    const message = (error as Error).message
      // The place, said here by line and column instead.
      .replace(/ at position \d+.*$/s, "")
      // A quote of the text around it, which the line and column replace.
      .replace(/, .*is not valid JSON$/s, "");
    return {
      error: {
        message,
        line: before.split("\n").length,
        column: offset - before.lastIndexOf("\n"),
      },
    };
  }
}

/** The offset of the first character JSON's grammar refuses (the text's length when it ends too soon). */
export function syntaxErrorOffset(text: string): number | undefined {
  let i = 0;
  const fail = (): never => {
    throw i;
  };
  const space = () => {
    while (i < text.length && " \t\n\r".includes(text.charAt(i))) i++;
  };
  const expect = (pattern: RegExp) => {
    if (i >= text.length || !pattern.test(text.charAt(i))) fail();
    i++;
  };
  const digits = () => {
    expect(/[0-9]/);
    while (/[0-9]/.test(text.charAt(i))) i++;
  };
  const string = () => {
    expect(/"/);
    for (;;) {
      // A control character must be escaped.
      if (i >= text.length || text.charCodeAt(i) < 0x20) fail();
      const char = text[i++];
      if (char === '"') return;
      if (char !== "\\") continue;
      if (text[i] !== "u") expect(/["\\/bfnrt]/);
      else {
        i++;
        for (let n = 0; n < 4; n++) expect(/[0-9a-fA-F]/);
      }
    }
  };
  const number = () => {
    if (text[i] === "-") i++;
    if (text[i] === "0") i++;
    else digits();
    if (text[i] === ".") {
      i++;
      digits();
    }
    if (text[i] === "e" || text[i] === "E") {
      i++;
      if (text[i] === "+" || text[i] === "-") i++;
      digits();
    }
  };
  const list = (close: string, item: () => void) => {
    i++;
    space();
    if (text[i] === close) {
      i++;
      return;
    }
    for (;;) {
      item();
      space();
      if (text[i] === close) {
        i++;
        return;
      }
      expect(/,/);
    }
  };
  const member = () => {
    space();
    string();
    space();
    expect(/:/);
    value();
  };
  const literal = () => {
    const word = ["true", "false", "null"].find((name) => name[0] === text[i]);
    if (!word) fail();
    for (const letter of word as string) {
      if (text[i] !== letter) fail();
      i++;
    }
  };
  function value(): void {
    space();
    const char = text.charAt(i);
    if (char === "{") list("}", member);
    else if (char === "[") list("]", value);
    else if (char === '"') string();
    else if (char === "-" || /[0-9]/.test(char)) number();
    else literal();
  }
  try {
    value();
    space();
    if (i < text.length) fail();
    return undefined;
  } catch (offset) {
    if (typeof offset === "number") return offset;
    return undefined; // nested too deep to follow: no place to give
  }
}

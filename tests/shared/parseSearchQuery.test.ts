/**
 * The archive search's query language: each operator alone and together, what malformed
 * queries are read as (and what the reader is told), the cache key, and the FTS5 text,
 * which a real FTS5 table must accept for any input.
 */
import SqliteDatabase from "better-sqlite3";
import { afterAll, describe, expect, it } from "vitest";
import { parseSearchQuery } from "../../src/shared/parseSearchQuery.ts";
import {
  canonicalQuery,
  fts5Match,
  matchWords,
  tsQueryText,
} from "../../src/shared/searchQueryText.ts";
import type { Atom, IgnoredReason, SearchQuery } from "../../src/shared/searchQueryTree.ts";
import { validText } from "../../src/shared/validText.ts";

const word = (text: string, titleOnly = false): Atom => ({
  kind: "word",
  words: [text],
  titleOnly,
});
const phrase = (text: string, titleOnly = false): Atom => ({
  kind: "phrase",
  words: text.split(" "),
  titleOnly,
});
const title = (text: string) => (text.includes(" ") ? phrase(text, true) : word(text, true));
/** A parse with nothing but `parts`. */
const parsed = (parts: Partial<SearchQuery>): SearchQuery => ({
  all: [],
  none: [],
  sites: [],
  sources: [],
  ignored: [],
  ...parts,
});

describe("parseSearchQuery: each operator", () => {
  const cases: [string, Partial<SearchQuery>][] = [
    ["flood storm", { all: [[word("flood")], [word("storm")]] }],
    [
      "Flooding in NAIROBI, flooding",
      { all: [[word("flooding")], [word("in")], [word("nairobi")]] },
    ],
    ['"river tesk"', { all: [[phrase("river tesk")]] }],
    ["\u201Criver tesk\u201D", { all: [[phrase("river tesk")]] }],
    ['"Flood"', { all: [[word("flood")]] }],
    ['"rock AND roll"', { all: [[phrase("rock and roll")]] }],
    ["river-tesk", { all: [[word("river")], [word("tesk")]] }],
    ["flood -meridale", { all: [[word("flood")]], none: [word("meridale")] }],
    ['flood -"river tesk"', { all: [[word("flood")]], none: [phrase("river tesk")] }],
    ["flood -river-tesk", { all: [[word("flood")]], none: [phrase("river tesk")] }],
    ["flood OR storm", { all: [[word("flood"), word("storm")]] }],
    ["flood or storm", { all: [[word("flood")], [word("or")], [word("storm")]] }],
    ["a b OR c d", { all: [[word("a")], [word("b"), word("c")], [word("d")]] }],
    ["a OR b OR c", { all: [[word("a"), word("b"), word("c")]] }],
    ['"river tesk" OR intitle:flood', { all: [[phrase("river tesk"), title("flood")]] }],
    ["river-tesk OR flood", { all: [[phrase("river tesk"), word("flood")]] }],
    ['"a"OR"b"', { all: [[word("a"), word("b")]] }],
    ["intitle:flood", { all: [[title("flood")]] }],
    ['intitle:"budget vote"', { all: [[title("budget vote")]] }],
    ["InTitle:river-tesk", { all: [[title("river tesk")]] }],
    ["intitle:NOT", { all: [[title("not")]] }],
    ["flood -intitle:rumour", { all: [[word("flood")]], none: [title("rumour")] }],
    ["site:example.org", { sites: ["example.org"] }],
    ["site:https://www.Example.org/x", { sites: ["example.org"] }],
    ["SITE:www.BBC.co.uk:443/news?x=1#y", { sites: ["bbc.co.uk"] }],
    ["site:www.org", { sites: ["www.org"] }],
    ['site:"example.org"', { sites: ["example.org"] }],
    ["site:bücher.de", { sites: ["bücher.de"] }],
    ["site:xn--bcher-kva.de.", { sites: ["xn--bcher-kva.de"] }],
    ["site:a.org site:b.org site:A.org", { sites: ["a.org", "b.org"] }],
    ["source:BBC-News", { sources: ["bbc-news"] }],
    ["source:bbc-news Source:reuters source:bbc-news", { sources: ["bbc-news", "reuters"] }],
    ["after:2026-11-01", { after: "2026-11-01" }],
    ["after:2026-11-01 AFTER:2026-12-24 after:2026-01-01", { after: "2026-12-24" }],
    ["before:2026-11-01 before:2024-02-29 before:2026-12-01", { before: "2024-02-29" }],
    ["-after:2026-11-01 -before:2026-01-01", { after: "2026-01-01", before: "2026-11-01" }],
    ['"river tesk" -meridale', { all: [[phrase("river tesk")]], none: [word("meridale")] }],
    [
      "flood OR storm site:example.org after:2026-11-01",
      { all: [[word("flood"), word("storm")]], sites: ["example.org"], after: "2026-11-01" },
    ],
    [
      'intitle:"budget vote" source:bbc-news',
      { all: [[title("budget vote")]], sources: ["bbc-news"] },
    ],
    [
      'flood OR "river tesk" -intitle:rumour -meridale site:bbc.co.uk before:2026-11-02 intitle:tesk',
      {
        all: [[word("flood"), phrase("river tesk")], [title("tesk")]],
        none: [title("rumour"), word("meridale")],
        sites: ["bbc.co.uk"],
        before: "2026-11-02",
      },
    ],
    ["-meridale site:example.org", { none: [word("meridale")], sites: ["example.org"] }],
    ["covid:19", { all: [[word("covid")], [word("19")]] }],
    ["<b>rain</b> AND road NOT NEAR", { all: [[word("rain")], [word("road")]] }],
    [
      "\uFF53\uFF49\uFF54\uFF45\uFF1Aexample.org \uFF02a b\uFF02",
      {
        all: [[phrase("a b")]],
        sites: ["example.org"],
      },
    ],
    ["فيضانات OR سيول 😀", { all: [[word("فيضانات"), word("سيول")]] }],
    ["flood\u200Fstorm", { all: [[word("flood")], [word("storm")]] }],
  ];
  it.each(cases)("reads %j", (text, parts) => {
    expect(parseSearchQuery(text)).toEqual(parsed(parts));
  });
});

describe("parseSearchQuery: malformed queries", () => {
  const words13 = "w1 w2 w3 w4 w5 w6 w7 w8 w9 w10 w11 w12 w13 w14";
  const megabyte = Array.from({ length: 150_000 }, (_, i) => `w${i}`).join(" ");
  // Input, the query read (as its canonical key), what the reader is told.
  const cases: [string, string, [string, IgnoredReason][]][] = [
    ['"river tesk', "river tesk", [['"river tesk', "unclosed-quote"]]],
    ["flood \u201Criver tesk", "flood river tesk", [["\u201Criver tesk", "unclosed-quote"]]],
    ['flood "river" "tesk', "flood river tesk", [['"tesk', "unclosed-quote"]]],
    ['-"river tesk', "tesk -river", [['-"river tesk', "unclosed-quote"]]],
    ['site:"example.org', "site:example.org", [['site:"example.org', "unclosed-quote"]]],
    ["flood -", "flood", [["-", "lone-minus"]]],
    ["-", "", [["-", "lone-minus"]]],
    [
      "flood -!!! - --",
      "flood",
      [
        ["-!!!", "lone-minus"],
        ["-", "lone-minus"],
        ["--", "lone-minus"],
      ],
    ],
    ["OR flood", "flood", [["OR", "lone-or"]]],
    ["flood OR", "flood", [["OR", "lone-or"]]],
    ["OR", "", [["OR", "lone-or"]]],
    ["flood OR OR storm", "flood OR storm", [["OR", "lone-or"]]],
    ["flood OR -storm", "flood -storm", [["OR", "lone-or"]]],
    ["-storm OR flood", "flood -storm", [["OR", "lone-or"]]],
    ["flood OR site:example.org", "flood site:example.org", [["OR", "lone-or"]]],
    ["a AND OR b", "a OR b", []],
    ['a OR "" b', "a OR b", [['""', "no-words"]]],
    ["site:", "", [["site:", "empty-operator"]]],
    [
      "flood intitle: source: after: before:",
      "flood",
      [
        ["intitle:", "empty-operator"],
        ["source:", "empty-operator"],
        ["after:", "empty-operator"],
        ["before:", "empty-operator"],
      ],
    ],
    ["flood site:???", "flood", [["site:???", "bad-host"]]],
    [
      "flood site:localhost site:-x.org site:a..org site:a_b.org",
      "flood",
      [
        ["site:localhost", "bad-host"],
        ["site:-x.org", "bad-host"],
        ["site:a..org", "bad-host"],
        ["site:a_b.org", "bad-host"],
      ],
    ],
    [
      "flood source:BBC_News source:-x",
      "flood",
      [
        ["source:BBC_News", "bad-source"],
        ["source:-x", "bad-source"],
      ],
    ],
    ["flood after:2026-02-30", "flood", [["after:2026-02-30", "bad-date"]]],
    [
      "flood after:2026-13-01 after:2025-02-29",
      "flood",
      [
        ["after:2026-13-01", "bad-date"],
        ["after:2025-02-29", "bad-date"],
      ],
    ],
    [
      "flood before:yesterday before:2026-1-1",
      "flood",
      [
        ["before:yesterday", "bad-date"],
        ["before:2026-1-1", "bad-date"],
      ],
    ],
    [
      "flood -site:example.org -source:bbc-news",
      "flood",
      [
        ["-site:example.org", "cannot-exclude"],
        ["-source:bbc-news", "cannot-exclude"],
      ],
    ],
    [
      'flood intitle:"" intitle:!!!',
      "flood",
      [
        ['intitle:""', "no-words"],
        ["intitle:!!!", "no-words"],
      ],
    ],
    [
      '-meridale -"river tesk"',
      "",
      [
        ["-meridale", "only-exclusions"],
        ['-"river tesk"', "only-exclusions"],
      ],
    ],
    ["NEAR(a b)", "a b", []],
    ["title:x*", "title x", []],
    ["^", "", []],
    [
      '"""',
      "",
      [
        ['"', "unclosed-quote"],
        ['""', "no-words"],
      ],
    ],
    ['"'.repeat(10_000), "", [['""', "no-words"]]],
    [
      '"'.repeat(199),
      "",
      [
        ['"', "unclosed-quote"],
        ['""', "no-words"],
      ],
    ],
    ["\uD800", "", []],
    ["\uD800flood \uDFFF", "flood", []],
    ["flood\0storm\x1b-rain\x7F", "flood storm -rain", []],
    ['"\0"', "", [['""', "no-words"]]],
    [words13, "w1 w10 w11 w12 w2 w3 w4 w5 w6 w7 w8 w9", [["w13 w14", "too-many-words"]]],
    [
      '"w1 w2 w3 w4 w5 w6 w7 w8 w9 w10 w11 w12 w13 w14" -x',
      '"w1 w2 w3 w4 w5 w6 w7 w8 w9 w10 w11 w12"',
      [["w13 w14 x", "too-many-words"]],
    ],
    [
      megabyte,
      "w0 w1 w10 w11 w2 w3 w4 w5 w6 w7 w8 w9",
      [["w12 w13 w14 w15 w16 w17 w18 w19 w20 w21", "too-many-words"]],
    ],
  ];
  // Named by their first characters: two inputs are megabytes long.
  const named = cases.map(([text, key, reasons]) => ({
    name: JSON.stringify(text.slice(0, 60)),
    text,
    key,
    reasons,
  }));
  it.each(named)("reads $name", ({ text, key, reasons }) => {
    const query = parseSearchQuery(text);
    expect(canonicalQuery(query)).toBe(key);
    expect(query.ignored).toEqual(reasons.map(([typed, reason]) => ({ text: typed, reason })));
  });

  it("cuts an ignored part to 40 code points, as valid text", () => {
    const [ignored] = parseSearchQuery(`site:${"😀".repeat(60)}\uD800`).ignored;
    expect(ignored?.reason).toBe("bad-host");
    expect(Array.from(ignored?.text ?? "")).toHaveLength(40);
    expect(ignored?.text.startsWith("site:😀")).toBe(true);
  });
});

describe("canonicalQuery", () => {
  it("is one key for one search, whatever its spacing, casing and order", () => {
    const spellings = [
      'flood OR storm -meridale "river tesk" site:example.org source:bbc-news after:2026-11-01',
      '  Storm OR FLOOD   "River  Tesk" site:https://www.EXAMPLE.org/news  -Meridale AFTER:2026-11-01 Source:BBC-News',
      "source:bbc-news after:2026-01-01 after:2026-11-01 site:example.org \u201Criver tesk\u201D -meridale storm OR flood site:www.example.org",
      'flood OR storm OR flood "river tesk" "river tesk" -meridale -meridale source:bbc-news site:example.org after:2026-11-01',
    ];
    const keys = spellings.map((text) => canonicalQuery(parseSearchQuery(text)));
    expect(new Set(keys).size).toBe(1);
    expect(keys[0]).toBe(
      '"river tesk" flood OR storm -meridale site:example.org source:bbc-news after:2026-11-01',
    );
  });

  it("tells different searches apart", () => {
    const texts = [
      "flood storm",
      "flood OR storm",
      '"flood storm"',
      "intitle:flood storm",
      "flood -storm",
      "flood site:storm.org",
      "flood source:storm",
      "flood after:2026-11-01",
      "flood before:2026-11-01",
    ];
    const keys = texts.map((text) => canonicalQuery(parseSearchQuery(text)));
    expect(new Set(keys).size).toBe(texts.length);
  });

  it("reads back as the same search", () => {
    const query = parseSearchQuery(
      'intitle:"budget vote" a b OR c river-tesk OR d -intitle:x -"y z" before:2026-01-02',
    );
    const key = canonicalQuery(query);
    expect(key).toBe(
      '"river tesk" OR d a b OR c intitle:"budget vote" -"y z" -intitle:x before:2026-01-02',
    );
    expect(canonicalQuery(parseSearchQuery(key))).toBe(key);
  });

  it("is empty for nothing to search, and filters alone are a search", () => {
    expect(canonicalQuery(parseSearchQuery(""))).toBe("");
    expect(canonicalQuery(parseSearchQuery("-flood"))).toBe("");
    expect(canonicalQuery(parsed({ none: [word("flood")] }))).toBe("");
    expect(canonicalQuery(parseSearchQuery("SOURCE:Reuters"))).toBe("source:reuters");
  });
});

describe("fts5Match and tsQueryText", () => {
  it("write plain words as the archive read them before operators: each quoted, all needed", () => {
    const query = parseSearchQuery("Flooding in NAIROBI, flooding 2025!");
    expect(fts5Match(query)).toBe('"flooding" AND "in" AND "nairobi" AND "2025"');
    expect(tsQueryText(query)).toBe("'flooding' & 'in' & 'nairobi' & '2025'");
  });

  it("find no word in punctuation or lone surrogates, and read at most 200 characters", () => {
    expect(matchWords(parseSearchQuery("!!! '; * ( ) :"))).toEqual([]);
    expect(matchWords(parseSearchQuery("\uD800\uDFFF\uDC00"))).toEqual([]);
    expect(matchWords(parseSearchQuery("\uD800rain"))).toEqual(["rain"]);
    expect(matchWords(parseSearchQuery("a".repeat(1_000)))).toEqual(["a".repeat(200)]);
  });

  const cases: [string, string | undefined, string | undefined][] = [
    [
      '"river tesk" -meridale',
      '"river tesk" NOT ("meridale")',
      "'river' <-> 'tesk' & !('meridale')",
    ],
    [
      "flood OR storm site:example.org after:2026-11-01",
      '("flood" OR "storm")',
      "('flood' | 'storm')",
    ],
    ['intitle:"budget vote" source:bbc-news', 'title : "budget vote"', "'budget':A <-> 'vote':A"],
    [
      'a b OR intitle:c -d -intitle:"e f"',
      '("a" AND ("b" OR title : "c")) NOT ("d" OR title : "e f")',
      "'a' & ('b' | 'c':A) & !('d' | 'e':A <-> 'f':A)",
    ],
    ["site:example.org -flood", undefined, undefined],
    ["", undefined, undefined],
  ];
  it.each(cases)("write %j", (text, fts5, tsquery) => {
    const query = parseSearchQuery(text);
    expect(fts5Match(query)).toBe(fts5);
    expect(tsQueryText(query)).toBe(tsquery);
  });

  it("quote what a hand-made query holds", () => {
    const query = parsed({ all: [[word('a"b'), word("c'd\\")], []] });
    expect(fts5Match(query)).toBe('("a""b" OR "c\'d\\")');
    expect(tsQueryText(query)).toBe("('a\"b' | 'c''d\\\\')");
    expect(fts5Match(parsed({ all: [[]], none: [word("x")] }))).toBeUndefined();
  });
});

describe("matchWords", () => {
  it("lists the words looked for, each once, not the excluded ones", () => {
    const query = parseSearchQuery('Flood OR intitle:"river FLOOD" -storm tesk site:example.org');
    expect(matchWords(query)).toEqual(["flood", "river", "tesk"]);
  });
});

describe("on a real FTS5 table", () => {
  const db = new SqliteDatabase(":memory:");
  afterAll(() => db.close());
  db.exec(`CREATE VIRTUAL TABLE article_fts USING fts5(title, description,
    tokenize='porter unicode61 remove_diacritics 2')`);
  const insert = db.prepare("INSERT INTO article_fts(rowid, title, description) VALUES (?, ?, ?)");
  insert.run(
    1,
    "Budget vote delayed again",
    "Ministers said the river Tesk flooding changed plans.",
  );
  insert.run(2, "River Tesk bursts its banks", "Meridale residents evacuated after the storm.");
  insert.run(
    3,
    "Storm warning for the coast",
    "Forecasters expect flooding near Meridale and the river.",
  );
  insert.run(4, "Floods close schools", "Tesk river levels rise; the budget vote is off.");
  const select = db.prepare<[string], { rowid: number }>(
    "SELECT rowid FROM article_fts WHERE article_fts MATCH ? ORDER BY rowid",
  );
  const find = (text: string) => {
    const match = fts5Match(parseSearchQuery(text));
    return match === undefined ? [] : select.all(match).map((row) => row.rowid);
  };

  const cases: [string, number[]][] = [
    ['"river tesk"', [1, 2]],
    ['"river tesk" -meridale', [1]],
    ['"budget vote"', [1, 4]],
    ['intitle:"budget vote"', [1]],
    ["intitle:storm OR intitle:flood", [3, 4]],
    ["meridale -intitle:storm", [2]],
    ["river -tesk", [3]],
    ["river-tesk OR coast", [1, 2, 3]],
    ["NEAR(river tesk)", [1, 2, 4]],
  ];
  it.each(cases)("finds %j in %j", (text, rows) => {
    expect(find(text)).toEqual(rows);
  });

  it("accepts the MATCH text of any input, which never throws (fuzz)", () => {
    const random = seeded(24);
    const fragments = [
      "OR",
      "or",
      "AND",
      "NOT",
      "NEAR(",
      "NEAR",
      "-",
      "--",
      "- ",
      '"',
      '"',
      "\u201C",
      "\u201D",
      "\uFF02",
      "intitle:",
      "InTitle:",
      "site:",
      "SITE:",
      "source:",
      "after:",
      "before:",
      "2026-02-30",
      "2026-11-01",
      "example.org",
      "https://www.Example.org/x",
      "bbc-news",
      "foo:bar",
      "title:x*",
      "^",
      "*",
      "(",
      ")",
      ":",
      "'",
      "\\",
      "{title}",
      "river",
      "tesk",
      "flood",
      "storm",
      "é",
      "ß",
      "İ",
      "ς",
      "ﬁ",
      "\u0301",
      "\uD800",
      "\uDC00",
      "\0",
      "\x1b",
      "\u200F",
      "😀",
      "👨‍👩‍👧",
      "مرحبا",
      "עברית",
      "中文",
      "<b>",
      "</b>",
      "<",
      ">",
      " ",
      "  ",
      "\t",
      "\n",
      "",
    ];
    const pick = <T>(items: readonly T[]): T => items[Math.floor(random() * items.length)] as T;
    // Problems are collected rather than asserted one by one: an expect per check would be
    // most of the test's time.
    const problems: string[] = [];
    const reasons = new Set<IgnoredReason>();
    let matched = 0;
    for (let run = 0; run < 3_000; run++) {
      let text = "";
      const parts = Math.floor(random() * 24);
      for (let part = 0; part < parts; part++) {
        text +=
          random() < 0.15 ? String.fromCodePoint(Math.floor(random() * 0x30000)) : pick(fragments);
        if (random() < 0.5) text += " ";
      }
      const problem = (what: string) => problems.push(`${JSON.stringify(text)}: ${what}`);
      const query = parseSearchQuery(text);
      const match = fts5Match(query);
      if ((match === undefined) !== (query.all.length === 0)) problem("fts5Match");
      if ((tsQueryText(query) === undefined) !== (query.all.length === 0)) problem("tsQueryText");
      if (match !== undefined) {
        try {
          select.all(match);
          matched++;
        } catch (error) {
          problem(`${match}: ${(error as Error).message}`);
        }
      }
      const atoms = [...query.all.flat(), ...query.none];
      if (atoms.flatMap((atom) => atom.words).length > 12) problem("more than 12 words");
      for (const atom of atoms)
        if (
          atom.words.length === 0 ||
          atom.kind !== (atom.words.length === 1 ? "word" : "phrase") ||
          !atom.words.every((w) => /^[\p{L}\p{N}]+$/u.test(w))
        )
          problem(`atom ${JSON.stringify(atom)}`);
      for (const { text: typed, reason } of query.ignored) {
        reasons.add(reason);
        if (Array.from(typed).length > 40 || validText(typed) !== typed || typed !== typed.trim())
          problem(`ignored ${JSON.stringify(typed)}`);
      }
      const key = canonicalQuery(query);
      if (canonicalQuery(parseSearchQuery(key)) !== key) problem(`key ${key}`);
    }
    expect(problems).toEqual([]);
    // The fuzz reaches the database and most of what a reader is told.
    expect(matched).toBeGreaterThan(1_500);
    expect(reasons.size).toBeGreaterThanOrEqual(9);
  });
});

/** A repeatable stream of numbers in [0, 1) (mulberry32). */
function seeded(seed: number): () => number {
  let state = seed;
  return () => {
    state = (state + 0x6d2b79f5) | 0;
    let t = Math.imul(state ^ (state >>> 15), 1 | state);
    t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

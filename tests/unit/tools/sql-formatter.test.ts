import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { bigquery, formatDialect, mysql, postgresql, sql, sqlite, transactsql, type DialectOptions } from 'sql-formatter';
import {
  DEFAULT_OPTIONS,
  DIALECTS,
  SAMPLE_SQL,
  formatSql,
  lexSql,
  libraryProblem,
  parseSettings,
  sqlTask,
  type Dialect,
  type Engine,
  type SqlOptions,
  type SqlResult,
  type Token,
} from '../../../src/tools/sql-formatter/sql-formatter';

const DIALECT_OPTIONS: Record<Dialect, DialectOptions> = { sql, postgresql, mysql, sqlite, transactsql, bigquery };
const engine = (dialect: Dialect): Engine => ({ formatDialect, dialect: DIALECT_OPTIONS[dialect] });

const run = (text: string, options: Partial<SqlOptions> = {}) => {
  const all = { ...DEFAULT_OPTIONS, ...options };
  return formatSql(text, all, engine(all.dialect));
};

function ok(result: SqlResult) {
  if (result.status !== 'ok') throw new Error(`Expected a result, got ${JSON.stringify(result)}`);
  return result;
}
const output = (text: string, options: Partial<SqlOptions> = {}) => ok(run(text, options)).output;

function tokens(text: string, dialect: Dialect): Token[] {
  const lexed = lexSql(text, dialect);
  if (!lexed.ok) throw new Error(`Could not read ${JSON.stringify(text)}: ${JSON.stringify(lexed.problem)}`);
  return lexed.tokens;
}
const LITERAL = new Set(['string', 'quoted', 'lineComment', 'blockComment']);
/** Strings, quoted identifiers and comments, exactly as written. */
const literals = (text: string, dialect: Dialect) => tokens(text, dialect).filter((t) => LITERAL.has(t.kind)).map((t) => t.text);
/** Everything but whitespace, words in one case. */
const shape = (text: string, dialect: Dialect) =>
  tokens(text, dialect)
    .map((t) => (t.kind === 'word' ? t.text.toUpperCase() : t.text))
    .join('');

/** A string literal each dialect reads as one, holding a line comment, a block comment and a quote. */
const TRICKY_STRING: Record<Dialect, string> = {
  sql: "'it''s -- not a comment /* nor this */'",
  postgresql: "'it''s -- not a comment /* nor this */'",
  mysql: "'it\\'s -- not a comment /* nor this */'",
  sqlite: "'it''s -- not a comment /* nor this */'",
  transactsql: "N'it''s -- not a comment /* nor this */'",
  bigquery: "'it\\'s -- not a comment /* nor this */'",
};

describe('comments and strings survive byte for byte', () => {
  for (const dialect of DIALECTS) {
    it(`${dialect}: a string with -- and a comment inside, a multi-line block comment and a trailing line comment`, () => {
      const block = '/* keep\n      this   indent\n\t* and this */';
      const text = `select a, ${TRICKY_STRING[dialect]} as s -- trailing  \nfrom t ${block}\nwhere b = 1 -- last`;
      for (const mode of ['format', 'minify'] as const) {
        const out = output(text, { dialect, mode });
        expect(out).toContain(TRICKY_STRING[dialect]);
        expect(out).toContain(block);
        expect(out).toContain('-- trailing  \n');
        expect(out.endsWith('-- last')).toBe(true);
        expect(literals(out, dialect)).toEqual(literals(text, dialect));
      }
    });
  }

  it('formats with the chosen keyword case and indent', () => {
    expect(output('select a, b from t where x = 1', { keywordCase: 'upper', indent: '2' })).toBe('SELECT\n  a,\n  b\nFROM\n  t\nWHERE\n  x = 1');
    expect(output('SELECT a FROM t', { keywordCase: 'lower', indent: '4' })).toBe('select\n    a\nfrom\n    t');
    expect(output('Select a From t', { keywordCase: 'preserve', indent: 'tab' })).toBe('Select\n\ta\nFrom\n\tt');
    // Data types and built-in functions follow the keyword case.
    expect(output('create table t (id integer); select count(*) from t', { keywordCase: 'upper' })).toBe('CREATE TABLE t (id INTEGER);\n\nSELECT\n  COUNT(*)\nFROM\n  t');
  });

  it('keeps each dialect’s own literals whole', () => {
    expect(output('select $body$ -- not /* */ a comment $body$, E\'a\\\'b\'', { dialect: 'postgresql' })).toBe("SELECT\n  $body$ -- not /* */ a comment $body$,\n  E'a\\'b'");
    expect(output('select [order -- x], "q""t" from [t]', { dialect: 'transactsql' })).toBe('SELECT\n  [order -- x],\n  "q""t"\nFROM\n  [t]');
    expect(output("select '''a -- b\n''', r'\\d' # c\nfrom `p.d.t`", { dialect: 'bigquery' })).toBe("SELECT\n  '''a -- b\n''',\n  r'\\d' # c\nFROM\n  `p.d.t`");
    expect(output('select `a b`, "x -- y" # note\nfrom t', { dialect: 'mysql' })).toBe('SELECT\n  `a b`,\n  "x -- y" # note\nFROM\n  t');
  });
});

describe('minify', () => {
  it('collapses whitespace, keeping a newline after a line comment and spaces where tokens would merge', () => {
    expect(output('SELECT  a ,\n  b\nFROM t   -- why\nWHERE x >= - -1 AND y = :id', { mode: 'minify' })).toBe('SELECT a,b FROM t -- why\nWHERE x>= - -1 AND y= :id');
    expect(output('select 1e -5, 1 .5, t . c from t', { mode: 'minify' })).toBe('select 1e -5,1 .5,t.c from t');
    expect(output("select N 'x', N'y' from t", { mode: 'minify', dialect: 'transactsql' })).toBe("select N 'x',N'y' from t");
    expect(output('select 1\nGO\nselect 2', { mode: 'minify', dialect: 'transactsql' })).toBe('select 1\nGO\nselect 2');
    expect(output('  \n  select 1 ;  \n\n', { mode: 'minify' })).toBe('select 1;');
  });
});

describe('problems', () => {
  it('names an unterminated string, identifier or comment with its line and column', () => {
    expect(run("select 1,\n  'abc from t")).toEqual({ status: 'error', problem: { kind: 'unterminated', what: 'string', line: 2, column: 3 } });
    expect(run('select [a from t', { dialect: 'transactsql' })).toEqual({ status: 'error', problem: { kind: 'unterminated', what: 'identifier', line: 1, column: 8 } });
    expect(run('select 1 /* open', { mode: 'minify' })).toEqual({ status: 'error', problem: { kind: 'unterminated', what: 'comment', line: 1, column: 10 } });
  });

  it('names an unbalanced parenthesis', () => {
    expect(run('select (a from t')).toEqual({ status: 'error', problem: { kind: 'unclosedParen', line: 1, column: 8 } });
    expect(run('select a)\nfrom t')).toEqual({ status: 'error', problem: { kind: 'unmatchedParen', line: 1, column: 9 } });
  });

  it('reports the library’s parse errors at their place in the original text, comments and batches included', () => {
    // The placeholder for the comment is shorter than the comment: the position is the original's.
    expect(run('/* a\n   b */ select a & b from t')).toEqual({ status: 'error', problem: { kind: 'unexpectedText', text: '& b from t', line: 2, column: 18 } });
    expect(libraryProblem('Parse error: Unexpected "& x" at line 2 column 4.\nThis likely', 10, 5)).toEqual({ kind: 'unexpectedText', text: '& x', line: 11, column: 4 });
    expect(libraryProblem('Parse error at token: ) at line 1 column 9\nUnexpected CLOSE_PAREN', 3, 7)).toEqual({ kind: 'unexpectedToken', text: ')', line: 3, column: 15 });
    expect(libraryProblem('Parse error at token: «EOF» at line 1 column 17\n', 1, 1)).toEqual({ kind: 'unexpectedEnd', line: 1, column: 17 });
    expect(libraryProblem('Parse error: Invalid SQL')).toEqual({ kind: 'invalid', message: 'Parse error: Invalid SQL' });
  });

  it('never throws on arbitrary text', () => {
    fc.assert(
      fc.property(fc.string({ maxLength: 80 }), fc.constantFrom(...DIALECTS), fc.constantFrom('format' as const, 'minify' as const), (text, dialect, mode) => {
        expect(['ok', 'error', 'empty']).toContain(run(text, { dialect, mode }).status);
      }),
      { numRuns: 300 },
    );
  });
});

describe('large input', () => {
  it('formats in batches of statements with progress, exactly as formatting it whole does', () => {
    const statement = (i: number) => `select a${i}, 'x -- ${i}' from t${i} /* n ${i} */ where b > ${i}; -- after ${i}\n`;
    const text = Array.from({ length: 400 }, (_, i) => statement(i)).join('');
    const task = sqlTask({ text, options: DEFAULT_OPTIONS }, engine('sql'));
    let steps = 0;
    let step = task.next();
    while (!step.done) {
      steps++;
      step = task.next();
    }
    expect(steps).toBeGreaterThan(3);
    const result = ok(step.value);
    expect(result.statements).toBe(400);
    const whole = formatDialect(text, { dialect: sql, keywordCase: 'upper', dataTypeCase: 'upper', functionCase: 'upper', tabWidth: 2 });
    expect(result.output).toBe(whole);
  });

  it('gives a problem in a later batch its line in the whole text', () => {
    const text = `${'select 1;\n'.repeat(2000)}select a & b;`;
    expect(run(text)).toEqual({ status: 'error', problem: { kind: 'unexpectedText', text: '& b;', line: 2001, column: 10 } });
  });
});

describe('sample and settings', () => {
  it('formats the sample with its comments and string as written', () => {
    const out = output(SAMPLE_SQL);
    expect(out).toContain("'sale -- 2026 /* spring */'");
    expect(out).toContain('/* only active customers,\n   ordered by revenue */');
    expect(ok(run(SAMPLE_SQL)).statements).toBe(1);
  });

  it('drops unknown or malformed settings', () => {
    expect(parseSettings({ mode: 'minify', dialect: 'postgresql', keywordCase: 'lower', indent: 'tab' })).toEqual({ mode: 'minify', dialect: 'postgresql', keywordCase: 'lower', indent: 'tab' });
    expect(parseSettings({ mode: 'x', dialect: 'oracle', keywordCase: 'title', indent: 3 })).toEqual({});
    expect(parseSettings({ indent: 4 })).toEqual({ indent: '4' });
    expect(parseSettings(null)).toEqual({});
  });
});

// ---------------------------------------------------------------- property

const NAMES = ['id', 'name', 'total', 'created_at', 'customer', 'amount', 'x'];
const TABLES = ['orders', 'customers', 't', 'line_items'];

const quoteIdentifier = (dialect: Dialect, name: string) =>
  dialect === 'mysql' || dialect === 'bigquery' ? `\`${name} col\`` : dialect === 'transactsql' ? `[${name} col]` : `"${name} ""col"""`;

/** Content that tries to end a string or a comment early. */
const tricky = fc.array(fc.constantFrom('a', ' ', '--', '/*', '*/', '#', ';', '(', ')', '\n', '  ', "'", '"', '$$', 'é', '\t'), { maxLength: 8 }).map((parts) => parts.join(''));

function stringLiteral(dialect: Dialect, content: string): string {
  if (dialect === 'bigquery' || dialect === 'mysql') return `'${content.replaceAll('\\', '\\\\').replaceAll("'", "\\'")}'`;
  return `'${content.replaceAll("'", "''")}'`;
}
const lineComment = (content: string) => `-- ${content.replaceAll('\n', ' ').replaceAll('\r', ' ')}`;
const blockComment = (dialect: Dialect, content: string) => {
  const safe = content.replaceAll('*/', '* /');
  return `/* ${dialect === 'postgresql' || dialect === 'transactsql' ? safe.replaceAll('/*', '/ *') : safe} */`;
};

const queryFor = (dialect: Dialect) =>
  fc
    .record({
      columns: fc.array(
        fc.oneof(
          fc.constantFrom(...NAMES),
          fc.constantFrom(...NAMES).map((n) => quoteIdentifier(dialect, n)),
          tricky.map((c) => stringLiteral(dialect, c)),
          fc.integer({ min: -5, max: 500 }).map(String),
          fc.constantFrom(...NAMES).map((n) => `count(${n})`),
          // T-SQL has no || (the library reads it as two | operators and writes `| |`).
          fc.tuple(fc.constantFrom(...NAMES), fc.constantFrom('+', '-', '*', '/', ...(dialect === 'transactsql' ? [] : ['||']))).map(([n, op]) => `${n} ${op} 2`),
        ),
        { minLength: 1, maxLength: 4 },
      ),
      table: fc.constantFrom(...TABLES),
      where: fc.option(fc.tuple(fc.constantFrom(...NAMES), fc.constantFrom('=', '<>', '>=', '<'), tricky.map((c) => stringLiteral(dialect, c))), { nil: undefined }),
      order: fc.boolean(),
      comments: fc.array(fc.tuple(fc.nat(30), fc.boolean(), tricky), { maxLength: 3 }),
      keywordCase: fc.constantFrom('preserve' as const, 'upper' as const, 'lower' as const),
      indent: fc.constantFrom('2' as const, '4' as const, 'tab' as const),
      statements: fc.integer({ min: 1, max: 2 }),
    })
    .map((q) => {
      const parts = ['select', q.columns.join(', '), 'from', q.table];
      if (q.where) parts.push('where', q.where.join(' '));
      if (q.order) parts.push('order by', '1', 'desc');
      // Comments go between the parts, a line comment always followed by a newline.
      for (const [at, line, content] of q.comments) {
        const index = 1 + (at % parts.length);
        parts.splice(index, 0, line ? `${lineComment(content)}\n` : blockComment(dialect, content));
      }
      const one = parts.join(' ');
      return { text: Array.from({ length: q.statements }, () => one).join(';\n'), keywordCase: q.keywordCase, indent: q.indent };
    });

describe('property: formatting and minifying change whitespace only', () => {
  for (const dialect of DIALECTS) {
    it(dialect, () => {
      fc.assert(
        fc.property(queryFor(dialect), fc.constantFrom('format' as const, 'minify' as const), ({ text, keywordCase, indent }, mode) => {
          const out = output(text, { dialect, mode, keywordCase, indent });
          expect(literals(out, dialect)).toEqual(literals(text, dialect));
          expect(shape(out, dialect)).toBe(shape(text, dialect));
          if (keywordCase === 'preserve') expect(tokens(out, dialect).map((t) => t.text)).toEqual(tokens(text, dialect).map((t) => t.text));
        }),
        { numRuns: 60 },
      );
    });
  }
});

import { describe, expect, it } from 'vitest';
import { britishSpellings, titleCaseProblem, wordProblems } from '../words';

describe('titleCaseProblem', () => {
  it.each([
    'Load Sample',
    'Clear All',
    'Copy Stats',
    'Download PNG',
    'Generate New Password',
    'How to Use',
    'Use Output as Input',
    'Add a Step',
    'Pick From Screen',
    'Download sitemap.xml',
    'Copy JSON',
    'Copy URL',
    'Formatted JSON',
    'NIST SP 800-63B Checks',
    'Sort A → Z',
    'X Is What % of Y',
    'Step 1: Add the Script',
    '2. The Service',
    'Read-Only',
    'Built-in Tester',
    'Copied!',
    'Log In',
    'e.g. Google',
    '#3b82f6',
    '320px',
    'UTF-8 Correct',
    'Show 100 More',
    'Rules per Crawler',
    '<code> Word Counter',
    '',
  ])('accepts %j', (label) => {
    expect(titleCaseProblem(label)).toBeNull();
  });

  it.each([
    ['How to use', 'use'],
    ['Load example', 'example'],
    ['Choose file', 'file'],
    ['Use output as input', 'output'],
    ['Add A Step', 'A Step'],
    ['Use As Input', 'As'],
    ['Copy The Link', 'The'],
    ['Show 100 More (100 of 250 shown)', 'shown'],
    ['Read-only', 'only'],
    ['Sort by length', 'length'],
    ['theme', 'theme'],
  ])('refuses %j (names %j)', (label, word) => {
    expect(titleCaseProblem(label)).toContain(`"${word.split(' ')[0]}"`);
  });

  it('keeps the spec’s exact strings and the case names that show their own case', () => {
    for (const label of ['No tools found', 'Sentence case', 'lower case', 'camelCase', 'kebab-case']) expect(titleCaseProblem(label)).toBeNull();
  });

  it('lowercases a minor word anywhere but first (and after a colon or dash)', () => {
    expect(titleCaseProblem('Note: the End')).toContain('"the"');
    expect(titleCaseProblem('Note: The End')).toBeNull();
    expect(titleCaseProblem('Sizes — the Basics')).toContain('"the"');
  });
});

describe('britishSpellings', () => {
  it('finds each listed spelling, in any case and inflection', () => {
    expect(
      britishSpellings(
        'Colour, colours and coloured; the centre, centred; optimise, optimisation; grey, greys; recognised; licence; favourite; behaviour; organise; analysed; customise; summarise; normalise; memorise; neighbours; honour; Kilometre, litres; defence; the catalogue',
      ),
    ).toEqual([
      'Colour', 'colours', 'coloured', 'centre', 'centred', 'optimise', 'optimisation', 'grey', 'greys', 'recognised', 'licence', 'favourite', 'behaviour',
      'organise', 'analysed', 'customise', 'summarise', 'normalise', 'memorise', 'neighbours', 'honour', 'Kilometre', 'litres', 'defence', 'catalogue',
    ]);
  });

  it('leaves US spellings and look-alikes alone', () => {
    expect(
      britishSpellings(
        'color, center, centered, centric, optimize, gray, recognize, license, favorite, behavior, organize, analysis, analyses of data, normalize, neighbor, honor, kilometer, liter, defense, catalog, greyhound? no: greyish is flagged',
      ),
    ).toEqual(['greyhound', 'greyish']);
  });
});

describe('wordProblems', () => {
  it('reports each British spelling and each label that breaks Title Case, once', () => {
    const problems = wordProblems({
      labels: [
        { kind: 'button', text: 'Pick a Colour' },
        { kind: 'h2', text: 'How to use' },
        { kind: 'h2', text: 'How to use' },
        { kind: 'tab', text: 'Format Converter' },
      ],
      text: 'Pick a Colour. How to use',
    });
    expect(problems).toEqual([
      'British spelling "Colour"',
      'British spelling "Colour" in button "Pick a Colour"',
      'h2: "use" should start with a capital in "How to use"',
    ]);
  });
});

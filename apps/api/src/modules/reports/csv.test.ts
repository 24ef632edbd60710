import { describe, expect, it } from 'vitest';
import { neutraliseFormula, writeCsv } from './csv.ts';

describe('the CSV files', () => {
  it('give a text cell a spreadsheet would run a leading quote (OWASP), and leave any other text alone', () => {
    for (const text of ['=1+1', '+353 87 123 4567', '-2+3', '@SUM(A1:A2)', '\tTab', '\rReturn']) {
      expect(neutraliseFormula(text), JSON.stringify(text)).toBe(`'${text}`);
    }
    for (const text of ['Aoife Ó Briain', 'Deleted customer', "'quoted", ' =spaced', '']) {
      expect(neutraliseFormula(text), JSON.stringify(text)).toBe(text);
    }
  });

  it('write amounts as numbers, a negative one too, and quote what needs quoting', () => {
    const csv = writeCsv(
      ['Name', 'Rate', 'Amount'],
      [
        ['=HYPERLINK("http://evil.example","Click")', { number: 13.5 }, { cents: -1950 }],
        ['Ryan, Aoife', { number: 23 }, { cents: 5 }],
        ['Line\nbreak', { number: 0 }, { cents: 123456 }],
      ],
    );
    expect(csv).toBe(
      '\uFEFFName,Rate,Amount\r\n' +
        `"'=HYPERLINK(""http://evil.example"",""Click"")",13.5,-19.50\r\n` +
        '"Ryan, Aoife",23,0.05\r\n' +
        '"Line\nbreak",0,1234.56\r\n',
    );
  });
});

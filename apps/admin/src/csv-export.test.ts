import { describe, expect, it } from 'vitest';
import { recordsCsv } from './csv-export';

describe('recordsCsv (the lists’ Export button)', () => {
  it('quotes every text and leaves no formula a `;`-splitting spreadsheet would run', () => {
    const csv = recordsCsv([
      { id: 1, username: 'Bob;=HYPERLINK("http://x";"y")', is_staff: false, address: null },
      { id: 2, username: '@SUM(A1)', address: { city: '+32 Gent' }, lines: [1, 2] },
    ]);
    expect(csv.split('\r\n')).toEqual([
      '"id","username","is_staff","address","address.city","lines"',
      `1,"Bob;'=HYPERLINK(""http://x"";""y"")",false,,,`,
      `2,"'@SUM(A1)",,,"'+32 Gent","[1,2]"`,
    ]);
  });
});

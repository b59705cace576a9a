import { PORTAL_LIMITS } from '../../../../shared/limits.js';
import { LEAD_ROWS_MAX, readLeadRows } from './lead-rows.js';

const HEADER = ['id', 'name', 'chats', 'intent'];

describe('lead sheet rows', () => {
  it('turn good rows into leads, trimmed, with line breaks kept and numbered like the sheet', () => {
    const sheet = readLeadRows([HEADER, [' 7 ', ' Asha ', 'Lead: hi\r\nAgent: hello', ' buy ']]);
    expect(sheet).toEqual({
      read: 1,
      rejected: [],
      leads: [{ row: 2, input: { externalId: '7', name: 'Asha', pastChats: 'Lead: hi\nAgent: hello', previousIntent: 'buy' } }],
    });
  });

  it('reject bad rows with their row number and reason, and keep the good rows around them', () => {
    const long = (n: number) => 'x'.repeat(n + 1);
    const sheet = readLeadRows([
      HEADER,
      ['1', 'Good One', 'Lead: hello', 'buy'],
      ['2', '', 'Lead: no name', ''],
      ['3', 'No Chats', '   ', ''],
      ['4', long(PORTAL_LIMITS.leadName), 'Lead: hi', ''],
      ['5', 'Long Talker', long(PORTAL_LIMITS.pastChats), ''],
      ['6', 'Bell\u0007Name', 'Lead: hi', ''],
      ['7', 'Escape', 'Lead: \u001b[31mred', ''],
      ['1', 'Same Id', 'Lead: again', ''],
      ['', 'Good Two', 'Lead: tabs\tand\nlines', 'rent'],
    ]);
    expect(sheet.rejected).toEqual([
      { row: 3, reason: 'missing name' },
      { row: 4, reason: 'missing chats' },
      { row: 5, reason: `name too long (${PORTAL_LIMITS.leadName + 1} characters, at most ${PORTAL_LIMITS.leadName})` },
      { row: 6, reason: `chats too long (${PORTAL_LIMITS.pastChats + 1} characters, at most ${PORTAL_LIMITS.pastChats})` },
      { row: 7, reason: 'control characters in the name' },
      { row: 8, reason: 'control characters in the chats' },
      { row: 9, reason: 'duplicate id "1" (already on row 2)' },
    ]);
    expect(sheet.leads.map((lead) => [lead.row, lead.input.name])).toEqual([
      [2, 'Good One'],
      [10, 'Good Two'],
    ]);
    expect(sheet.read).toBe(9);
  });

  it('skip blank rows without counting them, and keep later row numbers true to the sheet', () => {
    const sheet = readLeadRows([['name', 'chats'], [], ['', '  '], ['Asha', 'Lead: hi'], ['Ravi']]);
    expect(sheet.read).toBe(2);
    expect(sheet.leads[0].row).toBe(4);
    expect(sheet.rejected).toEqual([{ row: 5, reason: 'missing chats' }]);
  });

  it('reject a second row of the same name when there is no id to tell them apart', () => {
    const sheet = readLeadRows([['name', 'chats'], ['Asha', 'Lead: one'], ['Asha', 'Lead: two']]);
    expect(sheet.leads).toHaveLength(1);
    expect(sheet.rejected).toEqual([{ row: 3, reason: 'duplicate name "Asha" without an id (already on row 2); add an id column to keep both' }]);
  });

  it('fail as a whole when the chats column is missing', () => {
    expect(() => readLeadRows([['name', 'email'], ['Asha', 'a@example.com']])).toThrow(/no pastChats .* found: "name", "email"/);
  });

  it('read the optional contact columns in the market\'s way, and refuse a row whose contact is not what its column says', () => {
    const now = new Date('2026-11-27T10:00:00Z');
    const sheet = readLeadRows(
      [
        ['Name', 'Chats', 'Mobile', 'Email', 'Source', 'Last contact'],
        ['Asha', 'Lead: hi', '98765 43210', 'asha@example.com', '99acres', '20/11/2026'],
        ['Ravi', 'Lead: hi', '', '', '', ''],
        ['Bad Phone', 'Lead: hi', '12345', '', '', ''],
        ['Bad Mail', 'Lead: hi', '', 'ravi@', '', ''],
        ['Bad Date', 'Lead: hi', '', '', '', '11/20/2026'],
        ['Future', 'Lead: hi', '', '', '', '2027-01-05'],
        ['Long Source', 'Lead: hi', '', '', 'x'.repeat(101), ''],
      ],
      { market: 'in', now },
    );
    expect(sheet.leads.map((lead) => [lead.input.name, lead.input.contact])).toEqual([
      ['Asha', { phone: '+919876543210', email: 'asha@example.com', source: '99acres', lastContactAt: new Date('2026-11-20T12:00:00Z') }],
      ['Ravi', { phone: null, email: null, source: null, lastContactAt: null }],
    ]);
    expect(sheet.rejected).toEqual([
      { row: 4, reason: 'phone "12345" is not a phone number (add the country code, as in +44 20 7946 0958)' },
      { row: 5, reason: 'email "ravi@" is not an e-mail address' },
      { row: 6, reason: 'last contact "11/20/2026" is not a date (write it as 20/11/2026 or 2026-11-20)' },
      { row: 7, reason: 'last contact "2027-01-05" is in the future' },
      { row: 8, reason: 'source too long (101 characters, at most 100)' },
    ]);
  });

  it('leave contact out of a sheet without contact columns, so a sync keeps what is stored', () => {
    expect(readLeadRows([['name', 'chats'], ['Asha', 'Lead: hi']]).leads[0].input.contact).toBeUndefined();
  });

  it('refuse a sheet of more rows than one import takes, whole, with how many it has', () => {
    const rows = (n: number) => [['name', 'chats'], ...Array.from({ length: n }, (_, i) => [`Lead ${i}`, 'Lead: hi'])];
    expect(readLeadRows(rows(LEAD_ROWS_MAX)).leads).toHaveLength(LEAD_ROWS_MAX);
    expect(() => readLeadRows(rows(LEAD_ROWS_MAX + 1))).toThrow('The sheet has 50,001 rows; one import takes at most 50,000. Split it into parts and import each.');
  });
});

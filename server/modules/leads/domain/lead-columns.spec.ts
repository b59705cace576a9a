import { matchLeadColumns, normaliseHeader } from './lead-columns.js';
import { MissingLeadColumnsError } from './leads.errors.js';

describe('lead sheet headers', () => {
  it('match without regard to case, spaces, underscores or a byte-order mark', () => {
    expect(normaliseHeader('\uFEFF Past  Chats ')).toBe('pastchats');
    expect(matchLeadColumns(['ID', ' Name ', 'Past Chats', 'PREVIOUS_INTENT'])).toEqual({ id: 0, name: 1, pastChats: 2, previousIntent: 3 });
  });

  it('accept chats, messages and intent as the short spellings', () => {
    expect(matchLeadColumns(['messages', 'name'])).toEqual({ pastChats: 0, name: 1 });
    expect(matchLeadColumns(['Chats', 'Intent', 'Name', 'notes'])).toEqual({ pastChats: 0, previousIntent: 1, name: 2 });
  });

  it('find the optional contact columns under the names CRMs and portals export', () => {
    expect(matchLeadColumns(['Name', 'Chats', 'Mobile No', 'E-mail', 'Lead Source', 'Last Contacted'])).toEqual({
      name: 0,
      pastChats: 1,
      phone: 2,
      email: 3,
      source: 4,
      lastContactAt: 5,
    });
    expect(matchLeadColumns(['name', 'chats', 'WhatsApp Number', 'email_address', 'last_contact_at'])).toMatchObject({ phone: 2, email: 3, lastContactAt: 4 });
  });

  it('take the first of two columns that mean the same', () => {
    expect(matchLeadColumns(['name', 'chats', 'messages']).pastChats).toBe(1);
  });

  it('refuse a sheet without a name or chats column, listing the headers it has', () => {
    expect(() => matchLeadColumns(['Name', 'Email', 'Notes'])).toThrow(MissingLeadColumnsError);
    expect(() => matchLeadColumns(['Name', 'Email', 'Notes'])).toThrow(
      'The sheet has no pastChats (or chats, messages) column. Row 1 must name the columns; found: "Name", "Email", "Notes".',
    );
    expect(() => matchLeadColumns(['full name', 'conversation'])).toThrow(/no name and no pastChats .* found: "full name", "conversation"/);
    expect(() => matchLeadColumns([])).toThrow(/found: no headers at all/);
  });
});

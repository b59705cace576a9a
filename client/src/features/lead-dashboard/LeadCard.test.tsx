import { describe, expect, it } from '@jest/globals';
import { render, screen, within } from '@testing-library/react';
import { LeadCard } from './LeadCard.js';
import { TEST_LEAD } from '../../../test/lead-fixture.js';

const LEAD = TEST_LEAD;

describe('LeadCard: contact details', () => {
  it('offers tap to call, WhatsApp for a mobile number and e-mail, with the source and the last contact', () => {
    render(
      <LeadCard
        lead={{
          ...LEAD,
          contact: {
            phone: { e164: '+919876543210', display: '+91 98765 43210', whatsapp: true },
            email: 'asha@example.com',
            source: '99acres',
            lastContactAt: '2026-11-20T12:00:00.000Z',
          },
        }}
      />,
    );
    const actions = screen.getByRole('list', { name: 'Contact Asha Verma' });
    expect(within(actions).getByRole('link', { name: 'Call +91 98765 43210' })).toHaveAttribute('href', 'tel:+919876543210');
    const whatsapp = within(actions).getByRole('link', { name: 'WhatsApp (opens in a new tab)' });
    expect(whatsapp).toHaveAttribute('href', 'https://wa.me/919876543210');
    expect(whatsapp).toHaveAttribute('rel', 'noopener noreferrer');
    expect(within(actions).getByRole('link', { name: 'E-mail asha@example.com' })).toHaveAttribute('href', 'mailto:asha@example.com');
    expect(screen.getByText('Source').nextElementSibling).toHaveTextContent('99acres');
    expect(screen.getByText('Last contact').nextElementSibling?.querySelector('time')).toHaveAttribute('datetime', '2026-11-20T12:00:00.000Z');
  });

  it('offers no WhatsApp for a landline, and shows no contact block for a lead without details', () => {
    const { unmount } = render(
      <LeadCard lead={{ ...LEAD, contact: { phone: { e164: '+442079460958', display: '+44 20 7946 0958', whatsapp: false }, email: null, source: null, lastContactAt: null } }} />,
    );
    expect(screen.getByRole('link', { name: 'Call +44 20 7946 0958' })).toBeInTheDocument();
    expect(screen.queryByRole('link', { name: /WhatsApp/ })).toBeNull();
    expect(screen.queryByText('Source')).toBeNull();
    unmount();
    render(<LeadCard lead={LEAD} />);
    expect(screen.queryByRole('list', { name: /Contact/ })).toBeNull();
    expect(screen.queryAllByRole('link')).toEqual([]);
  });
});

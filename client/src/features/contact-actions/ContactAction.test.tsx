import { afterEach, describe, expect, it, jest } from '@jest/globals';
import { act, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { ContactAction } from './ContactAction.js';
import { COPIED_VISIBLE_MS } from './use-copy-to-clipboard.js';

type WriteText = (text: string) => Promise<void>;

/** user-event installs its own clipboard stub in setup(), so the mock goes in after it. */
function mockClipboard(writeText: jest.Mock<WriteText> | undefined) {
  Object.defineProperty(navigator, 'clipboard', {
    configurable: true,
    value: writeText ? { writeText } : undefined,
  });
}

afterEach(() => {
  jest.useRealTimers();
});

describe('ContactAction', () => {
  it('copies the e-mail address and says so politely, then clears the message', async () => {
    jest.useFakeTimers();
    const user = userEvent.setup({ advanceTimers: jest.advanceTimersByTime });
    const writeText = jest.fn<WriteText>().mockResolvedValue(undefined);
    mockClipboard(writeText);
    render(<ContactAction kind="email" value="hello@averra.ai" href="mailto:hello@averra.ai" linkLabel="Send e-mail" />);

    const status = screen.getByRole('status');
    expect(status).toHaveAttribute('aria-live', 'polite');
    expect(status).toBeEmptyDOMElement();

    await user.click(screen.getByRole('button', { name: 'Copy address' }));
    expect(writeText).toHaveBeenCalledWith('hello@averra.ai');
    await waitFor(() => expect(status).toHaveTextContent('Copied'));

    act(() => jest.advanceTimersByTime(COPIED_VISIBLE_MS));
    expect(status).toBeEmptyDOMElement();
  });

  it('shows the address to copy by hand when the clipboard refuses', async () => {
    const user = userEvent.setup();
    mockClipboard(jest.fn<WriteText>().mockRejectedValue(new DOMException('Denied', 'NotAllowedError')));
    render(<ContactAction kind="email" value="hello@averra.ai" href="mailto:hello@averra.ai" linkLabel="Send e-mail" />);

    await user.click(screen.getByRole('button', { name: 'Copy address' }));
    await waitFor(() => expect(screen.getByRole('status')).toHaveTextContent('Copy failed — the address is hello@averra.ai'));
  });

  it('treats a browser without the Clipboard API as a failure', async () => {
    const user = userEvent.setup();
    mockClipboard(undefined);
    render(<ContactAction kind="phone" value="+91 80 4718 2290" href="tel:+918047182290" linkLabel="Call" />);

    await user.click(screen.getByRole('button', { name: 'Copy number' }));
    await waitFor(() => expect(screen.getByRole('status')).toHaveTextContent('Copy failed — the number is +91 80 4718 2290'));
  });

  it('copies the phone number and links to the mail and phone apps', async () => {
    const user = userEvent.setup();
    const writeText = jest.fn<WriteText>().mockResolvedValue(undefined);
    mockClipboard(writeText);
    render(
      <>
        <ContactAction kind="email" value="hello@averra.ai" href="mailto:hello@averra.ai" linkLabel="Send e-mail" />
        <ContactAction kind="phone" value="+91 80 4718 2290" href="tel:+918047182290" linkLabel="Call" />
      </>,
    );

    await user.click(screen.getByRole('button', { name: 'Copy number' }));
    expect(writeText).toHaveBeenCalledWith('+91 80 4718 2290');
    const [emailStatus, phoneStatus] = screen.getAllByRole('status');
    await waitFor(() => expect(phoneStatus).toHaveTextContent('Copied'));
    expect(emailStatus).toBeEmptyDOMElement();
    expect(screen.getByRole('link', { name: 'Send e-mail' })).toHaveAttribute('href', 'mailto:hello@averra.ai');
    expect(screen.getByRole('link', { name: 'Call' })).toHaveAttribute('href', 'tel:+918047182290');
  });
});

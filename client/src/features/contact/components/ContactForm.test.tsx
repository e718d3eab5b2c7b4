import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { SendContactMessageDocument } from '../api/SendContactMessage.generated';
import { shopper, signedIn, signedOut } from '@/test/fixtures';
import { renderApp } from '@/test/render-app';

const THANKS = 'Thank you! Your message was sent; we will answer by email.';

describe('Contact page', () => {
  it("shows the store's details and sends a visitor's message", async () => {
    const user = userEvent.setup();
    const input = { name: 'Vi', email: 'vi@example.com', message: 'Do you ship abroad?' };
    renderApp({
      at: '/contact',
      session: signedOut,
      mocks: [
        {
          request: { query: SendContactMessageDocument, variables: { input } },
          result: { data: { sendContactMessage: { __typename: 'ContactPayload', message: THANKS } } },
        },
      ],
    });
    const main = await screen.findByRole('main');
    expect(await within(main).findByRole('link', { name: 'help@bookstore.test' })).toHaveAttribute(
      'href',
      'mailto:help@bookstore.test',
    );
    expect(within(main).getByText('1 Library Lane, Booktown')).toBeInTheDocument();
    expect(screen.queryByRole('link', { name: 'Submit a complaint' })).not.toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Send message' }));
    expect(await screen.findByText('Name is required')).toBeInTheDocument();
    expect(screen.getByText('Message is required')).toBeInTheDocument();

    await user.type(screen.getByLabelText(/^name/i), input.name);
    await user.type(screen.getByLabelText(/email address/i), input.email);
    await user.type(screen.getByLabelText(/^message/i), input.message);
    await user.click(screen.getByRole('button', { name: 'Send message' }));
    expect(await screen.findByText(THANKS)).toBeInTheDocument();
    expect(screen.getByLabelText(/^message/i)).toHaveValue('');
  });

  it('fills in a signed-in shopper and offers the complaint form', async () => {
    renderApp({ at: '/contact', session: signedIn(shopper) });
    expect(await screen.findByLabelText(/^name/i)).toHaveValue(shopper.name);
    expect(screen.getByLabelText(/email address/i)).toHaveValue(shopper.email);
    expect(screen.getByRole('link', { name: 'Submit a complaint' })).toHaveAttribute('href', '/submit-complaint');
  });
});

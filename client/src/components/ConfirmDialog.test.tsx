import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { useConfirm } from './use-confirm';

/** A screen that asks before clearing, and says what the answer was. */
function ClearCartScreen() {
  const { confirm, confirmDialog } = useConfirm();
  const [answer, setAnswer] = useState('none');
  async function ask() {
    const confirmed = await confirm({
      title: 'Clear cart',
      message: 'Are you sure you want to clear your entire cart?',
      confirmLabel: 'Clear Cart',
    });
    setAnswer(confirmed ? 'confirmed' : 'cancelled');
  }
  return (
    <>
      <button type="button">Before</button>
      <button type="button" onClick={() => void ask()}>
        Clear Cart
      </button>
      <p>Answer: {answer}</p>
      {confirmDialog}
    </>
  );
}

async function openDialog() {
  const user = userEvent.setup();
  render(<ClearCartScreen />);
  const opener = screen.getByRole('button', { name: 'Clear Cart' });
  await user.click(opener);
  const dialog = screen.getByRole('alertdialog', { name: 'Clear cart' });
  return { user, opener, dialog };
}

describe('Confirmation dialog', () => {
  it('is a modal alertdialog named by its title and described by the question', async () => {
    const { dialog } = await openDialog();
    expect(dialog).toHaveAttribute('aria-modal', 'true');
    expect(dialog).toHaveAccessibleDescription('Are you sure you want to clear your entire cart?');
    expect(screen.getByRole('button', { name: 'Cancel' })).toBeInTheDocument();
  });

  it('moves focus into the dialog and keeps it there with Tab and Shift+Tab', async () => {
    const { user } = await openDialog();
    const cancel = screen.getByRole('button', { name: 'Cancel' });
    const confirm = screen.getAllByRole('button', { name: 'Clear Cart' }).find((b) => b.closest('[role=alertdialog]'));
    expect(cancel).toHaveFocus();
    await user.tab();
    expect(confirm).toHaveFocus();
    await user.tab();
    expect(cancel).toHaveFocus();
    await user.tab({ shift: true });
    expect(confirm).toHaveFocus();
  });

  it('cancels on Escape and gives focus back to the button that opened it', async () => {
    const { user, opener } = await openDialog();
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument();
    expect(await screen.findByText('Answer: cancelled')).toBeInTheDocument();
    expect(opener).toHaveFocus();
  });

  it('answers false on Cancel and true on Confirm', async () => {
    const { user, opener } = await openDialog();
    await user.click(screen.getByRole('button', { name: 'Cancel' }));
    expect(await screen.findByText('Answer: cancelled')).toBeInTheDocument();
    expect(opener).toHaveFocus();

    await user.click(opener);
    const dialog = screen.getByRole('alertdialog', { name: 'Clear cart' });
    await user.click(screen.getAllByRole('button', { name: 'Clear Cart' }).find((b) => dialog.contains(b))!);
    await waitFor(() => expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument());
    expect(screen.getByText('Answer: confirmed')).toBeInTheDocument();
  });
});

import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { ReviewForm } from './ReviewForm';

describe('ReviewForm', () => {
  it('refuses to send without a rating, focusing the stars with a message', async () => {
    const user = userEvent.setup();
    const onSave = jest.fn().mockResolvedValue(true);
    render(<ReviewForm saving={false} onSave={onSave} />);
    await user.type(screen.getByLabelText('Title'), 'Nice');
    await user.click(screen.getByRole('button', { name: 'Post review' }));
    expect(await screen.findByText('Please choose a rating from 1 to 5 stars')).toBeInTheDocument();
    expect(screen.getByRole('radio', { name: '1 star' })).toHaveFocus();
    expect(onSave).not.toHaveBeenCalled();
  });

  it('refuses texts over the limits, counted in characters as the server counts them', async () => {
    const user = userEvent.setup();
    const onSave = jest.fn().mockResolvedValue(true);
    render(<ReviewForm saving={false} onSave={onSave} />);
    await user.click(screen.getByText('4 stars'));
    await user.click(screen.getByLabelText('Title'));
    await user.paste('📚'.repeat(121));
    await user.click(screen.getByRole('button', { name: 'Post review' }));
    expect(await screen.findByText('Title must be at most 120 characters long')).toBeInTheDocument();
    expect(onSave).not.toHaveBeenCalled();
    await user.clear(screen.getByLabelText('Title'));
    await user.paste('📚'.repeat(120));
    await user.click(screen.getByRole('button', { name: 'Post review' }));
    expect(onSave).toHaveBeenCalledWith({ rating: 4, title: '📚'.repeat(120), text: '' });
  });

  it('sends the stars, title and text chosen with the keyboard, trimmed, then empties itself', async () => {
    const user = userEvent.setup();
    const onSave = jest.fn().mockResolvedValue(true);
    render(<ReviewForm saving={false} onSave={onSave} />);
    await user.tab();
    await user.keyboard(' {ArrowRight}{ArrowRight}');
    await user.tab();
    await user.keyboard('  Lovely  ');
    await user.tab();
    await user.keyboard('Read it twice.');
    await user.keyboard('{Enter}');
    await user.click(screen.getByRole('button', { name: 'Post review' }));
    expect(onSave).toHaveBeenCalledWith({ rating: 3, title: 'Lovely', text: 'Read it twice.' });
    expect(await screen.findByLabelText('Title')).toHaveValue('');
  });

  it('edits a review: starts from it, offers Cancel', async () => {
    const user = userEvent.setup();
    const onSave = jest.fn().mockResolvedValue(true);
    const onCancel = jest.fn();
    render(
      <ReviewForm
        initial={{ rating: 5, title: 'Great', text: 'Loved it.' }}
        saving={false}
        onSave={onSave}
        onCancel={onCancel}
      />,
    );
    expect(screen.getByRole('form', { name: 'Edit your review' })).toBeInTheDocument();
    expect(screen.getByRole('radio', { name: '5 stars' })).toBeChecked();
    await user.click(screen.getByText('2 stars'));
    await user.click(screen.getByRole('button', { name: 'Save review' }));
    expect(onSave).toHaveBeenCalledWith({ rating: 2, title: 'Great', text: 'Loved it.' });
    await user.click(screen.getByRole('button', { name: 'Cancel' }));
    expect(onCancel).toHaveBeenCalled();
  });
});

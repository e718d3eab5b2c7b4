import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { StarInput } from './StarInput';

function Harness({ initial }: { initial?: number }) {
  const [value, setValue] = useState<number | undefined>(initial);
  return (
    <>
      <button type="button">Before</button>
      <StarInput name="rating" value={value} onChange={setValue} />
      <output aria-label="Chosen">{value ?? 'none'}</output>
    </>
  );
}

const chosen = () => screen.getByRole('status', { name: 'Chosen' }).textContent;

describe('StarInput', () => {
  it('is a group of five radios named in stars, under the legend Rating', () => {
    render(<Harness />);
    const group = screen.getByRole('group', { name: /Rating/ });
    expect(group).toBeInTheDocument();
    expect(screen.getAllByRole('radio').map((radio) => radio.getAttribute('value'))).toEqual(['1', '2', '3', '4', '5']);
    expect(screen.getByRole('radio', { name: '1 star' })).not.toBeChecked();
    expect(screen.getByRole('radio', { name: '5 stars' })).toBeInTheDocument();
  });

  it('is chosen with the keyboard alone: Tab into the group, the arrow keys move the choice', async () => {
    const user = userEvent.setup();
    render(<Harness />);
    await user.click(screen.getByRole('button', { name: 'Before' }));
    await user.tab();
    expect(screen.getByRole('radio', { name: '1 star' })).toHaveFocus();
    await user.keyboard(' ');
    expect(chosen()).toBe('1');
    await user.keyboard('{ArrowRight}{ArrowRight}{ArrowRight}');
    expect(screen.getByRole('radio', { name: '4 stars' })).toBeChecked();
    expect(chosen()).toBe('4');
    await user.keyboard('{ArrowLeft}');
    expect(chosen()).toBe('3');
  });

  it('is chosen by clicking a star, and shows the one given', async () => {
    const user = userEvent.setup();
    render(<Harness initial={2} />);
    expect(screen.getByRole('radio', { name: '2 stars' })).toBeChecked();
    await user.click(screen.getByText('5 stars'));
    expect(chosen()).toBe('5');
  });

  it('names its error with the group', () => {
    render(<StarInput name="rating" value={undefined} onChange={() => {}} error="Please choose a rating" />);
    const group = screen.getByRole('group', { name: /Rating/ });
    expect(group).toHaveAccessibleDescription('Please choose a rating');
  });
});

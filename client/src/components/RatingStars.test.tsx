import { render, screen } from '@testing-library/react';
import { RatingStars, ratingLabel } from './RatingStars';

describe('RatingStars', () => {
  it('reads as "4.5 out of 5, 12 reviews", the stars and figures hidden from screen readers', () => {
    const { container } = render(<RatingStars average={4.5} count={12} />);
    expect(screen.getByText('4.5 out of 5, 12 reviews')).toBeInTheDocument();
    expect(container.querySelectorAll('[aria-hidden="true"]')).toHaveLength(2);
    expect(container.querySelectorAll('.w-full')).toHaveLength(4);
    expect(container.querySelectorAll('.w-1\\/2')).toHaveLength(1);
  });

  it('says so without reviews, and counts one review as one', () => {
    expect(ratingLabel(null, 0)).toBe('No reviews yet');
    expect(ratingLabel(4, 1)).toBe('4 out of 5, 1 review');
    expect(ratingLabel(4.33, 3)).toBe('4.3 out of 5, 3 reviews');
    expect(ratingLabel(5)).toBe('5 out of 5');
  });
});

import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { parseQuantity, QuantityStepper } from './QuantityStepper';

function Harness({ initial = 1, max, onChange }: { initial?: number; max: number; onChange?: (n: number) => void }) {
  const [value, setValue] = useState(initial);
  return (
    <QuantityStepper
      value={value}
      max={max}
      itemName="Dune"
      onChange={(n) => {
        setValue(n);
        onChange?.(n);
      }}
    />
  );
}

const input = () => screen.getByRole('spinbutton', { name: 'Quantity of Dune' });
const decrement = () => screen.getByRole('button', { name: 'Decrease quantity of Dune' });
const increment = () => screen.getByRole('button', { name: 'Increase quantity of Dune' });

describe('QuantityStepper', () => {
  it('disables − at 1 and + at the stock, stepping one at a time in between', async () => {
    const user = userEvent.setup();
    const onChange = jest.fn();
    render(<Harness max={3} onChange={onChange} />);
    expect(input()).toHaveValue(1);
    expect(decrement()).toBeDisabled();
    expect(increment()).toBeEnabled();

    await user.click(increment());
    await user.click(increment());
    expect(input()).toHaveValue(3);
    expect(increment()).toBeDisabled();
    expect(decrement()).toBeEnabled();

    await user.click(decrement());
    expect(input()).toHaveValue(2);
    expect(onChange.mock.calls).toEqual([[2], [3], [2]]);
  });

  it('takes a typed quantity on Enter or blur, clamped to 1..stock, and puts back what is not a whole number', async () => {
    const user = userEvent.setup();
    const onChange = jest.fn();
    render(<Harness max={5} onChange={onChange} />);

    await user.clear(input());
    await user.type(input(), '4{Enter}');
    expect(input()).toHaveValue(4);

    await user.clear(input());
    await user.type(input(), '99');
    await user.tab();
    expect(input()).toHaveValue(5);

    await user.clear(input());
    await user.type(input(), '0{Enter}');
    expect(input()).toHaveValue(1);

    await user.clear(input());
    await user.tab();
    expect(input()).toHaveValue(1);
    expect(onChange.mock.calls).toEqual([[4], [5], [1]]);
  });

  it('steps a quantity above the stock down to the stock, and offers nothing to add', async () => {
    const user = userEvent.setup();
    const onChange = jest.fn();
    render(<Harness initial={6} max={2} onChange={onChange} />);
    expect(increment()).toBeDisabled();
    await user.click(decrement());
    expect(onChange).toHaveBeenCalledWith(2);
  });

  it('keeps keyboard focus: on the button pressed, then on the field when that button reaches its limit', async () => {
    const user = userEvent.setup();
    render(<Harness max={3} />);
    increment().focus();
    await user.keyboard('{Enter}');
    expect(input()).toHaveValue(2);
    expect(increment()).toHaveFocus();
    await user.keyboard('{Enter}');
    expect(input()).toHaveValue(3);
    expect(increment()).toBeDisabled();
    expect(input()).toHaveFocus();
    // A further Enter changes nothing; Shift+Tab reaches −, which steps down again.
    await user.keyboard('{Enter}');
    expect(input()).toHaveValue(3);
    await user.tab({ shift: true });
    expect(decrement()).toHaveFocus();
    await user.keyboard('{Enter}{Enter}');
    expect(input()).toHaveValue(1);
    expect(input()).toHaveFocus();
  });

  it('ignores presses while a change is saved, without taking the buttons out of the tab order', async () => {
    const user = userEvent.setup();
    const onChange = jest.fn();
    render(<QuantityStepper value={2} max={5} itemName="Dune" onChange={onChange} busy />);
    expect(increment()).toBeEnabled();
    expect(increment()).toHaveAttribute('aria-disabled', 'true');
    increment().focus();
    await user.keyboard('{Enter}');
    expect(onChange).not.toHaveBeenCalled();
    expect(increment()).toHaveFocus();
    expect(input()).toHaveAttribute('readonly');
  });

  it('is wholly disabled when told to be', () => {
    render(<QuantityStepper value={2} max={5} onChange={jest.fn()} disabled />);
    expect(screen.getByRole('spinbutton', { name: 'Quantity' })).toBeDisabled();
    expect(screen.getByRole('button', { name: 'Decrease quantity' })).toBeDisabled();
    expect(screen.getByRole('button', { name: 'Increase quantity' })).toBeDisabled();
  });
});

describe('parseQuantity', () => {
  it.each([
    ['3', 3],
    [' 2 ', 2],
    ['0', 1],
    ['12', 10],
    ['1.5', null],
    ['-1', null],
    ['', null],
    ['abc', null],
  ])('reads %p as %p within 1..10', (text, expected) => {
    expect(parseQuantity(text, 1, 10)).toBe(expected);
  });
});

import { act, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { SearchInput } from './SearchInput';

function Harness({ onSearch }: { onSearch: (value: string) => void }) {
  const [value, setValue] = useState('');
  return (
    <>
      <SearchInput
        id="s"
        label="Search books"
        value={value}
        onSearch={(v) => {
          setValue(v);
          onSearch(v);
        }}
      />
      <button type="button" onClick={() => setValue('from outside')}>
        Go back
      </button>
    </>
  );
}

describe('SearchInput', () => {
  afterEach(() => jest.useRealTimers());

  it('reports the text once typing pauses for 300 ms', async () => {
    jest.useFakeTimers();
    const onSearch = jest.fn();
    const user = userEvent.setup({ advanceTimers: jest.advanceTimersByTime });
    render(<Harness onSearch={onSearch} />);
    await user.type(screen.getByLabelText('Search books'), 'dune');
    act(() => jest.advanceTimersByTime(299));
    expect(onSearch).not.toHaveBeenCalled();
    act(() => jest.advanceTimersByTime(1));
    expect(onSearch).toHaveBeenCalledTimes(1);
    expect(onSearch).toHaveBeenCalledWith('dune');
  });

  it('follows a value changed from outside (Back), and keeps what it sent itself', async () => {
    const user = userEvent.setup();
    render(<Harness onSearch={jest.fn()} />);
    const input = screen.getByLabelText('Search books');
    await user.click(screen.getByRole('button', { name: 'Go back' }));
    expect(input).toHaveValue('from outside');
    await user.clear(input);
    await user.type(input, 'harry ');
    await act(() => new Promise((r) => setTimeout(r, 350)));
    expect(input).toHaveValue('harry ');
  });
});

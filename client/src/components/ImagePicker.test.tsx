import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { ImagePicker } from './ImagePicker';

function Harness({ onChange }: { onChange: (file: File | null) => void }) {
  const [file, setFile] = useState<File | null>(null);
  return (
    <ImagePicker
      id="photo"
      label="Photo"
      file={file}
      onChange={(f) => {
        setFile(f);
        onChange(f);
      }}
    />
  );
}

// user-event's upload honours `accept`; these tests check our own checks behind it.
const setup = () => userEvent.setup({ applyAccept: false });

describe('ImagePicker', () => {
  it('previews an accepted image', async () => {
    const onChange = jest.fn();
    const user = setup();
    render(<Harness onChange={onChange} />);
    const file = new File(['gif'], 'a.gif', { type: 'image/gif' });
    await user.upload(screen.getByLabelText('Photo'), file);
    expect(onChange).toHaveBeenLastCalledWith(file);
    expect(await screen.findByRole('img', { name: 'Preview of the chosen image' })).toHaveAttribute(
      'src',
      expect.stringMatching(/^data:image\/gif;base64,/),
    );
  });

  it('refuses a file that is not an image', async () => {
    const onChange = jest.fn();
    const user = setup();
    render(<Harness onChange={onChange} />);
    await user.upload(screen.getByLabelText('Photo'), new File(['%PDF'], 'cv.pdf', { type: 'application/pdf' }));
    expect(screen.getByRole('alert')).toHaveTextContent('Please choose an image file (JPEG, PNG, WebP or GIF).');
    expect(onChange).toHaveBeenLastCalledWith(null);
  });

  it('refuses SVG, which the server rejects', async () => {
    const user = setup();
    render(<Harness onChange={jest.fn()} />);
    await user.upload(screen.getByLabelText('Photo'), new File(['<svg/>'], 'x.svg', { type: 'image/svg+xml' }));
    expect(screen.getByRole('alert')).toHaveTextContent('Please choose an image file');
  });

  it('refuses an image over 5 MB', async () => {
    const onChange = jest.fn();
    const user = setup();
    render(<Harness onChange={onChange} />);
    const big = new File([new Uint8Array(5 * 1024 * 1024 + 1)], 'big.png', { type: 'image/png' });
    await user.upload(screen.getByLabelText('Photo'), big);
    expect(screen.getByRole('alert')).toHaveTextContent('The image is too large. Please choose one of 5 MB or less.');
    expect(onChange).toHaveBeenLastCalledWith(null);
  });
});

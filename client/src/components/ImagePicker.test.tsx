import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { imageFile } from '@/test/image-files';
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
    const file = imageFile('a.gif', 'image/gif');
    await user.upload(screen.getByLabelText('Photo'), file);
    expect(await screen.findByRole('img', { name: 'Preview of the chosen image' })).toHaveAttribute(
      'src',
      expect.stringMatching(/^data:image\/gif;base64,/),
    );
    expect(onChange).toHaveBeenLastCalledWith(file);
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });

  it('refuses a text file renamed .png by its content, before any preview', async () => {
    const onChange = jest.fn();
    const user = setup();
    render(<Harness onChange={onChange} />);
    const input = screen.getByLabelText('Photo');
    await user.upload(input, new File(['just some notes, not a picture'], 'notes.png', { type: 'image/png' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'This file is not a JPEG, PNG, WebP or GIF image, whatever its name says. Please choose another.',
    );
    expect(input).toHaveAttribute('aria-invalid', 'true');
    expect(onChange).toHaveBeenLastCalledWith(null);
    expect(onChange).not.toHaveBeenCalledWith(expect.any(File));
    expect(screen.queryByRole('img')).not.toBeInTheDocument();
  });

  it('clears the refusal when a real image is chosen next', async () => {
    const onChange = jest.fn();
    const user = setup();
    render(<Harness onChange={onChange} />);
    const input = screen.getByLabelText('Photo');
    await user.upload(input, new File(['<svg/>'], 'fake.webp', { type: 'image/webp' }));
    expect(await screen.findByRole('alert')).toBeInTheDocument();
    const photo = imageFile('me.webp', 'image/webp');
    await user.upload(input, photo);
    expect(await screen.findByRole('img', { name: 'Preview of the chosen image' })).toBeInTheDocument();
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    expect(onChange).toHaveBeenLastCalledWith(photo);
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

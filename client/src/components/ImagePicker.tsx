import { useEffect, useRef, useState, type ChangeEvent } from 'react';
import { imageContentProblem, imageFileProblem } from '@/lib/image-file';
import { ImageIcon } from './icons';

export interface ImagePickerProps {
  id: string;
  label: string;
  /** The chosen file, or null for none (the current image, if any, stays). */
  file: File | null;
  onChange: (file: File | null) => void;
  /** The image already saved, shown until a new file is chosen. */
  currentUrl?: string | null;
  hint?: string;
  disabled?: boolean;
  /** 'round' for a photo (default), 'cover' for a book cover (2:3 portrait), 'logo' for a shop's logo (square, uncropped). */
  shape?: 'round' | 'cover' | 'logo';
  /** Offers 'Remove current image' while `currentUrl` is shown; the caller then drops it. */
  onRemoveCurrent?: () => void;
}

/** Reads the chosen file into a data URL for the preview (null until read, or without a file). */
export function usePreview(file: File | null): string | null {
  const [loaded, setLoaded] = useState<{ file: File; url: string } | null>(null);
  useEffect(() => {
    if (!file) return;
    const reader = new FileReader();
    reader.onload = () => setLoaded({ file, url: String(reader.result) });
    reader.readAsDataURL(file);
    return () => {
      if (reader.readyState === FileReader.LOADING) reader.abort();
    };
  }, [file]);
  return file && loaded?.file === file ? loaded.url : null;
}

const previewShapes = {
  round: 'h-24 w-24 rounded-full',
  cover: 'h-36 w-24 rounded-lg',
  logo: 'h-24 w-24 rounded-lg',
};

/**
 * An image file input with a preview (round, or a book cover's shape). Refuses, with a message, files that are not JPEG,
 * PNG, WebP or GIF images (by declared type, then by their first bytes) or that exceed 5 MB, before they are
 * previewed or uploaded: the form only receives a file that passed.
 */
export function ImagePicker({
  id,
  label,
  file,
  onChange,
  currentUrl,
  hint,
  disabled,
  shape = 'round',
  onRemoveCurrent,
}: ImagePickerProps) {
  const inputRef = useRef<HTMLInputElement>(null);
  const [error, setError] = useState<string | null>(null);
  const preview = usePreview(file);
  const shown = preview ?? (file ? null : currentUrl || null);

  useEffect(() => {
    // Keep the native input in step when the parent clears the choice (e.g. Cancel).
    if (!file && inputRef.current) inputRef.current.value = '';
  }, [file]);

  // Each choice gets a number, so that a slow check of an earlier file cannot overrule a later one.
  const latestChoice = useRef(0);

  async function handleChange(event: ChangeEvent<HTMLInputElement>) {
    const input = event.target;
    const chosen = input.files?.[0] ?? null;
    const choice = ++latestChoice.current;
    if (!chosen) {
      setError(null);
      onChange(null);
      return;
    }
    // Type and size first (no reading needed), then the first bytes: the server judges by content.
    const problem = imageFileProblem(chosen) ?? (await imageContentProblem(chosen));
    if (choice !== latestChoice.current) return;
    setError(problem);
    if (problem) {
      input.value = '';
      onChange(null);
    } else {
      onChange(chosen);
    }
  }

  function clear() {
    latestChoice.current++;
    setError(null);
    onChange(null);
  }

  const hintId = `${id}-hint`;
  const errorId = `${id}-error`;
  return (
    <div className="flex flex-col items-center gap-4 sm:flex-row sm:items-center">
      <div
        className={`flex ${previewShapes[shape]} shrink-0 items-center justify-center overflow-hidden bg-slate-100 ring-4 ring-white shadow`}
      >
        {shown ? (
          <img
            src={shown}
            alt={file ? 'Preview of the chosen image' : 'Current image'}
            className={`h-full w-full ${shape === 'logo' ? 'object-contain' : 'object-cover'}`}
          />
        ) : (
          <ImageIcon className="h-9 w-9 text-slate-400" />
        )}
      </div>
      <div className="w-full min-w-0 flex-1">
        <label htmlFor={id} className="mb-1.5 block text-sm font-medium text-slate-800">
          {label}
        </label>
        <input
          ref={inputRef}
          id={id}
          name={id}
          type="file"
          accept="image/*"
          disabled={disabled}
          onChange={(event) => void handleChange(event)}
          aria-invalid={Boolean(error)}
          aria-describedby={[hintId, error ? errorId : ''].filter(Boolean).join(' ')}
          className="block w-full min-w-0 scroll-mt-24 text-sm text-slate-700 file:mr-3 file:cursor-pointer file:rounded-lg file:border-0 file:bg-indigo-50 file:px-3 file:py-2 file:text-sm file:font-semibold file:text-indigo-700 hover:file:bg-indigo-100 focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-indigo-500 focus-visible:ring-offset-2 rounded-lg"
        />
        <p id={hintId} className="mt-1.5 text-sm text-slate-600">
          {hint ?? 'JPEG, PNG, WebP or GIF, up to 5 MB.'}
        </p>
        {error && (
          <p id={errorId} role="alert" className="mt-1.5 text-sm font-medium text-red-700">
            {error}
          </p>
        )}
        {file && !disabled && (
          <button
            type="button"
            onClick={clear}
            className="mt-2 rounded text-sm font-medium text-indigo-700 underline-offset-2 hover:underline focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-indigo-500"
          >
            Remove chosen image
          </button>
        )}
        {!file && currentUrl && onRemoveCurrent && !disabled && (
          <button
            type="button"
            onClick={onRemoveCurrent}
            className="mt-2 rounded text-sm font-medium text-red-700 underline-offset-2 hover:underline focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-indigo-500"
          >
            Remove current image
          </button>
        )}
      </div>
    </div>
  );
}

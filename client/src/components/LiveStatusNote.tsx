import { useLiveFallback } from '@/lib/use-live-fallback';

/** What the line says. */
export const LIVE_OFF_TEXT = 'Live updates are off; this page refreshes when you come back to it.';

export interface LiveStatusNoteProps {
  className?: string;
}

/**
 * One quiet line for a screen that live updates keep fresh, shown only while they are off (the
 * live socket refused or out of reach): the screen then refreshes when the person comes back to
 * it (`useLiveFallback`). Nothing while live updates work. Not a toast and not an error: the
 * screen works, it is only not live.
 */
export function LiveStatusNote({ className = '' }: LiveStatusNoteProps) {
  const off = useLiveFallback();
  if (!off) return null;
  return (
    <p role="status" className={`text-sm text-slate-500 ${className}`}>
      {LIVE_OFF_TEXT}
    </p>
  );
}

import { useState } from 'react';

/**
 * True from the first render where `value` is true on, for good. Lazily loaded panels use it
 * to load and mount their content the first time they open, and to keep it mounted after
 * they close (so the closing animation plays and the panel opens at once the next time).
 */
export function useHasBeenTrue(value: boolean): boolean {
  const [hasBeenTrue, setHasBeenTrue] = useState(value);
  // Updating state while rendering is React's way to derive state from a changing value.
  if (value && !hasBeenTrue) setHasBeenTrue(true);
  return hasBeenTrue || value;
}

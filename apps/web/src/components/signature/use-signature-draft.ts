import type { SignatureEvent } from '@kundenportal/domain/adviser-forms/signature-state';
import { useEffect, useRef } from 'react';

/**
 * Tells the page what the field holds before 'übernehmen' (a `draft` event): ink on the pad, or a typed
 * name and whether its confirmation is ticked. A ticked name then signs without 'übernehmen', and the
 * page's message says what is missing (issue 27, item 21). Only while nothing is accepted.
 */
export function useSignatureDraft(
  onEvent: (event: SignatureEvent) => void,
  input: { empty: boolean; mode: 'drawn' | 'typed'; name: string; confirmed: boolean; inked: boolean },
) {
  const latest = useRef(onEvent);
  useEffect(() => {
    latest.current = onEvent;
  }, [onEvent]);
  const { empty, mode, name, confirmed, inked } = input;
  useEffect(() => {
    if (!empty) return;
    const typed = mode === 'typed' && name.trim() !== '';
    latest.current({
      type: 'draft',
      draft: typed
        ? { kind: 'typed', name, confirmed }
        : mode === 'drawn' && inked
          ? { kind: 'drawn' }
          : null,
    });
  }, [empty, mode, name, confirmed, inked]);
}

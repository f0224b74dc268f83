import { vergleichsrechnerTexts } from '@kundenportal/domain/texts/vergleichsrechner';
import { frameHeightOf } from '@kundenportal/domain/vergleichsrechner/frame-height';
import {
  FRAME_HOST_MESSAGE,
  type Rechner,
  rechnerFramePath,
} from '@kundenportal/domain/vergleichsrechner/rechner-api';
import { useEffect, useRef, useState } from 'react';
import { Spinner } from '../../../components/ui/loader';
import { Notice } from '../../../components/ui/notice';
import { API_BASE } from '../../../lib/api-client';
import { getFrameTicket } from '../api/rechner-api';
import styles from '../vergleichsrechner.module.css';

const texts = vergleichsrechnerTexts.page;

/**
 * One calculator (ADR 193): the portal's frame host page for it, opened with a fresh single-use ticket.
 * It keeps a CSS minimum height until the host tells the first height; a message counts only from the
 * portal's own origin, from this frame's window, with a height the domain's rule accepts.
 */
export function RechnerFrame({ rechner }: { rechner: Rechner }) {
  const frame = useRef<HTMLIFrameElement>(null);
  const [src, setSrc] = useState<string | null>(null);
  const [failed, setFailed] = useState(false);
  const [height, setHeight] = useState<number | null>(null);

  useEffect(() => {
    const controller = new AbortController();
    setSrc(null);
    setHeight(null);
    setFailed(false);
    getFrameTicket(rechner.id, controller.signal).then(
      ({ ticket }) => setSrc(`${API_BASE}${rechnerFramePath(rechner.id, ticket)}`),
      () => {
        if (!controller.signal.aborted) setFailed(true);
      },
    );
    return () => controller.abort();
  }, [rechner.id]);

  useEffect(() => {
    function onMessage(event: MessageEvent) {
      const own = frame.current?.contentWindow;
      if (!own || event.origin !== window.location.origin || event.source !== own) return;
      const data = event.data as { type?: unknown; height?: unknown } | null;
      if (typeof data !== 'object' || data === null || data.type !== FRAME_HOST_MESSAGE) return;
      const next = frameHeightOf({ height: data.height });
      if (next !== null) setHeight(next);
    }
    window.addEventListener('message', onMessage);
    return () => window.removeEventListener('message', onMessage);
  }, []);

  if (failed) return <Notice variant="error">{texts.failed}</Notice>;
  if (!src) return <Spinner />;
  return (
    <iframe
      ref={frame}
      src={src}
      title={texts.frameTitle(rechner.titel)}
      className={height === null ? `${styles.frame} ${styles.waiting}` : styles.frame}
      style={height === null ? undefined : { height: `${height}px` }}
      data-testid="rechner-host"
    />
  );
}

import type { DocumentCategory } from '@kundenportal/domain/documents/categories';
import type { DocumentOwnerType } from '@kundenportal/domain/documents/document-api';
import type { UploadItem } from '@kundenportal/domain/documents/upload-queue';
import { ALLOWED_UPLOAD_EXTENSIONS } from '@kundenportal/domain/documents/upload-rules';
import { documentTexts } from '@kundenportal/domain/texts/documents';
import { uiTexts } from '@kundenportal/domain/texts/ui';
import { type DragEvent, useRef, useState } from 'react';
import { Button } from '../../../components/ui/button';
import { Notice } from '../../../components/ui/notice';
import { formatFileSize } from '../../../lib/format';
import { uploadFile } from '../api/upload-file';
import { useUploadQueue } from '../use-upload-queue';
import { DocumentDialog } from './document-dialog';
import styles from './documents.module.css';

const ACCEPT = ALLOWED_UPLOAD_EXTENSIONS.map((extension) => `.${extension}`).join(',');

const stateText: Partial<Record<UploadItem['state'], string>> = {
  queued: documentTexts.queueWaiting,
  uploaded: documentTexts.stateUploaded,
  cancelled: documentTexts.stateCancelled,
  error: documentTexts.stateError,
};

type Props = {
  categories: readonly DocumentCategory[];
  /** The documents page: the customer picks the person and a folder (spec section 5). */
  owners?: { id: number; name: string }[];
  defaultOwnerId?: number | null;
  /** A person's screen: the owner is given, no folder is asked for. */
  owner?: { type: DocumentOwnerType; id: number };
};

/**
 * Uploading (spec sections 2, 4, 5): a button and drag-and-drop, the camera on phones; each file is
 * queued, the modal asks for its name (and folder), then it uploads with a progress bar and a cancel
 * button. Files of a wrong type or size are refused before a byte is sent.
 */
export function UploadPanel(props: Props) {
  const queue = useUploadQueue(uploadFile);
  const [dragging, setDragging] = useState(false);
  const picker = useRef<HTMLInputElement>(null);
  const camera = useRef<HTMLInputElement>(null);
  const waiting = queue.waiting;

  const onDrop = (event: DragEvent) => {
    event.preventDefault();
    setDragging(false);
    queue.add(Array.from(event.dataTransfer.files));
  };

  return (
    <div className={styles.upload}>
      {/* biome-ignore lint/a11y/noStaticElementInteractions: dropping files is a pointer shortcut; the buttons inside are the way for everyone */}
      <div
        className={`${styles.dropZone} ${dragging ? styles.dropZoneActive : ''}`}
        onDragOver={(event) => {
          event.preventDefault();
          setDragging(true);
        }}
        onDragLeave={() => setDragging(false)}
        onDrop={onDrop}
      >
        <div className={styles.uploadButtons}>
          <Button onClick={() => picker.current?.click()}>{documentTexts.uploadButton}</Button>
          <Button variant="secondary" className={styles.cameraButton} onClick={() => camera.current?.click()}>
            {documentTexts.cameraButton}
          </Button>
        </div>
        <p className={styles.dropHint}>{dragging ? documentTexts.dropActive : documentTexts.dropHint}</p>
        <input
          ref={picker}
          type="file"
          multiple
          accept={ACCEPT}
          hidden
          data-testid="document-file-input"
          onChange={(event) => {
            queue.add(Array.from(event.target.files ?? []));
            event.target.value = '';
          }}
        />
        <input
          ref={camera}
          type="file"
          accept="image/*"
          capture="environment"
          hidden
          onChange={(event) => {
            queue.add(Array.from(event.target.files ?? []));
            event.target.value = '';
          }}
        />
      </div>

      {queue.failures.length > 0 ? (
        <Notice variant="error">
          <p>{documentTexts.failedHeading}</p>
          <ul className={styles.failures}>
            {queue.failures.map((text) => (
              <li key={text}>{text}</li>
            ))}
          </ul>
          <Button variant="link" onClick={queue.dismissFailures}>
            {uiTexts.close}
          </Button>
        </Notice>
      ) : null}

      {queue.items.length > 0 ? (
        <section className={styles.queue} aria-label={documentTexts.queueHeading}>
          <ul className={styles.queueList}>
            {queue.items.map((item) => (
              <li key={item.id} className={styles.queueItem}>
                <div className={styles.queueRow}>
                  <span className={styles.queueName}>{item.name}</span>
                  {item.state === 'queued' || item.state === 'uploading' ? (
                    <Button
                      variant="link"
                      onClick={() => queue.cancel(item.id)}
                      aria-label={documentTexts.cancelUpload(item.name)}
                    >
                      {uiTexts.cancel}
                    </Button>
                  ) : null}
                </div>
                {item.state === 'uploading' ? (
                  <>
                    <progress
                      className={styles.progress}
                      max={item.size || 1}
                      value={item.sent}
                      aria-label={item.name}
                    />
                    <span className={styles.queueState}>
                      {documentTexts.queueProgress(formatFileSize(item.sent), formatFileSize(item.size))}
                    </span>
                  </>
                ) : (
                  <span className={styles.queueState}>{stateText[item.state]}</span>
                )}
              </li>
            ))}
          </ul>
        </section>
      ) : null}

      {waiting ? (
        <DocumentDialog
          key={waiting.id}
          open
          title={documentTexts.uploadDialogTitle}
          confirmLabel={documentTexts.confirmUpload}
          fileName={waiting.fileName}
          directory=""
          categories={props.categories}
          requireDirectory={!props.owner}
          owners={props.owners}
          ownerId={props.defaultOwnerId ?? null}
          onCancel={() => queue.cancel(waiting.id)}
          onConfirm={(placement) => {
            const owner = props.owner ?? { type: 'person' as const, id: placement.ownerId ?? 0 };
            queue.confirm(waiting, { owner, name: placement.name, directory: placement.directory });
          }}
        />
      ) : null}
    </div>
  );
}

import { CHAT_ATTACHMENTS_MAX, type ChatAttachment } from '@kundenportal/domain/chat/chat';
import { chatTexts } from '@kundenportal/domain/texts/chat';
import { useId, useRef } from 'react';
import { Button } from '../../../components/ui/button';
import styles from './chat-view.module.css';

/**
 * Files on messages go through the documents feature (issue 14): the page that shows the chat hands in
 * how a file is uploaded (the customer's own upload, the adviser's provided document) and how a sent
 * one is opened; the chat itself knows neither.
 */
export type ChatFiles = {
  /** Uploads a chosen file (on "Senden") and answers its stored name (`filename`); rejects with the text to show. */
  upload?: (file: File) => Promise<string>;
  /** Deletes a file uploaded for a send that failed and then dropped (where the side may delete it). */
  discard?: (filename: string) => Promise<unknown>;
  /** Opens or downloads a file of a message. */
  open: (attachment: ChatAttachment) => Promise<void>;
  /** Under the picker: where the file goes besides the message. */
  hint?: string;
};

/** The files of a sent message, each a button that opens it. */
export function MessageFiles({ attachments, files }: { attachments: ChatAttachment[]; files?: ChatFiles }) {
  if (attachments.length === 0) return null;
  return (
    <ul className={styles.files} aria-label={chatTexts.attachmentsLabel}>
      {attachments.map((attachment) => (
        <li key={attachment.documentId}>
          {files ? (
            <Button
              variant="link"
              className={styles.file}
              aria-label={chatTexts.openAttachment(attachment.name)}
              onClick={() => void files.open(attachment)}
            >
              {attachment.name}
            </Button>
          ) : (
            <span className={styles.file}>{attachment.name}</span>
          )}
        </li>
      ))}
    </ul>
  );
}

/** A chosen file: in the browser until "Senden"; `filename` once stored. */
export type PendingFile = {
  key: string;
  name: string;
  file: File;
  filename: string | null;
  uploading: boolean;
};

/** The composer's files: "Datei anhängen", each file chosen or uploading, to drop again before sending. */
export function FilePicker({
  files,
  pending,
  busy,
  onPick,
  onRemove,
}: {
  files: ChatFiles;
  pending: PendingFile[];
  /** While the message goes out its files stay as they are. */
  busy: boolean;
  onPick: (file: File) => void;
  onRemove: (key: string) => void;
}) {
  const id = useId();
  const input = useRef<HTMLInputElement>(null);
  const full = busy || pending.length >= CHAT_ATTACHMENTS_MAX;
  return (
    <div className={styles.picker}>
      <input
        ref={input}
        id={id}
        type="file"
        className="visually-hidden"
        disabled={full}
        aria-describedby={files.hint ? `${id}-hint` : undefined}
        onChange={(event) => {
          const file = event.target.files?.[0];
          event.target.value = '';
          if (file) onPick(file);
        }}
      />
      <label htmlFor={id} className={styles.attach} aria-disabled={full || undefined}>
        {chatTexts.attach}
      </label>
      {files.hint ? (
        <span id={`${id}-hint`} className={styles.hint}>
          {files.hint}
        </span>
      ) : null}
      {pending.length > 0 ? (
        <ul className={styles.files} aria-label={chatTexts.attachmentsLabel}>
          {pending.map((file) => (
            <li key={file.key} className={styles.pending}>
              <span>{file.uploading ? chatTexts.uploading(file.name) : file.name}</span>
              <Button
                variant="link"
                disabled={busy}
                aria-label={chatTexts.removeAttachment(file.name)}
                onClick={() => onRemove(file.key)}
              >
                ×
              </Button>
            </li>
          ))}
        </ul>
      ) : null}
    </div>
  );
}

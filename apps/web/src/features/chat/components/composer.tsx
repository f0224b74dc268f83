import { CHAT_TEXT_MAX, type ChatMessage } from '@kundenportal/domain/chat/chat';
import { chatTexts } from '@kundenportal/domain/texts/chat';
import { useMutation } from '@tanstack/react-query';
import { type FormEvent, type KeyboardEvent, useEffect, useId, useState } from 'react';
import { Button } from '../../../components/ui/button';
import { dropDraft, keptDraftKey, readDraft, writeDraft } from '../../../lib/form-drafts';
import type { Realm } from '../../../lib/storage';
import { toast } from '../../../lib/toast-store';
import { type ChatEndpoint, postChatMessage } from '../api/chat-api';
import { type ChatFiles, FilePicker, type PendingFile } from './chat-files';
import type { ChatViewTexts } from './chat-view';
import styles from './chat-view.module.css';

/**
 * The message being written (Enter sends, Shift+Enter is a new line) with its files. A chosen file stays
 * in the browser until "Senden" (issue 27, ADR 036): dropped with "×" it was never stored. "Senden"
 * uploads the files one by one, then sends the message with them; a file whose upload is refused leaves
 * the list with its reason and the message waits. Files uploaded for a send that then failed keep their
 * stored name for the next try; dropping one of those deletes it (`files.discard`).
 * The typed text outlives the page: it is kept per conversation until it is sent or the session of
 * `realm` ends (lib/form-drafts.ts, ADR 096); files are not kept.
 */
export function Composer({
  endpoint,
  realm,
  texts,
  files,
  onSent,
}: {
  endpoint: ChatEndpoint;
  realm: Realm;
  texts: ChatViewTexts;
  files: ChatFiles | undefined;
  onSent(message: ChatMessage): void;
}) {
  const draft = keptDraftKey(realm, endpoint.base);
  const [text, setText] = useState(() => readDraft(draft)?.text ?? '');
  const [pending, setPending] = useState<PendingFile[]>([]);
  const [uploading, setUploading] = useState(false);
  const id = useId();
  const send = useMutation({
    mutationFn: (value: { text: string; attachments: string[] }) =>
      postChatMessage(endpoint, value.text, value.attachments),
    onSuccess: ({ message }) => {
      // Also when the page was left while sending: the draft must not come back as if unsent.
      dropDraft(draft);
      setText('');
      setPending([]);
      onSent(message);
    },
  });
  const busy = uploading || send.isPending;

  useEffect(() => {
    if (text === '') dropDraft(draft);
    else writeDraft(draft, { text });
  }, [draft, text]);
  const empty = text.trim() === '' && pending.length === 0;

  const stored = (key: string, filename: string | null, busyNow: boolean) =>
    setPending((current) =>
      current.map((item) => (item.key === key ? { ...item, filename, uploading: busyNow } : item)),
    );

  /** The stored names of all files, uploading those not stored yet; null when one was refused. */
  async function uploadAll(list: PendingFile[]): Promise<string[] | null> {
    const names: string[] = [];
    for (const item of list) {
      if (item.filename !== null) {
        names.push(item.filename);
        continue;
      }
      if (!files?.upload) return null;
      stored(item.key, null, true);
      try {
        const filename = await files.upload(item.file);
        stored(item.key, filename, false);
        names.push(filename);
      } catch (error) {
        setPending((current) => current.filter((other) => other.key !== item.key));
        toast.error(
          error instanceof Error && error.message ? error.message : chatTexts.uploadFailed(item.name),
        );
        return null;
      }
    }
    return names;
  }

  const submit = async (event?: FormEvent) => {
    event?.preventDefault();
    if (empty || busy) return;
    setUploading(true);
    const attachments = await uploadAll(pending).finally(() => setUploading(false));
    if (attachments) send.mutate({ text, attachments });
  };

  const pick = (file: File) => {
    if (!files?.upload) return;
    const key = `${Date.now()}-${pending.length}-${file.name}`;
    setPending((current) => [...current, { key, name: file.name, file, filename: null, uploading: false }]);
  };

  const remove = (key: string) => {
    const item = pending.find((file) => file.key === key);
    setPending((current) => current.filter((file) => file.key !== key));
    if (item?.filename) void files?.discard?.(item.filename).catch(() => undefined);
  };

  const onKeyDown = (event: KeyboardEvent<HTMLTextAreaElement>) => {
    if (event.key === 'Enter' && !event.shiftKey && !event.nativeEvent.isComposing) void submit(event);
  };
  const left = CHAT_TEXT_MAX - text.length;
  return (
    <form className={styles.composer} onSubmit={(event) => void submit(event)}>
      <label htmlFor={id} className={styles.label}>
        {texts.messageLabel}
      </label>
      <div className={styles.row}>
        <textarea
          id={id}
          className={styles.input}
          value={text}
          rows={2}
          maxLength={CHAT_TEXT_MAX}
          placeholder={texts.placeholder}
          aria-describedby={send.isError ? `${id}-error` : undefined}
          onChange={(event) => setText(event.target.value)}
          onKeyDown={onKeyDown}
        />
        <Button type="submit" disabled={busy || empty}>
          {busy ? chatTexts.sending : chatTexts.send}
        </Button>
      </div>
      {files?.upload ? (
        <FilePicker files={files} pending={pending} busy={busy} onPick={pick} onRemove={remove} />
      ) : null}
      {left <= 200 ? <p className={styles.counter}>{chatTexts.charactersLeft(left)}</p> : null}
      {send.isError ? (
        <p id={`${id}-error`} role="alert" className={styles.error}>
          {texts.sendFailed}
        </p>
      ) : null}
    </form>
  );
}

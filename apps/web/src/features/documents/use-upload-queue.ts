import type { DocumentOwnerType } from '@kundenportal/domain/documents/document-api';
import {
  emptyUploadQueue,
  type UploadItem,
  type UploadRun,
  uploadQueueReducer,
} from '@kundenportal/domain/documents/upload-queue';
import { checkUpload } from '@kundenportal/domain/documents/upload-rules';
import { documentTexts } from '@kundenportal/domain/texts/documents';
import { useQueryClient } from '@tanstack/react-query';
import { useCallback, useEffect, useReducer, useRef, useState } from 'react';
import { toast } from '../../lib/toast-store';
import { documentsKey } from './api/get-documents';
import { UploadError, type uploadFile } from './api/upload-file';

export type UploadTarget = {
  owner: { type: DocumentOwnerType; id: number };
  name: string;
  directory: string;
};

/** A failed upload's line: the file's name once (the server's text may name it already, issue 27). */
const failureText = ({ name, error }: { name: string; error: string }) =>
  error.includes(name) ? error : documentTexts.failedEntry(name, error);

/** A chosen file's identity: the same file chosen twice is queued once (domain upload-queue). */
const fileId = (file: File) => `${file.name}:${file.size}:${file.lastModified}`;

/**
 * The upload queue of a screen (spec section 4): the domain's reducer keeps the states, this keeps the
 * files and the requests. Files failing the type or size rule never enter the queue (no byte is sent);
 * their texts join `problems`. Each upload that lands: the success toast and fresh lists; when a run
 * ends, its failures are listed.
 */
export function useUploadQueue(upload: typeof uploadFile) {
  const [queue, dispatch] = useReducer(uploadQueueReducer, emptyUploadQueue);
  const [problems, setProblems] = useState<string[]>([]);
  const [lastRun, setLastRun] = useState<UploadRun | null>(null);
  const files = useRef(new Map<string, File>());
  const requests = useRef(new Map<string, AbortController>());
  const queryClient = useQueryClient();

  const add = useCallback((chosen: Iterable<File>) => {
    const accepted: File[] = [];
    const refused: string[] = [];
    for (const file of chosen) {
      const check = checkUpload({ name: file.name, size: file.size });
      if (check.ok) accepted.push(file);
      else refused.push(check.message);
    }
    setProblems(refused);
    setLastRun(null);
    for (const file of accepted) files.current.set(fileId(file), file);
    if (accepted.length > 0)
      dispatch({
        type: 'add',
        files: accepted.map((file) => ({ id: fileId(file), name: file.name, size: file.size })),
      });
  }, []);

  const confirm = useCallback(
    (item: UploadItem, target: UploadTarget) => {
      const file = files.current.get(item.id);
      if (!file) return;
      const controller = new AbortController();
      requests.current.set(item.id, controller);
      dispatch({ type: 'confirm', id: item.id, name: target.name, directory: target.directory });
      upload({
        owner: target.owner,
        file,
        name: target.name.trim(),
        directory: target.directory,
        signal: controller.signal,
        onProgress: (sent) => dispatch({ type: 'progress', id: item.id, sent }),
      }).then(
        () => {
          dispatch({ type: 'done', id: item.id });
          // Each upload says so when it lands (issue 27: with two files the first one's toast was missing),
          // and the lists show it at once.
          toast.success(documentTexts.uploaded);
          void queryClient.invalidateQueries({ queryKey: documentsKey });
        },
        (error: unknown) => {
          // A cancelled item is already ended by `cancel`.
          if (error instanceof UploadError && error.cancelled) return;
          const texts = error instanceof UploadError ? error.texts : [documentTexts.unknownError];
          dispatch({ type: 'fail', id: item.id, error: texts.join(' ') });
        },
      );
    },
    [upload, queryClient],
  );

  const cancel = useCallback((id: string) => {
    requests.current.get(id)?.abort();
    dispatch({ type: 'cancel', id });
  }, []);

  useEffect(() => {
    const run = queue.finished;
    if (!run) return;
    files.current.clear();
    requests.current.clear();
    setLastRun(run);
  }, [queue.finished]);

  // Leaving the screen stops what is still running (nobody would see it end).
  useEffect(
    () => () => {
      for (const controller of requests.current.values()) controller.abort();
    },
    [],
  );

  const failures = [...problems, ...(lastRun?.failed.map(failureText) ?? [])];
  const dismissFailures = useCallback(() => {
    setProblems([]);
    setLastRun(null);
  }, []);

  return {
    items: queue.items,
    /** The first item waiting for the rename/directory modal. */
    waiting: queue.items.find((item) => item.state === 'queued'),
    add,
    confirm,
    cancel,
    failures,
    dismissFailures,
  };
}

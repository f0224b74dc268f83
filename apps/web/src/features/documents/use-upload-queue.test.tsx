import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { act, renderHook } from '@testing-library/react';
import type { ReactNode } from 'react';
import { beforeEach, describe, expect, it } from 'vitest';
import { clearToasts, getToasts } from '../../lib/toast-store';
import { UploadError, type UploadRequest } from './api/upload-file';
import { useUploadQueue } from './use-upload-queue';

/** The upload as a controllable promise per file: the test decides when and how each one ends. */
function fakeUpload() {
  const running = new Map<
    string,
    { request: UploadRequest; resolve: () => void; reject: (e: unknown) => void }
  >();
  const upload = (request: UploadRequest) =>
    new Promise<never>((resolve, reject) => {
      running.set(request.name, { request, resolve: () => resolve({} as never), reject });
      request.signal.addEventListener('abort', () => reject(new UploadError([], true)));
    });
  return { upload, running };
}

function setup() {
  const fake = fakeUpload();
  const queryClient = new QueryClient();
  const wrapper = ({ children }: { children: ReactNode }) => (
    <QueryClientProvider client={queryClient}>{children}</QueryClientProvider>
  );
  const hook = renderHook(() => useUploadQueue(fake.upload), { wrapper });
  return { ...fake, hook };
}

const target = (name: string, directory = 'Versicherungen/Kfz') => ({
  owner: { type: 'person' as const, id: 11 },
  name,
  directory,
});

function defined<T>(value: T | undefined): T {
  if (value === undefined) throw new Error('expected a value');
  return value;
}

beforeEach(() => clearToasts());

describe('useUploadQueue', () => {
  it('queues chosen files, uploads confirmed ones with progress and toasts each upload as it lands', async () => {
    const { hook, running } = setup();
    act(() => hook.result.current.add([new File(['a'], 'a.pdf'), new File(['bb'], 'b.png')]));
    expect(hook.result.current.items.map((item) => item.state)).toEqual(['queued', 'queued']);
    expect(hook.result.current.waiting?.fileName).toBe('a.pdf');

    act(() => hook.result.current.confirm(defined(hook.result.current.waiting), target('Police.pdf')));
    expect(hook.result.current.waiting?.fileName).toBe('b.png');
    expect(running.get('Police.pdf')?.request.directory).toBe('Versicherungen/Kfz');
    act(() => running.get('Police.pdf')?.request.onProgress(1));
    expect(hook.result.current.items[0]?.sent).toBe(1);

    act(() => hook.result.current.confirm(defined(hook.result.current.waiting), target('Foto.png', '')));
    await act(async () => running.get('Police.pdf')?.resolve());
    expect(hook.result.current.items[0]?.state).toBe('uploaded');
    // The first upload's toast while the second still runs (issue 27).
    expect(getToasts().map((toast) => toast.text)).toEqual(['Das Dokument wurde erfolgreich hochgeladen.']);
    clearToasts();
    await act(async () => running.get('Foto.png')?.resolve());
    expect(hook.result.current.items).toEqual([]);
    expect(getToasts().map((toast) => toast.text)).toEqual(['Das Dokument wurde erfolgreich hochgeladen.']);
    expect(hook.result.current.failures).toEqual([]);
  });

  it('lists a failed upload with its texts and shows no success toast', async () => {
    const { hook, running } = setup();
    act(() => hook.result.current.add([new File(['a'], 'a.pdf')]));
    act(() => hook.result.current.confirm(defined(hook.result.current.waiting), target('a.pdf')));
    await act(async () =>
      running.get('a.pdf')?.reject(new UploadError(['Die Datei kam nicht vollständig an.'])),
    );
    expect(hook.result.current.items).toEqual([]);
    expect(hook.result.current.failures).toEqual(['a.pdf: Die Datei kam nicht vollständig an.']);
    expect(getToasts()).toHaveLength(0);
    act(() => hook.result.current.dismissFailures());
    expect(hook.result.current.failures).toEqual([]);
  });

  it("names a refused file once when the server's text names it already (issue 27)", async () => {
    const { hook, running } = setup();
    act(() => hook.result.current.add([new File(['a'], 'gefaelscht.pdf')]));
    act(() => hook.result.current.confirm(defined(hook.result.current.waiting), target('gefaelscht.pdf')));
    await act(async () =>
      running
        .get('gefaelscht.pdf')
        ?.reject(new UploadError(['Dateityp wird nicht unterstützt (gefaelscht.pdf)'])),
    );
    expect(hook.result.current.failures).toEqual(['Dateityp wird nicht unterstützt (gefaelscht.pdf)']);
  });

  it('cancel removes a queued file and aborts a running upload', async () => {
    const { hook, running } = setup();
    act(() => hook.result.current.add([new File(['a'], 'a.pdf'), new File(['b'], 'b.pdf')]));
    act(() => hook.result.current.cancel(defined(hook.result.current.items[1]).id));
    expect(hook.result.current.items).toHaveLength(1);
    act(() => hook.result.current.confirm(defined(hook.result.current.waiting), target('a.pdf')));
    const { signal } = defined(running.get('a.pdf')).request;
    await act(async () => hook.result.current.cancel(defined(hook.result.current.items[0]).id));
    expect(signal.aborted).toBe(true);
    expect(hook.result.current.items).toEqual([]);
    expect(hook.result.current.failures).toEqual([]);
    expect(getToasts()).toHaveLength(0);
  });

  it('queues a file chosen twice once and refuses wrong ones without queueing', () => {
    const { hook } = setup();
    const file = new File(['a'], 'a.pdf', { lastModified: 1 });
    act(() => hook.result.current.add([file, file, new File(['x'], 'tool.exe')]));
    expect(hook.result.current.items).toHaveLength(1);
    expect(hook.result.current.failures).toEqual(['Dateityp wird nicht unterstützt (tool.exe)']);
  });
});

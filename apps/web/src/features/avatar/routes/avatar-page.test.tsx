import { resolveConfig } from '@kundenportal/domain/account/config-flags';
import type { User } from '@kundenportal/domain/account/user';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { useEffect, useRef } from 'react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { setToken } from '../../../lib/storage';
import { demoUser, mockFetch, type RecordedCall } from '../../../test/fetch-mock';
import { renderRoutes, toastTexts } from '../../../test/render-routes';
import { AvatarPage } from './avatar-page';

/**
 * react-easy-crop measures the picture in the browser, which happy-dom cannot: this stand-in reports a
 * crop of 300 × 300 px from x 50 as the real one does once the picture has loaded, and keeps its
 * cropper props (the arrow keys' step, the labels) for the test to read.
 */
vi.mock('react-easy-crop', () => ({
  default: function FakeCropper(props: {
    image: string;
    aspect: number;
    keyboardStep: number;
    cropperProps: Record<string, string>;
    onCropAreaChange: (area: unknown, pixels: unknown) => void;
  }) {
    // Once, as the real one does when the picture has loaded (later calls follow interactions only).
    const report = useRef(props.onCropAreaChange);
    useEffect(() => {
      report.current({ x: 12.5, y: 0, width: 75, height: 100 }, { x: 50, y: 0, width: 300, height: 300 });
    }, []);
    return (
      <div
        data-testid="cropper"
        data-image={props.image}
        data-aspect={props.aspect}
        data-keyboard-step={props.keyboardStep}
        {...props.cropperProps}
      />
    );
  },
}));

const PATH = '/app/MeinKonto/avatar';
const drawn: unknown[][] = [];
const closed = vi.fn();

beforeEach(() => {
  setToken('jwt-1');
  drawn.length = 0;
  closed.mockClear();
  // The browser's decoder and canvas (happy-dom has neither): a 400 × 300 picture, a JPEG out.
  vi.stubGlobal(
    'createImageBitmap',
    vi.fn(async () => ({ width: 400, height: 300, close: closed })),
  );
  vi.spyOn(HTMLCanvasElement.prototype, 'getContext').mockImplementation(
    () =>
      ({
        fillStyle: '',
        fillRect: () => {},
        drawImage: (...args: unknown[]) => drawn.push(args),
      }) as unknown as RenderingContext,
  );
  vi.spyOn(HTMLCanvasElement.prototype, 'toBlob').mockImplementation((callback, type) =>
    callback(new Blob(['jpeg-bytes'], { type })),
  );
});

afterEach(() => {
  vi.restoreAllMocks();
});

function serve(user: User, handlers: Parameters<typeof mockFetch>[0] = {}) {
  let current = user;
  return mockFetch({
    'GET /api/users/me': () => ({ body: { user: current } }),
    'GET /api/users/avatar/512': () => ({
      body: new Uint8Array([0xff, 0xd8, 0xff, 0xd9]),
      headers: { 'Content-Type': 'image/jpeg' },
    }),
    'POST /api/users/avatar': () => {
      current = { ...current, hasAvatar: true };
      return { body: { success: true, hasAvatar: true, message: 'Dein Bild wurde erfolgreich hinterlegt.' } };
    },
    'DELETE /api/users/avatar': () => {
      current = { ...current, hasAvatar: false };
      return { body: { success: true, hasAvatar: false, message: 'Dein Bild wurde gelöscht.' } };
    },
    ...handlers,
  });
}

async function openPage() {
  const view = renderRoutes([{ path: PATH, element: <AvatarPage /> }], PATH);
  await screen.findByRole('heading', { level: 1, name: 'Dein Bild' });
  return view;
}

const fileInput = () => screen.getByTestId('avatar-file-input') as HTMLInputElement;

function choose(file: File) {
  fireEvent.change(fileInput(), { target: { files: [file] } });
}

/** The crop screen, once the cropper has reported its area ("Übernehmen" waits for it). */
async function cropScreen() {
  const heading = await screen.findByRole('heading', { level: 2, name: 'Ausschnitt wählen' });
  const apply = screen.getByRole('button', { name: 'Übernehmen' }) as HTMLButtonElement;
  await waitFor(() => expect(apply.disabled).toBe(false));
  return { heading, apply };
}

const png = () => new File([new Uint8Array([0x89, 0x50, 0x4e, 0x47])], 'ich.png', { type: 'image/png' });

describe('the avatar page', () => {
  it('starts with the fallback, the adviser-chat hint and the file input for the accepted images', async () => {
    serve(demoUser());
    await openPage();
    expect(screen.getByRole('img', { name: 'Standardbild (noch kein eigenes Bild)' })).toBeTruthy();
    expect(screen.getByText('Dein Bild sieht Dein Berater im Chat.')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Bild auswählen' })).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Bild löschen' })).toBeNull();
    expect(fileInput().accept).toBe('image/jpeg,image/png,image/bmp,image/gif,.jpg,.jpeg,.png,.bmp,.gif');
  });

  it('has no adviser-chat hint without messaging', async () => {
    serve(demoUser({ config: resolveConfig({ nachrichten: false }) }));
    await openPage();
    expect(screen.queryByText('Dein Bild sieht Dein Berater im Chat.')).toBeNull();
  });

  it('crops a chosen picture square, converts it to a JPEG and uploads it as multipart `file`', async () => {
    const { calls, fetchMock } = serve(demoUser());
    await openPage();
    choose(png());

    const { heading, apply } = await cropScreen();
    await waitFor(() => expect(document.activeElement).toBe(heading));
    const cropper = screen.getByRole('group', { name: 'Bildausschnitt' });
    expect(cropper.dataset.aspect).toBe('1');
    expect(Number(cropper.dataset.keyboardStep)).toBeGreaterThan(0);
    expect(cropper.dataset.image).toMatch(/^blob:/);
    const zoom = screen.getByLabelText('Vergrößerung') as HTMLInputElement;
    fireEvent.change(zoom, { target: { value: '2' } });
    expect(zoom.value).toBe('2');

    const mePulls = calls.filter((call) => call.path === '/api/users/me').length;
    fireEvent.click(apply);

    await waitFor(() => expect(toastTexts()).toContain('Dein Bild wurde erfolgreich hinterlegt.'));
    // Drawn from the crop's pixels into a 300 px square (no upscaling).
    expect(drawn[0]?.slice(1)).toEqual([50, 0, 300, 300, 0, 0, 300, 300]);
    const post = fetchMock.mock.calls.find(([, init]) => init?.method === 'POST');
    const body = post?.[1]?.body as FormData;
    const file = body.get('file') as File;
    expect(file.type).toBe('image/jpeg');
    expect(await file.text()).toBe('jpeg-bytes');
    const recorded = calls.find((call) => call.method === 'POST') as RecordedCall;
    expect(recorded.path).toBe('/api/users/avatar');
    expect(recorded.headers.get('Authorization')).toBe('Bearer jwt-1');

    // Back at the start with the new picture and the delete button; the profile was fetched again.
    const choose2 = await screen.findByRole('button', { name: 'Bild auswählen' });
    await waitFor(() => expect(document.activeElement).toBe(choose2));
    expect(await screen.findByRole('button', { name: 'Bild löschen' })).toBeTruthy();
    expect(await screen.findByRole('img', { name: 'Dein Bild' })).toBeTruthy();
    await waitFor(() =>
      expect(calls.filter((call) => call.path === '/api/users/me').length).toBeGreaterThan(mePulls),
    );
    expect(closed).toHaveBeenCalled();
  });

  it('goes back to the start on "Abbrechen" without uploading', async () => {
    const { calls } = serve(demoUser());
    await openPage();
    choose(png());
    await screen.findByRole('heading', { level: 2, name: 'Ausschnitt wählen' });
    fireEvent.click(screen.getByRole('button', { name: 'Abbrechen' }));
    expect(await screen.findByRole('button', { name: 'Bild auswählen' })).toBeTruthy();
    expect(screen.queryByRole('group', { name: 'Bildausschnitt' })).toBeNull();
    expect(calls.some((call) => call.method === 'POST')).toBe(false);
  });

  it('refuses what is no accepted image, and a file the browser cannot read, with a toast', async () => {
    serve(demoUser());
    await openPage();
    choose(new File(['%PDF'], 'brief.pdf', { type: 'application/pdf' }));
    await waitFor(() => expect(toastTexts()[0]).toMatch(/^Diese Datei ist kein Bild/));
    expect(screen.queryByRole('heading', { level: 2 })).toBeNull();

    vi.stubGlobal(
      'createImageBitmap',
      vi.fn(async () => Promise.reject(new Error('InvalidStateError'))),
    );
    vi.spyOn(HTMLImageElement.prototype, 'decode').mockRejectedValue(new Error('EncodingError'));
    choose(new File(['kaputt'], 'kaputt.gif', { type: 'image/gif' }));
    await waitFor(() => expect(toastTexts()).toHaveLength(1));
    expect(screen.queryByRole('heading', { level: 2 })).toBeNull();
  });

  it('says the upload failed and stays at the crop to try again; a 422 says what is wrong', async () => {
    let status = 500;
    serve(demoUser(), {
      'POST /api/users/avatar': () =>
        status === 422
          ? { status, body: { errors: ['file=>Das Bild ist zu groß (höchstens 10 MB und 40 Megapixel).'] } }
          : { status, body: { error: 'server_error' } },
    });
    await openPage();
    choose(png());
    fireEvent.click((await cropScreen()).apply);
    await waitFor(() =>
      expect(toastTexts()).toEqual(['Das Bild konnte nicht hinterlegt werden. Bitte probiere es erneut.']),
    );
    expect(await screen.findByRole('heading', { level: 2, name: 'Ausschnitt wählen' })).toBeTruthy();

    status = 422;
    fireEvent.click((await cropScreen()).apply);
    await waitFor(() =>
      expect(toastTexts()).toContain('Das Bild ist zu groß (höchstens 10 MB und 40 Megapixel).'),
    );
  });

  it('deletes the picture after the question, "Abbrechen" first', async () => {
    const { calls } = serve(demoUser({ hasAvatar: true }));
    await openPage();
    expect(await screen.findByRole('img', { name: 'Dein Bild' })).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Bild löschen' }));
    const dialog = screen.getByRole('dialog', { hidden: true });
    const buttons = within(dialog).getAllByRole('button', { hidden: true });
    expect(buttons.map((button) => button.textContent)).toEqual(['Abbrechen', 'Löschen']);

    fireEvent.click(buttons[0] as HTMLElement);
    expect(calls.some((call) => call.method === 'DELETE')).toBe(false);

    fireEvent.click(screen.getByRole('button', { name: 'Bild löschen' }));
    fireEvent.click(within(dialog).getByRole('button', { name: 'Löschen', hidden: true }));
    await waitFor(() => expect(toastTexts()).toContain('Dein Bild wurde gelöscht.'));
    expect(calls.find((call) => call.method === 'DELETE')?.path).toBe('/api/users/avatar');
    await waitFor(() => expect(screen.queryByRole('button', { name: 'Bild löschen' })).toBeNull());
    expect(screen.getByRole('img', { name: 'Standardbild (noch kein eigenes Bild)' })).toBeTruthy();
  });
});

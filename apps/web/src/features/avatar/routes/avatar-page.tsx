import { mayUseAvatar } from '@kundenportal/domain/account/avatar';
import { avatarTexts } from '@kundenportal/domain/texts/avatar';
import { useEffect, useId, useRef, useState } from 'react';
import { UserAvatar } from '../../../components/avatar/user-avatar';
import { Button } from '../../../components/ui/button';
import layout from '../../../components/ui/form-layout.module.css';
import { Spinner } from '../../../components/ui/loader';
import loader from '../../../components/ui/loader.module.css';
import { Page } from '../../../components/ui/page';
import { useCurrentUser } from '../../../lib/current-user';
import { toast } from '../../../lib/toast-store';
import { useDeleteAvatar } from '../api/delete-avatar';
import { showUploadFailure, useUploadAvatar } from '../api/upload-avatar';
import styles from '../components/avatar.module.css';
import { AvatarCropper } from '../components/avatar-cropper';
import { DeleteAvatarDialog } from '../components/delete-avatar-dialog';
import {
  AVATAR_ACCEPT,
  type CropArea,
  cropToJpeg,
  type DecodedImage,
  decodeImage,
  isAcceptedImage,
} from '../crop-to-jpeg';

/** The chosen file: its object URL for the crop screen and the decoded image the JPEG is drawn from. */
type Source = { url: string; image: DecodedImage };

/** The spec's steps (section 2): start → crop → upload → start. */
type Step = { kind: 'start' } | { kind: 'crop'; source: Source } | { kind: 'upload'; source: Source };

/**
 * /app/MeinKonto/avatar (issue 11; spec sections 2 and 4): the current picture or the fallback, choosing a
 * picture (the camera on phones), a square crop, its conversion to a JPEG in the browser and the upload;
 * deleting after a question. Only with an adviser, messaging on and not makler_light (the route rule).
 */
export function AvatarPage() {
  const user = useCurrentUser();
  const upload = useUploadAvatar();
  const remove = useDeleteAvatar();
  const [step, setStep] = useState<Step>({ kind: 'start' });
  const [deleting, setDeleting] = useState(false);
  const [backAtStart, setBackAtStart] = useState(false);
  const picker = useRef<HTMLInputElement>(null);
  const chooseRef = useRef<HTMLButtonElement>(null);
  const hintId = useId();
  const source = step.kind === 'start' ? null : step.source;

  // The chosen file's object URL and decoded image live as long as its crop and upload steps.
  useEffect(() => {
    if (!source) return;
    return () => {
      URL.revokeObjectURL(source.url);
      source.image.close?.();
    };
  }, [source]);

  // Back at the start after a crop or an upload: focus where the next picture is chosen.
  useEffect(() => {
    if (step.kind === 'start' && backAtStart) chooseRef.current?.focus();
  }, [step, backAtStart]);

  async function onChoose(file: File | undefined) {
    if (!file) return;
    if (!isAcceptedImage(file)) {
      toast.error(avatarTexts.notAnImage);
      return;
    }
    let image: DecodedImage;
    try {
      image = await decodeImage(file);
    } catch {
      toast.error(avatarTexts.notAnImage);
      return;
    }
    setStep({ kind: 'crop', source: { url: URL.createObjectURL(file), image } });
  }

  function backToStart() {
    setBackAtStart(true);
    setStep({ kind: 'start' });
  }

  async function onApply(chosen: Source, area: CropArea) {
    setStep({ kind: 'upload', source: chosen });
    try {
      await upload.mutateAsync(await cropToJpeg(chosen.image, area));
    } catch (error) {
      showUploadFailure(error);
      // Still chosen and cropped as before: "Übernehmen" tries again.
      setStep({ kind: 'crop', source: chosen });
      return;
    }
    toast.success(avatarTexts.uploaded);
    backToStart();
  }

  function onDelete() {
    remove.mutate(undefined, {
      onSuccess: () => {
        setDeleting(false);
        toast.success(avatarTexts.deleted);
      },
      // The API client has shown the error's text.
      onError: () => setDeleting(false),
    });
  }

  if (!user) return <Spinner />;

  return (
    <Page heading={avatarTexts.heading}>
      {step.kind === 'crop' ? (
        <AvatarCropper
          image={step.source.url}
          onApply={(area) => void onApply(step.source, area)}
          onCancel={backToStart}
        />
      ) : step.kind === 'upload' ? (
        <UploadStatus />
      ) : (
        <>
          <p className={layout.intro}>{avatarTexts.intro}</p>
          <div className={styles.current}>
            <UserAvatar
              user={user}
              variant="large"
              labels={{ picture: avatarTexts.pictureAlt, fallback: avatarTexts.fallbackAlt }}
            />
            {mayUseAvatar(user) ? <p className={styles.chatHint}>{avatarTexts.chatHint}</p> : null}
          </div>
          <div className={styles.startActions}>
            <Button ref={chooseRef} aria-describedby={hintId} onClick={() => picker.current?.click()}>
              {avatarTexts.choose}
            </Button>
            <p id={hintId} className={styles.hint}>
              {avatarTexts.chooseHint}
            </p>
            {user.hasAvatar ? (
              <Button variant="secondary" onClick={() => setDeleting(true)}>
                {avatarTexts.delete}
              </Button>
            ) : null}
          </div>
          <input
            ref={picker}
            type="file"
            accept={AVATAR_ACCEPT}
            hidden
            data-testid="avatar-file-input"
            onChange={(event) => {
              void onChoose(event.target.files?.[0]);
              event.target.value = '';
            }}
          />
        </>
      )}
      <DeleteAvatarDialog
        open={deleting}
        pending={remove.isPending}
        onConfirm={onDelete}
        onClose={() => setDeleting(false)}
      />
    </Page>
  );
}

/** The upload step: what happens, for everyone (focus moves here from the crop screen's button). */
function UploadStatus() {
  const ref = useRef<HTMLParagraphElement>(null);
  useEffect(() => {
    ref.current?.focus();
  }, []);
  return (
    <section className={`${styles.step} ${styles.uploading}`}>
      <span className={loader.spinner} aria-hidden="true" />
      <p ref={ref} role="status" tabIndex={-1}>
        {avatarTexts.uploading}
      </p>
    </section>
  );
}

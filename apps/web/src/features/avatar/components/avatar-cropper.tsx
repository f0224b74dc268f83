import { avatarTexts } from '@kundenportal/domain/texts/avatar';
import { uiTexts } from '@kundenportal/domain/texts/ui';
import { useEffect, useId, useRef, useState } from 'react';
import Cropper, { type Area, type Point } from 'react-easy-crop';
import 'react-easy-crop/react-easy-crop.css';
import { Button } from '../../../components/ui/button';
import layout from '../../../components/ui/form-layout.module.css';
import type { CropArea } from '../crop-to-jpeg';
import styles from './avatar.module.css';

const MIN_ZOOM = 1;
const MAX_ZOOM = 3;
/** Pixels an arrow key moves the picture (Shift: a fifth of it), react-easy-crop's keyboardStep. */
const KEYBOARD_STEP = 8;

type Props = {
  /** An object URL of the chosen file. */
  image: string;
  onApply: (area: CropArea) => void;
  onCancel: () => void;
};

/**
 * The crop step (spec sections 2 and 5: the crop is square): drag or pinch the picture, or select the
 * crop area and move it with the arrow keys; zoom with the slider, the wheel or two fingers.
 */
export function AvatarCropper({ image, onApply, onCancel }: Props) {
  const [crop, setCrop] = useState<Point>({ x: 0, y: 0 });
  const [zoom, setZoom] = useState(MIN_ZOOM);
  const [area, setArea] = useState<CropArea | null>(null);
  const headingRef = useRef<HTMLHeadingElement>(null);
  const headingId = useId();
  const hintId = useId();
  const zoomId = useId();

  // The step replaces the start screen: focus goes to its heading, read with the hint.
  useEffect(() => {
    headingRef.current?.focus();
  }, []);

  return (
    <section className={styles.step} aria-labelledby={headingId}>
      <h2 id={headingId} ref={headingRef} className={layout.subheading} tabIndex={-1}>
        {avatarTexts.cropHeading}
      </h2>
      <p id={hintId} className={styles.hint}>
        {avatarTexts.cropHint}
      </p>
      <div className={styles.cropFrame}>
        <Cropper
          image={image}
          crop={crop}
          zoom={zoom}
          minZoom={MIN_ZOOM}
          maxZoom={MAX_ZOOM}
          aspect={1}
          cropShape="rect"
          showGrid={false}
          keyboardStep={KEYBOARD_STEP}
          onCropChange={setCrop}
          onZoomChange={setZoom}
          // Every change, drawn and reported in one render: 'Übernehmen' sends the crop on screen, also right
          // after the last arrow key (a gesture's end, onCropComplete, came later: a quick click sent the one before).
          onCropAreaChange={(_, pixels: Area) => setArea(pixels)}
          disableAutomaticStylesInjection
          cropperProps={{
            role: 'group',
            'aria-label': avatarTexts.cropArea,
            'aria-describedby': hintId,
          }}
        />
      </div>
      <div className={styles.zoom}>
        <label htmlFor={zoomId}>{avatarTexts.zoom}</label>
        <input
          id={zoomId}
          className={styles.zoomSlider}
          type="range"
          min={MIN_ZOOM}
          max={MAX_ZOOM}
          step={0.05}
          value={zoom}
          aria-valuetext={`${Math.round(zoom * 100)} %`}
          onChange={(event) => setZoom(Number(event.target.value))}
        />
      </div>
      <div className={layout.actions}>
        <Button onClick={() => area && onApply(area)} disabled={area === null}>
          {avatarTexts.apply}
        </Button>
        <Button variant="secondary" onClick={onCancel}>
          {uiTexts.cancel}
        </Button>
      </div>
    </section>
  );
}

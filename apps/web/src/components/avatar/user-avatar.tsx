import type { AvatarSize } from '@kundenportal/domain/account/avatar';
import type { User } from '@kundenportal/domain/account/user';
import { useState } from 'react';
import { useAvatarImage } from '../../lib/avatar-image';
import styles from './user-avatar.module.css';

type Props = {
  /** Undefined while the profile loads: then only the colour circle shows. */
  user: User | undefined;
  /** small: the header (36 px); large: the avatar page (160 px). */
  variant: 'small' | 'large';
  /** Texts for the picture and the fallback; without them the avatar is decorative (alt ''). */
  labels?: { picture: string; fallback: string };
};

/** The served size for each variant: twice the shown edge or more, for sharp pictures on dense screens. */
const IMAGE_SIZE: Record<Props['variant'], AvatarSize> = { small: 128, large: 512 };

/**
 * The own picture (spec sections 3 and 4): the uploaded one when there is one; else (none, or it could
 * not be fetched) a fallback by the main person's gender ('m' by default); and when even the picture that
 * arrived cannot be shown, or the profile is not there yet, a plain colour circle — all silently.
 */
export function UserAvatar({ user, variant, labels }: Props) {
  const { url } = useAvatarImage(user, IMAGE_SIZE[variant]);
  const [broken, setBroken] = useState<string | null>(null);
  const className = `${styles.avatar} ${styles[variant]}`;

  if (url && url !== broken) {
    return (
      <span className={className}>
        <img className={styles.image} src={url} alt={labels?.picture ?? ''} onError={() => setBroken(url)} />
      </span>
    );
  }
  const fallback = user && !url ? (user.haupt_person?.gender ?? 'm') : null;
  const label = fallback && labels ? { role: 'img', 'aria-label': labels.fallback } : {};
  return (
    <span className={className} data-fallback={fallback ?? 'colour'} {...label}>
      {fallback ? <Silhouette gender={fallback} /> : null}
    </span>
  );
}

/** Two simple figures for the fallback: 'm' with short hair, 'w' with long hair. Named by its frame. */
function Silhouette({ gender }: { gender: 'm' | 'w' }) {
  return (
    <svg className={styles.silhouette} viewBox="0 0 64 64" focusable="false" aria-hidden="true">
      {gender === 'w' ? (
        <path
          className={styles.hair}
          d="M32 10c-10 0-16 7.5-16 17.5 0 7 1.5 13.5-2.5 20.5h37c-4-7-2.5-13.5-2.5-20.5C48 17.5 42 10 32 10z"
        />
      ) : null}
      <circle className={styles.figure} cx="32" cy="26" r="11" />
      <path className={styles.figure} d="M10 64c0-13 9.8-22 22-22s22 9 22 22z" />
      {gender === 'm' ? (
        <path className={styles.hair} d="M20.5 26a11.5 11.5 0 0 1 23 0c-3-4-7-6-11.5-6s-8.5 2-11.5 6z" />
      ) : null}
    </svg>
  );
}

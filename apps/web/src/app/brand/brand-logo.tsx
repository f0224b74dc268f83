import { uiTexts } from '@kundenportal/domain/texts/ui';
import { useState } from 'react';
import defaultLogo from '../../assets/default-logo.svg';

/**
 * The navigation logo (spec section 2): the adviser's logo if there is one, else the portal's mark and name.
 * A logo that fails to load falls back to the portal's, silently.
 */
export function BrandLogo({
  logo,
  firm,
  markClassName,
  nameClassName,
  logoClassName,
  size = 40,
}: {
  logo: string | null | undefined;
  firm: string | null | undefined;
  markClassName?: string;
  nameClassName?: string;
  logoClassName?: string;
  size?: number;
}) {
  const [failed, setFailed] = useState<string | null>(null);
  if (logo && failed !== logo) {
    return (
      <img
        className={logoClassName}
        src={logo}
        alt={uiTexts.logoAlt(firm || uiTexts.appName)}
        height={size}
        onError={() => setFailed(logo)}
      />
    );
  }
  return (
    <>
      <img className={markClassName} src={defaultLogo} alt="" width={size} height={size} />
      <span className={nameClassName}>{uiTexts.appName}</span>
    </>
  );
}

import type { ReactNode } from 'react';
import layout from './form-layout.module.css';

/**
 * A screen of the customer app: its heading (tabIndex -1: the focus goes there after a route change),
 * the intro under it where there is one, then the screen's content.
 */
export function Page({
  heading,
  intro,
  children,
}: {
  heading: ReactNode;
  intro?: ReactNode;
  children?: ReactNode;
}) {
  return (
    <div className={layout.page}>
      <h1 className={layout.heading} tabIndex={-1}>
        {heading}
      </h1>
      {intro === undefined ? null : <p className={layout.intro}>{intro}</p>}
      {children}
    </div>
  );
}

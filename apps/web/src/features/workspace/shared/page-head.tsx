import head from './page-head.module.css';

/**
 * A workspace page's heading (tabIndex -1: focused after a route change) and intro, then the error when
 * what the page shows could not be loaded (agency, referrals, form templates, "Mein Zugang").
 */
export function PageHead({
  heading,
  intro,
  loadError,
}: {
  heading: string;
  intro: string;
  loadError: string | null;
}) {
  return (
    <>
      <h1 className={head.heading} tabIndex={-1}>
        {heading}
      </h1>
      <p className={head.intro}>{intro}</p>
      {loadError ? <p role="alert">{loadError}</p> : null}
    </>
  );
}

import type { Browser, BrowserContext } from '@playwright/test';

/** One `securitypolicyviolation` event a page of the test reported: what was blocked, where. */
export type CspViolation = {
  page: string;
  directive: string;
  blocked: string;
  source: string;
  line: number;
  sample: string;
};

const BINDING = '__recordCspViolation';

/** Runs in every frame before the page's own scripts: hands each violation to the test at once. */
function listen(binding: string) {
  document.addEventListener(
    'securitypolicyviolation',
    (event) => {
      const record = (window as unknown as Record<string, (v: unknown) => void>)[binding];
      record?.({
        page: location.href,
        directive: event.effectiveDirective || event.violatedDirective,
        blocked: event.blockedURI,
        source: event.sourceFile,
        line: event.lineNumber,
        sample: event.sample,
      });
    },
    true,
  );
}

const watched = new WeakSet<BrowserContext>();

/** Records the violations of every page of `context` (each context once) into `violations`. */
export async function watchCspViolations(context: BrowserContext, violations: CspViolation[]) {
  if (watched.has(context)) return;
  watched.add(context);
  await context.exposeBinding(BINDING, (_source, violation: CspViolation) => {
    violations.push(violation);
  });
  await context.addInitScript(listen, BINDING);
}

/**
 * Watches the contexts a test opens itself (`browser.newContext()`, `browser.newPage()`) as well as its
 * `page`'s, for as long as `run` lasts.
 */
export async function watchNewContexts(
  browser: Browser,
  violations: CspViolation[],
  run: () => Promise<void>,
) {
  const original = browser.newContext;
  browser.newContext = async function (this: Browser, ...args: Parameters<Browser['newContext']>) {
    const context = await original.apply(this, args);
    await watchCspViolations(context, violations);
    return context;
  };
  try {
    await run();
  } finally {
    browser.newContext = original;
  }
}

import {
  type PortfolioFormat,
  readPortfolioFile,
} from '@kundenportal/domain/portfolio-import/read-portfolio-file';
import { routesPlugin } from '../../../lib/routes-plugin';
import { createPortfolioImportRepository } from './repository';
import { portfolioImportRoutes } from './routes';

/**
 * The agency's portfolio import (issue 31, ADR 208): a CSV or GDV file previewed against the agency's
 * customers and contracts, then applied in one transaction as contracts the agency provides.
 */
export const workspacePortfolioImportPlugin = routesPlugin(
  { name: 'workspace-portfolio-import', dependencies: ['database', 'clock', 'session', 'upload-guard'] },
  portfolioImportRoutes,
  createPortfolioImportRepository,
  (app) => ({
    now: () => app.clock.now(),
    reader: (
      chunks: AsyncIterable<Uint8Array>,
      onFormat: (format: PortfolioFormat) => void,
      onIgnoredColumns?: (names: string[]) => void,
    ) => readPortfolioFile(chunks, { onFormat, onIgnoredColumns }),
  }),
);

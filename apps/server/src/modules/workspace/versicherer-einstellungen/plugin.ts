import { routesPlugin } from '../../../lib/routes-plugin';
import { createInsurerSettingsRepository } from './repository';
import { insurerSettingsRoutes } from './routes';

/**
 * The agency's settings per insurer for the Bestandsübertragung letters (issue 29): its intermediary number
 * and an address and e-mail of its own (the letters read them with their own repository).
 */
export const workspaceInsurerSettingsPlugin = routesPlugin(
  { name: 'workspace-versicherer-einstellungen', dependencies: ['database', 'session'] },
  insurerSettingsRoutes,
  createInsurerSettingsRepository,
  () => ({}),
);

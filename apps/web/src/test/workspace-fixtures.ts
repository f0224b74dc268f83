import type { AdviserProfile } from '@kundenportal/domain/workspace/customers';

/** The signed-in demo adviser as GET /api/berater/me answers (workspace tests). */
export const adviserProfile: AdviserProfile = {
  id: 3,
  email: 'berater@example.com',
  firstName: 'Thomas',
  lastName: 'Berger',
  agency: { id: 1, name: 'Thomas Berger', firma: 'Berger Versicherungsmakler GmbH' },
};

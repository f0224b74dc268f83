/** The database schema, one file per area in schema/ (drizzle.config.ts reads that folder). */
export * from './schema/accounts';
export * from './schema/adviser-requests';
export * from './schema/auth';
export * from './schema/bestandsuebertragung';
export * from './schema/chat';
export * from './schema/contact-persons';
export * from './schema/contracts';
export * from './schema/documents';
export * from './schema/forms';
export * from './schema/household';
export * from './schema/insurer-settings';
export * from './schema/notifications';
export * from './schema/outbox';
export * from './schema/rating';
export * from './schema/referrals';
export * from './schema/reminders';
export * from './schema/workspace';

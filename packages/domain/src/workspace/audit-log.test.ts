import { describe, expect, it } from 'vitest';
import { type AuditAction, auditActionLabel, isAuditAction } from './audit-log';

describe('the audit log actions', () => {
  it('names every action the server writes in German', () => {
    expect(auditActionLabel('settings_changed')).toBe('Freischaltungen geändert');
    expect(auditActionLabel('preset_applied')).toBe('Vorlage angewendet');
    expect(auditActionLabel('form_published')).toBe('Formular veröffentlicht');
  });

  it('shows an action it does not know as it is', () => {
    expect(isAuditAction('constructor')).toBe(false);
    expect(auditActionLabel('renamed_action')).toBe('renamed_action');
  });

  it('is a union: an action without a label does not compile', () => {
    const known: AuditAction = 'request_status';
    // @ts-expect-error an action the label list does not have
    const unknown: AuditAction = 'invented_action';
    expect([known, unknown]).toHaveLength(2);
  });
});

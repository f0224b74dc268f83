import { describe, expect, it } from 'vitest';
import {
  adviserResetPath,
  customerPath,
  formTemplatePath,
  isAdviserApiPath,
  isWorkspacePath,
  isWorkspacePublicPath,
  workspaceRouteTitle,
} from './workspace-paths';

describe('workspace paths', () => {
  it('tells the workspace root and its pages from the customer app', () => {
    expect(isWorkspacePath('/berater')).toBe(true);
    expect(isWorkspacePath('/berater/kunden/3')).toBe(true);
    expect(isWorkspacePath('/beraterx')).toBe(false);
    expect(isWorkspacePath('/app/berater/kontakt')).toBe(false);
    expect(isWorkspacePath('/intro/login')).toBe(false);
  });

  it('tells adviser API paths from the customer API', () => {
    expect(isAdviserApiPath('/berater/kunden')).toBe(true);
    expect(isAdviserApiPath('/berater')).toBe(false);
    expect(isAdviserApiPath('/users/berater')).toBe(false);
  });

  it('makes a customer page path', () => {
    expect(customerPath(42)).toBe('/berater/kunden/42');
    expect(formTemplatePath('maklervollmacht')).toBe('/berater/formulare/maklervollmacht');
  });

  it('titles the workspace pages', () => {
    expect(workspaceRouteTitle('/berater/login')).toBe('Anmeldung');
    expect(workspaceRouteTitle('/berater/kunden')).toBe('Kunden');
    expect(workspaceRouteTitle('/berater/kunden/7')).toBe('Kunde');
    expect(workspaceRouteTitle('/berater/eingang')).toBe('Eingang');
    expect(workspaceRouteTitle('/berater/eingang/schadensmeldung')).toBe('Eingang');
    expect(workspaceRouteTitle('/berater/eingangs')).toBeUndefined();
    expect(workspaceRouteTitle('/berater/einladungen')).toBe('Einladungen');
    expect(workspaceRouteTitle('/berater/empfehlungen')).toBe('Empfehlungen');
    expect(workspaceRouteTitle('/berater/agentur')).toBe('Agentur');
    expect(workspaceRouteTitle('/berater/passwort-vergessen')).toBe('Passwort');
    expect(workspaceRouteTitle('/berater/passwort/abc')).toBe('Passwort');
    expect(workspaceRouteTitle('/berater/zugang')).toBe('Mein Zugang');
    expect(workspaceRouteTitle('/berater/formulare')).toBe('Formulare');
    expect(workspaceRouteTitle('/berater/formulare/maklervollmacht')).toBe('Formulare');
    expect(workspaceRouteTitle('/berater/formularen')).toBeUndefined();
    expect(workspaceRouteTitle('/berater/bestandsuebertragungen')).toBe('Bestandsübertragungen');
    expect(workspaceRouteTitle('/berater')).toBeUndefined();
  });

  it('opens only the login and the password reset without a session', () => {
    expect(isWorkspacePublicPath('/berater/login')).toBe(true);
    expect(isWorkspacePublicPath('/berater/passwort-vergessen')).toBe(true);
    expect(isWorkspacePublicPath(adviserResetPath('abc'))).toBe(true);
    expect(adviserResetPath('abc')).toBe('/berater/passwort/abc');
    for (const path of [
      '/berater',
      '/berater/kunden',
      '/berater/passwort',
      '/berater/passwortx/1',
      '/intro/login',
    ])
      expect(isWorkspacePublicPath(path), path).toBe(false);
  });
});

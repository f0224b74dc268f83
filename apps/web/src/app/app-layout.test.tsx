import { act, render, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { setToken } from '../lib/storage';
import { demoUser, mockFetch } from '../test/fetch-mock';
import { App } from './app';
import { queryClient } from './query-client';
import { router } from './router';

async function openAt(path: string) {
  await router.navigate(path);
  render(<App />);
}

beforeEach(() => {
  queryClient.clear();
  setToken('jwt');
});

afterEach(() => {
  vi.useRealTimers();
  window.scrollY = 0;
});

function mainPerson(geburtsdatum: string) {
  const user = demoUser();
  const person = {
    id: 1,
    firstname: 'Max',
    lastname: 'Mustermann',
    gender: 'm' as const,
    geburtsdatum,
    hauptadresse: null,
  };
  return { ...user, haupt_person: person, persons: [person] };
}

describe('app layout', () => {
  it('makes the header sticky only after more than 10 px of scrolling', async () => {
    mockFetch({ 'GET /api/users/me': () => ({ body: { user: demoUser() } }) });
    await openAt('/app/impressum');
    const header = await screen.findByRole('banner');
    expect(header.dataset.sticky).toBeUndefined();
    await act(async () => {
      window.scrollY = 10;
      window.dispatchEvent(new Event('scroll'));
    });
    expect(header.dataset.sticky).toBeUndefined();
    await act(async () => {
      window.scrollY = 11;
      window.dispatchEvent(new Event('scroll'));
    });
    expect(header.dataset.sticky).toBe('true');
  });

  it("greets with 'Happy Birthday' on the main person's birthday", async () => {
    vi.useFakeTimers({ toFake: ['Date'], now: new Date(2026, 4, 17, 9, 30) });
    mockFetch({ 'GET /api/users/me': () => ({ body: { user: mainPerson('1984-05-17') } }) });
    await openAt('/app/impressum');
    expect(await screen.findByText('Happy Birthday, Max')).toBeTruthy();
  });

  it('greets by time of day on other days', async () => {
    vi.useFakeTimers({ toFake: ['Date'], now: new Date(2026, 4, 18, 19, 0) });
    mockFetch({ 'GET /api/users/me': () => ({ body: { user: mainPerson('1984-05-17') } }) });
    await openAt('/app/impressum');
    expect(await screen.findByText('Guten Abend, Max')).toBeTruthy();
  });

  it("shows the adviser's logo when there is one, else the default logo", async () => {
    const user = demoUser();
    const withLogo = { ...user, agent: user.agent ? { ...user.agent, logo: '/api/agents/7/logo' } : null };
    mockFetch({ 'GET /api/users/me': () => ({ body: { user: withLogo } }) });
    await openAt('/app/impressum');
    await screen.findByRole('banner');
    const images = [...document.querySelectorAll('header img')] as HTMLImageElement[];
    expect(images.some((img) => img.getAttribute('src') === '/api/agents/7/logo')).toBe(true);
  });
});

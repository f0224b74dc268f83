// @vitest-environment jsdom
// DOMPurify relies on a faithful DOM; happy-dom (the project default) keeps what it should drop.
import { render } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { MarkdownView, renderMarkdown } from './markdown-view';

describe('renderMarkdown', () => {
  it('renders the structure, one heading level down', () => {
    const html = renderMarkdown(
      '# Titel\n\n## Abschnitt\n\nText mit **fett** und [Link](https://example.com).\n\n- eins\n- zwei',
    );
    expect(html).toContain('<h2>Titel</h2>');
    expect(html).toContain('<h3>Abschnitt</h3>');
    expect(html).toContain('<strong>fett</strong>');
    expect(html).toContain(
      '<a href="https://example.com" target="_blank" rel="noopener noreferrer">Link</a>',
    );
    expect(html).toContain('<li>eins</li>');
  });

  it('lets no script, handler, style, image, frame or javascript: link through', () => {
    const html = renderMarkdown(
      [
        '<script>alert(1)</script>',
        '<img src=x onerror="alert(2)">',
        '<iframe src="https://evil.example"></iframe>',
        '<style>body{display:none}</style>',
        '<p style="position:fixed" onclick="alert(3)">Text</p>',
        '[Klick](javascript:alert(4))',
        '![Bild](https://evil.example/track.png)',
        '<a href="data:text/html,<script>alert(5)</script>">x</a>',
      ].join('\n\n'),
    );
    for (const forbidden of [
      '<script',
      'onerror',
      '<img',
      '<iframe',
      '<style',
      'style=',
      'onclick',
      'javascript:',
      'data:',
    ])
      expect(html, forbidden).not.toContain(forbidden);
    expect(html).toContain('Text');
  });

  it('keeps mailto and tel links without a new tab', () => {
    const html = renderMarkdown('[Mail](mailto:a@b.de) [Anruf](tel:+49891234567)');
    expect(html).toContain('<a href="mailto:a@b.de">Mail</a>');
    expect(html).toContain('<a href="tel:+49891234567">Anruf</a>');
  });

  it('renders into the page as sanitised markup', () => {
    const { container } = render(
      <MarkdownView text={'## Rechte\n\n<script>window.hacked = true</script>Du hast Rechte.'} />,
    );
    expect(container.querySelector('h3')?.textContent).toBe('Rechte');
    expect(container.querySelector('script')).toBeNull();
    expect((window as { hacked?: boolean }).hacked).toBeUndefined();
  });
});

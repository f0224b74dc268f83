import { Lexer, type Token } from 'marked';
import { templateErrorTexts as texts } from '../texts/form-templates';
import { FieldSyntaxError, parseFieldLine } from './field-syntax';
import { type FormTemplate, isInputField, type TemplateBlock, type TemplateField } from './form-template';
import { undrawableCharacters } from './pdf-drawable';
import { proseOf } from './prose';

export const MAX_TEMPLATE_LENGTH = 100_000;
export const MAX_TEMPLATE_FIELDS = 100;

export type TemplateParse = { ok: true; template: FormTemplate } | { ok: false; errors: string[] };

/** A line that holds a field: '{{' after at most three spaces (deeper is a markdown code block). */
const FIELD_LINE = /^ {0,3}\{\{/;
/** Something that looks like a field elsewhere (inside prose, a heading, list, quote or table). */
const INLINE_FIELD = /\{\{[^}]*\|/;

/**
 * A form template (issue 12, docs/decisions/022-adviser-forms.md): markdown read by `marked`'s lexer,
 * whose first block is the '# Titel' heading; every line of a paragraph that starts with '{{' is a field
 * (field-syntax.ts). A field inside a heading, list, quote or table, a raw HTML block, or any malformed
 * field is refused with its line. Every error of the template is reported, not only the first.
 */
export function parseTemplate(source: string, options: { stored?: boolean } = {}): TemplateParse {
  const text = source.replace(/\r\n?/g, '\n');
  if (text.trim() === '') return { ok: false, errors: [texts.empty] };
  if (text.length > MAX_TEMPLATE_LENGTH) return { ok: false, errors: [texts.tooLong(MAX_TEMPLATE_LENGTH)] };

  // Every character of a template may reach the PDF: one it cannot draw is refused at its line (issue 27,
  // item 8). A version stored before this rule keeps loading (`stored`): versions never change.
  const errors: string[] = options.stored ? [] : undrawableLines(text);
  const blocks: TemplateBlock[] = [];
  const fieldLines = new Map<string, number>();
  /** Each parsed field with its own line (a duplicate name must not borrow another field's line). */
  const placed: { field: TemplateField; line: number }[] = [];
  let signLine: number | undefined;
  let title: string | undefined;
  let markdown: string[] = [];
  const flush = () => {
    // Only blank lines go at the start: an indented code block keeps its indentation.
    const joined = markdown
      .join('\n')
      .replace(/^(?:[ \t]*\n)+/, '')
      .trimEnd();
    const prose = joined ? proseOf(joined) : [];
    if (prose.length) blocks.push({ kind: 'prose', blocks: prose });
    markdown = [];
  };
  const addField = (line: string, lineNumber: number) => {
    let field: TemplateField;
    try {
      field = parseFieldLine(line);
    } catch (error) {
      if (error instanceof FieldSyntaxError) errors.push(texts.at(lineNumber, error.message));
      else throw error;
      return;
    }
    const earlier = fieldLines.get(field.name);
    if (earlier !== undefined) errors.push(texts.at(lineNumber, texts.duplicateName(field.name, earlier)));
    else fieldLines.set(field.name, lineNumber);
    placed.push({ field, line: lineNumber });
    if (field.type === 'sign') {
      if (signLine !== undefined) errors.push(texts.at(lineNumber, texts.oneSignature(signLine)));
      signLine ??= lineNumber;
    }
    flush();
    blocks.push({ kind: 'field', field });
  };

  let cursor = 0;
  let line = 1;
  for (const token of Lexer.lex(text) as Token[]) {
    const at = text.indexOf(token.raw, cursor);
    const start = at >= 0 ? at : cursor;
    line += countLines(text.slice(cursor, start));
    cursor = start + token.raw.length;
    const tokenLine = line;
    line += countLines(token.raw);

    if (title === undefined) {
      if (token.type === 'space') continue;
      if (token.type === 'heading' && token.depth === 1) {
        const heading = token.text.trim();
        title = heading;
        if (heading === '') errors.push(texts.at(tokenLine, texts.noTitle));
        else if ([...heading].length > 255) errors.push(texts.at(tokenLine, texts.titleTooLong));
        continue;
      }
      errors.push(texts.at(tokenLine, texts.noTitle));
      title = '';
    }
    if (token.type === 'paragraph') {
      token.raw.split('\n').forEach((raw, index) => {
        if (FIELD_LINE.test(raw)) addField(raw, tokenLine + index);
        else if (INLINE_FIELD.test(raw)) errors.push(texts.at(tokenLine + index, texts.fieldInBlock));
        // A paragraph's leading blanks mean nothing, but would make code of a line after a field.
        else markdown.push(raw.replace(/^[ \t]+/, ''));
      });
      markdown.push('');
      continue;
    }
    if (token.type === 'html') {
      errors.push(texts.at(tokenLine, texts.htmlBlock));
      continue;
    }
    // Blank lines between blocks: each block below already ends with one.
    if (token.type === 'space') continue;
    if (token.type !== 'code') {
      const inner = token.raw.split('\n').findIndex((raw) => INLINE_FIELD.test(raw));
      if (inner >= 0) {
        errors.push(texts.at(tokenLine + inner, texts.fieldInBlock));
        continue;
      }
    }
    markdown.push(token.raw.replace(/\n+$/, ''), '');
  }
  flush();

  const fields = blocks.flatMap((block) => (block.kind === 'field' ? [block.field] : []));
  if (fields.length > MAX_TEMPLATE_FIELDS) errors.push(texts.tooManyFields(MAX_TEMPLATE_FIELDS));
  const inputNames = new Set(fields.filter(isInputField).map((field) => field.name));
  for (const { field, line: lineNumber } of placed) {
    if (!isInputField(field) || typeof field.required !== 'object') continue;
    if (field.required.when === field.name) errors.push(texts.at(lineNumber, texts.selfCondition));
    else if (!inputNames.has(field.required.when))
      errors.push(texts.at(lineNumber, texts.unknownCondition(field.required.when)));
  }
  if (errors.length) return { ok: false, errors };
  return { ok: true, template: { title: title ?? '', blocks } };
}

function undrawableLines(text: string): string[] {
  return text.split('\n').flatMap((row, index) => {
    const chars = undrawableCharacters(row);
    return chars.length ? [texts.at(index + 1, texts.undrawable(chars))] : [];
  });
}

function countLines(text: string): number {
  let count = 0;
  for (const char of text) if (char === '\n') count += 1;
  return count;
}

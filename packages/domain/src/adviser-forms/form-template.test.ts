import { describe, expect, it } from 'vitest';
import type { FieldDefinition } from '../forms/field-definition';
import {
  type FormTemplate,
  inputDefinitions,
  isInputField,
  isSignField,
  isTodayField,
  type SignField,
  signField,
  type TodayField,
  templateFields,
  todayFields,
} from './form-template';

const vorname: FieldDefinition = { name: 'vorname', title: 'Vorname', type: 'textfield', required: true };
const ok: FieldDefinition = { name: 'ok', title: 'Einverstanden', type: 'checkbox' };
const datum: TodayField = { type: 'today', name: 'datum', title: 'Datum' };
const zweitesDatum: TodayField = { type: 'today', name: 'datum2', title: 'Datum' };
const unterschrift: SignField = { type: 'sign', name: 'unterschrift', title: 'Unterschrift', required: true };

const template: FormTemplate = {
  title: 'Vollmacht',
  blocks: [
    { kind: 'prose', blocks: [{ kind: 'paragraph', runs: [{ text: 'Ich, ' }] }] },
    { kind: 'field', field: vorname },
    { kind: 'field', field: datum },
    { kind: 'prose', blocks: [{ kind: 'paragraph', runs: [{ text: 'bestätige' }] }] },
    { kind: 'field', field: unterschrift },
    { kind: 'field', field: ok },
    { kind: 'field', field: zweitesDatum },
  ],
};
const prose: FormTemplate = {
  title: 'Nur Text',
  blocks: [{ kind: 'prose', blocks: [{ kind: 'paragraph', runs: [{ text: 'Text' }] }] }],
};

describe('form template helpers', () => {
  it('lists the fields in order, without the prose', () => {
    expect(templateFields(template)).toEqual([vorname, datum, unterschrift, ok, zweitesDatum]);
    expect(templateFields(prose)).toEqual([]);
  });

  it('gives the fields the customer fills in, without sign and today fields', () => {
    expect(inputDefinitions(template)).toEqual([vorname, ok]);
    expect(inputDefinitions(prose)).toEqual([]);
  });

  it('finds the sign field, if any', () => {
    expect(signField(template)).toBe(unterschrift);
    expect(signField(prose)).toBeUndefined();
  });

  it('lists the today fields', () => {
    expect(todayFields(template)).toEqual([datum, zweitesDatum]);
    expect(todayFields(prose)).toEqual([]);
  });

  it('tells the kinds of fields apart', () => {
    expect([vorname, datum, unterschrift].map(isSignField)).toEqual([false, false, true]);
    expect([vorname, datum, unterschrift].map(isTodayField)).toEqual([false, true, false]);
    expect([vorname, datum, unterschrift].map(isInputField)).toEqual([true, false, false]);
  });
});

import { createElement, type ReactNode } from 'react';
import { renderHook } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { MESSAGES_ES } from '@ir/domain/messages.es.ts';
import { MESSAGES } from '@ir/domain/messages.ts';
import {
  LanguageProvider,
  loadLanguage,
  useLanguage,
  type LanguageContextValue,
} from '../../../lib/language.tsx';
import { VALID_OWNER } from '../test/early-steps.ts';
import { applicantInfoStep } from './applicant-info-step.ts';
import { emptyDraft, EMPTY_PERSON, stepTitle } from './draft.ts';
import { missingText } from './step-rules.ts';

/** A language's texts as a screen reads them (English outside a provider). */
function languageOf(language: 'en' | 'es'): LanguageContextValue {
  const wrapper = ({ children }: { children: ReactNode }) =>
    createElement(LanguageProvider, { language, children });
  return renderHook(() => useLanguage(), { wrapper }).result.current;
}

const ready = (patch: Parameters<typeof Object.assign>[1]) =>
  applicantInfoStep.isReady({ ...emptyDraft(), ...patch });

describe('step 1 readiness', () => {
  it('needs a valid owner', () => {
    expect(stepTitle(applicantInfoStep.titleKey, MESSAGES)).toBe('Applicant Info');
    expect(ready({})).toBe(false);
    expect(ready({ owner: VALID_OWNER })).toBe(true);
    expect(ready({ owner: { ...VALID_OWNER, zipCode: '1422' } })).toBe(false);
    expect(ready({ owner: { ...VALID_OWNER, phone: '555-0142' } })).toBe(false);
    expect(ready({ owner: { ...VALID_OWNER, state: 'N' } })).toBe(false);
  });

  it('needs a valid applicant too only when the person is not the owner', () => {
    expect(ready({ owner: VALID_OWNER, isOwner: true, applicant: EMPTY_PERSON })).toBe(true);
    expect(ready({ owner: VALID_OWNER, isOwner: false, applicant: EMPTY_PERSON })).toBe(false);
    expect(
      ready({ owner: VALID_OWNER, isOwner: false, applicant: { ...VALID_OWNER, firstName: 'Bo' } }),
    ).toBe(true);
  });
});

describe('step 1, what the error summary lists', () => {
  const items = (patch: Parameters<typeof Object.assign>[1]) =>
    applicantInfoStep.missing?.({ ...emptyDraft(), ...patch }) ?? [];
  /** The items as the summary says them, in `language`. */
  const missing = (patch: Parameters<typeof Object.assign>[1], language = languageOf('en')) =>
    items(patch).map((item) => ({ field: item.field, text: missingText(item, language) }));

  it('lists keys and whose field, not words: the summary says them as it renders', () => {
    expect(items({ owner: { ...VALID_OWNER, state: 'N' } })).toEqual([
      {
        field: 'owner.state',
        text: 'filing.missingState',
        person: { who: 'owner', field: 'state' },
      },
    ]);
  });

  it('says what to enter in an empty field, whose it is in its own words', async () => {
    expect(items({ owner: { ...VALID_OWNER, firstName: ' ' } })).toEqual([
      { field: 'owner.firstName', text: 'filing.person.enter.owner.firstName' },
    ]);
    expect(missing({ owner: { ...VALID_OWNER, firstName: '', state: '' } })).toEqual([
      { field: 'owner.firstName', text: "Enter the owner's first name" },
      { field: 'owner.state', text: "Choose the owner's state" },
    ]);
    expect(
      missing({ owner: VALID_OWNER, isOwner: false, applicant: { ...VALID_OWNER, city: '' } }),
    ).toEqual([{ field: 'applicant.city', text: "Enter the applicant's city" }]);
    await loadLanguage('es');
    expect(missing({ owner: { ...VALID_OWNER, firstName: '' } }, languageOf('es'))).toEqual([
      { field: 'owner.firstName', text: 'Escriba el nombre del propietario' },
    ]);
  });

  it("names whose field is wrong and how, pointing at the field's name", () => {
    expect(missing({ owner: { ...VALID_OWNER, zipCode: '1422', state: 'N' } })).toEqual([
      { field: 'owner.state', text: `Owner state: ${MESSAGES.filing.missingState}` },
      { field: 'owner.zipCode', text: `Owner zip code: ${MESSAGES.owner.zip}` },
    ]);
    expect(
      missing({
        owner: VALID_OWNER,
        isOwner: false,
        applicant: { ...VALID_OWNER, lastName: 'B' },
      }),
    ).toEqual([
      { field: 'applicant.lastName', text: `Applicant last name: ${MESSAGES.owner.minTwo}` },
    ]);
  });

  it('names a field that starts as a spreadsheet formula, in the language it is said in', async () => {
    const person = {
      ...VALID_OWNER,
      firstName: '=Ann',
      city: '@Amherst',
      phone: '+1 518 555 0142',
    };
    expect(missing({ owner: person })).toEqual([
      { field: 'owner.firstName', text: `Owner first name: ${MESSAGES.owner.formulaStart}` },
      { field: 'owner.city', text: `Owner city: ${MESSAGES.owner.formulaStart}` },
      { field: 'owner.phone', text: `Owner phone: ${MESSAGES.owner.formulaStart}` },
    ]);
    await loadLanguage('es');
    expect(missing({ owner: person }, languageOf('es'))).toEqual([
      {
        field: 'owner.firstName',
        text: `Propietario, nombre: ${MESSAGES_ES.owner.formulaStart}`,
      },
      { field: 'owner.city', text: `Propietario, ciudad: ${MESSAGES_ES.owner.formulaStart}` },
      { field: 'owner.phone', text: `Propietario, teléfono: ${MESSAGES_ES.owner.formulaStart}` },
    ]);
  });

  it('leaves the applicant out while the person is the owner, and lists nothing when ready', () => {
    expect(missing({ owner: VALID_OWNER, isOwner: true, applicant: EMPTY_PERSON })).toEqual([]);
    expect(missing({ owner: VALID_OWNER, isOwner: false, applicant: EMPTY_PERSON })).toHaveLength(
      7,
    );
  });
});

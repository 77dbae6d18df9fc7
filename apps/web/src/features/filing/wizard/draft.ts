import type { ComponentType } from 'react';
import type { ComparableSale } from '@ir/domain/contracts/filing/property-fields.ts';
import type { PropertyExtra } from '@ir/domain/contracts/filing/get-property-extra.ts';
import type { PersonInput } from '@ir/domain/filing.ts';
import type { Reason } from '@ir/domain/codes.ts';
import type { MessageLike } from '@ir/domain/message-ref.ts';
import type { Messages } from '../../../lib/language.tsx';

/** Wizard steps (SPEC §2 /file), 0 to 4, by their title's key in the catalogue. */
export const WIZARD_STEP_KEYS = [
  'propertySearch',
  'applicantInfo',
  'valueChange',
  'supportingFiles',
  'reviewSubmit',
] as const;
export type WizardStepKey = (typeof WIZARD_STEP_KEYS)[number];

/** Where the wizard lives; it sends this address on to the step the draft is at (decision 046). */
export const WIZARD_PATH = '/file';

/** Each step's own address, in step order (decision 046: one path per form page). */
export const WIZARD_STEP_PATHS = [
  '/file/property',
  '/file/owner',
  '/file/value',
  '/file/files',
  '/file/review',
] as const;
export type WizardStepPath = (typeof WIZARD_STEP_PATHS)[number];

/** A step's title in the screen's language ('Property Search', 'Buscar la propiedad'). */
export function stepTitle(key: WizardStepKey, messages: Messages): string {
  return messages.filing.wizard.steps[key];
}
export type WizardStep = 0 | 1 | 2 | 3 | 4;

/** A file of step 3 as the wizard tracks it (SPEC §2 step 3: pending, Uploaded, Error). */
export interface WizardFile {
  /** Client-side key, stable while the page lives. */
  key: string;
  name: string;
  size: number;
  status: 'pending' | 'uploaded' | 'error';
  /**
   * The SPEC §8 upload message shown beside an errored file: its catalogue key, said in the
   * language of the page as it renders (the words themselves in a draft kept before).
   */
  error?: MessageLike | string;
  /** The server's id (content hash) once uploaded. */
  id?: string;
}

/**
 * SPEC §3 application form draft: everything the wizard has gathered. It is kept in
 * sessionStorage so a reload in the same tab keeps it (never localStorage: it holds personal
 * details and must not outlive the tab).
 */
export interface WizardDraft {
  step: WizardStep;
  /** Selected parcel (step 0); null until one is chosen. */
  property: PropertyExtra | null;
  /** Step 1. */
  owner: PersonInput;
  isOwner: boolean;
  applicant: PersonInput;
  saveApplicant: boolean;
  /** Step 2. */
  desiredValue: string;
  reason: Reason | '';
  valueComments: string;
  comps: ComparableSale[];
  /** Step 3 (files already uploaded to the server's draft are listed again after a reload). */
  files: WizardFile[];
}

export const EMPTY_PERSON: PersonInput = {
  firstName: '',
  lastName: '',
  address1: '',
  address2: '',
  city: '',
  state: '',
  zipCode: '',
  phone: '',
};

export function emptyDraft(): WizardDraft {
  return {
    step: 0,
    property: null,
    owner: { ...EMPTY_PERSON },
    isOwner: true,
    applicant: { ...EMPTY_PERSON },
    saveApplicant: false,
    desiredValue: '',
    reason: '',
    valueComments: '',
    comps: [],
    files: [],
  };
}

/** What every step's screen receives: the draft, and a way to change part of it. */
export interface StepProps {
  draft: WizardDraft;
  onChange: (patch: Partial<WizardDraft>) => void;
  /**
   * How many times Next was pressed on this step with something missing (0: not yet): a step
   * then shows each field's message at once, as the error summary lists them.
   */
  showErrors?: number;
}

/**
 * One thing a step still needs, for the error summary Next shows: what to do, and the
 * control to go to, by its `name` (or its `data-summary-target`). The summary says it in its
 * language as it renders (missingText in step-rules.ts), so it follows a language switch.
 */
export interface MissingItem {
  field: string;
  /** A catalogue key (decision 045), or a rule's own words. */
  text: MessageLike | string;
  /** A person's field: whose it is and which, named before the message. */
  person?: { who: 'owner' | 'applicant'; field: keyof PersonInput };
}

/**
 * The id of the control a summary item links to (`href="#owner-firstName"`, `#desiredValue`):
 * the fields of every step with a Next carry it.
 */
export function summaryTargetId(field: string): string {
  return field.replaceAll('.', '-');
}

/**
 * The wizard is data (DESIGN §5.8): each step declares its title, its screen and when the
 * person may go on. Steps 0-2 live in steps/, 3 (upload) and 4 (review and submit) beside them.
 */
export interface WizardStepDefinition {
  /** The title's key: the frame says it in the language in force. */
  titleKey: WizardStepKey;
  /** The step's own address: Back, Forward and a reload keep to it (decision 046). */
  path: WizardStepPath;
  Component: ComponentType<StepProps>;
  /** Whether Next (or Submit, on the last step) may be used with this draft. */
  isReady: (draft: WizardDraft) => boolean;
  /**
   * What keeps Next back, listed when it is pressed too early; empty exactly when `isReady`.
   * The last step has no Next (its Submit explains itself) and so no list.
   */
  missing?: (draft: WizardDraft) => MissingItem[];
}

/** A step with a Next: ready exactly when nothing is missing. */
export function stepWithNext(
  step: Omit<WizardStepDefinition, 'isReady' | 'missing'> & {
    missing: (draft: WizardDraft) => MissingItem[];
  },
): WizardStepDefinition {
  return { ...step, isReady: (draft) => step.missing(draft).length === 0 };
}

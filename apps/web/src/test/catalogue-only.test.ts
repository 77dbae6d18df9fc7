import { readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import ts from 'typescript';
import { describe, expect, it } from 'vitest';

/**
 * Owner-facing text comes from the catalogues (messages.ts and messages.es.ts), never
 * written inline, so nothing an owner reads is left untranslated. Each component listed here
 * has been moved to the catalogue; the list grows until it holds every owner feature.
 */
const TRANSLATED = [
  'app/layout/Header.tsx',
  'app/layout/Footer.tsx',
  'app/layout/SideDrawer.tsx',
  'app/layout/LanguageSwitcher.tsx',
  'features/landing/components/LandingPage.tsx',
  'features/contact/components/ContactPage.tsx',
  'features/not-found/components/NotFoundPage.tsx',
  'features/legal/components/AccessibilityPage.tsx',
  'app/RouteError.tsx',
  'app/layout/LoadingOverlay.tsx',
  'app/layout/SkipLinks.tsx',
  'lib/no-access-page.tsx',
  'components/ui/AlertDialog.tsx',
  'components/ui/ConfirmDialog.tsx',
  'components/ui/LoadError.tsx',
  'components/form/Captcha.tsx',
  'components/form/SingleFileInput.tsx',
  'components/comparables/ComparablesTable.tsx',
  'features/legal/components/TermsOfUsePage.tsx',
  'features/legal/components/PrivacyPage.tsx',
  'features/legal/components/LegalDocument.tsx',
  'features/auth/components/LoginSignupPage.tsx',
  'features/auth/components/LoginForm.tsx',
  'features/auth/components/SignupForm.tsx',
  'features/auth/components/SignupCompletePage.tsx',
  'features/auth/components/VerifyPage.tsx',
  'features/auth/components/ForgotPasswordPage.tsx',
  'features/auth/components/TokenPasswordPage.tsx',
  'features/auth/components/ChangePasswordPage.tsx',
  'features/auth/components/ResendVerification.tsx',
  'features/auth/components/GoogleButton.tsx',
  'features/auth/components/TwoFactorPage.tsx',
  'features/email-preferences/components/EmailPreferencesPage.tsx',
  'components/form/PasswordField.tsx',
  'features/filing/components/FilingWizardPage.tsx',
  'features/filing/components/ErrorSummary.tsx',
  'features/filing/components/CompsSection.tsx',
  'features/filing/components/PersonFields.tsx',
  'features/filing/components/PropertyResultsList.tsx',
  'features/filing/components/SblHelpDialog.tsx',
  'features/filing/components/PropertyInfoToggle.tsx',
  'features/filing/components/DisclosureNoticeIllustration.tsx',
  'features/filing/components/steps/PropertySearchStep.tsx',
  'features/filing/components/steps/ApplicantInfoStep.tsx',
  'features/filing/components/steps/ValueChangeStep.tsx',
  'features/filing/components/steps/UploadStep.tsx',
  'features/filing/components/steps/ReviewStep.tsx',
  'features/filing/components/ConfirmPage.tsx',
  'features/filing/components/MyApplicationsPage.tsx',
  'features/filing/components/SavedDrafts.tsx',
  'features/filing/components/FilingPage.tsx',
  'features/filing/components/DecisionResponse.tsx',
  'features/filing/components/OfferPanel.tsx',
  'features/filing/components/BulkFilingPage.tsx',
  'features/representatives/components/AuthorizePage.tsx',
  'features/representatives/components/AuthorizationsPage.tsx',
  'features/representatives/components/ProblemSummary.tsx',
];

// Not `new URL(template, import.meta.url)`: Vite rewrites that pattern into an asset lookup.
const SRC = path.dirname(path.dirname(fileURLToPath(import.meta.url)));

/** Attributes a person reads or hears. */
const READ_ATTRIBUTES = new Set(['aria-label', 'title', 'placeholder', 'alt', 'label', 'hint']);

/** Inline words in JSX: text between tags, and read attributes given as string literals. */
function inlineTexts(source: string, file = 'x.tsx'): string[] {
  const tree = ts.createSourceFile(file, source, ts.ScriptTarget.Latest, true, ts.ScriptKind.TSX);
  const found: string[] = [];
  const visit = (node: ts.Node) => {
    if (ts.isJsxText(node) && /\p{L}/u.test(node.text)) found.push(node.text.trim());
    if (
      ts.isJsxAttribute(node) &&
      READ_ATTRIBUTES.has(node.name.getText(tree)) &&
      node.initializer &&
      ts.isStringLiteral(node.initializer) &&
      /\p{L}/u.test(node.initializer.text)
    ) {
      found.push(`${node.name.getText(tree)}="${node.initializer.text}"`);
    }
    ts.forEachChild(node, visit);
  };
  visit(tree);
  return found;
}

describe('owner-facing text lives in the catalogues', () => {
  it.each(TRANSLATED.map((file) => [file]))('%s writes no text inline', (file: string) => {
    const source = readFileSync(path.join(SRC, file), 'utf8');
    expect(inlineTexts(source, file)).toEqual([]);
  });

  it('catches text between tags and in read attributes, not class names or keys', () => {
    expect(
      inlineTexts(
        '<p className="mt-4" key="a">Hello <b>{name}</b></p>; <img alt="A house" />; <b aria-label={x}>{"" }</b>',
      ),
    ).toEqual(['Hello', 'alt="A house"']);
  });
});

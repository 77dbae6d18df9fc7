import { useState } from 'react';
import { Link, useLocation } from 'react-router';
import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { useMutation, useQuery } from '@tanstack/react-query';
import { z } from 'zod';
import { MESSAGES } from '@ir/domain/messages.ts';
import { isTotpCode, normalizeOtp } from '@ir/domain/mfa.ts';
import { TextField } from '../../../components/form/TextField.tsx';
import { FormAlert } from '../../../components/ui/FormAlert.tsx';
import { PageContainer } from '../../../components/ui/PageContainer.tsx';
import { useDocumentTitle } from '../../../lib/document-title.ts';
import { useGlobalLoading } from '../../../lib/global-loading.tsx';
import { mfaStatusQuery } from '../../../lib/session/api/get-mfa-status.ts';
import { useSession } from '../../../lib/session/session-provider.tsx';
import { landingAfterSignIn } from '../../../lib/signed-in-home.ts';
import { useConfirmMfa } from '../api/confirm-mfa.ts';
import { enrollMfa } from '../api/enroll-mfa.ts';
import { QrCode } from './QrCode.tsx';

const codeFormSchema = z.object({ otp: z.string() }).superRefine(({ otp }, ctx) => {
  const message =
    normalizeOtp(otp) === ''
      ? MESSAGES.login.emptyOtp
      : isTotpCode(otp)
        ? undefined
        : MESSAGES.mfa.sixDigits;
  if (message) ctx.addIssue({ code: 'custom', path: ['otp'], message });
});
type CodeFormValues = z.input<typeof codeFormSchema>;

/** The base32 secret in groups of four, as people type it into an app. */
function grouped(secret: string): string {
  return (secret.match(/.{1,4}/g) ?? []).join(' ');
}

/**
 * Two-factor sign-in: any account enrols an authenticator app here (QR code or the
 * secret typed in, then one code), and sees its ten recovery codes once. Under
 * STAFF_MFA=required a staff account is sent here before anything else.
 */
export function TwoFactorPage() {
  useDocumentTitle('Two-factor sign-in');
  const status = useQuery(mfaStatusQuery());
  const enroll = useMutation({ mutationFn: enrollMfa });
  const [recoveryCodes, setRecoveryCodes] = useState<string[] | null>(null);
  useGlobalLoading(status.isPending || enroll.isPending);

  let body;
  if (recoveryCodes) {
    body = <RecoveryCodes codes={recoveryCodes} />;
  } else if (status.isError) {
    body = <FormAlert kind="error">{status.error.message}</FormAlert>;
  } else if (!status.data) {
    body = null;
  } else if (status.data.enabled) {
    body = (
      <>
        <FormAlert kind="success">{MESSAGES.mfa.enrolled}</FormAlert>
        <p className="mt-4">
          Each sign-in asks for a code from your authenticator app after your password. You have{' '}
          {status.data.recovery_codes_left} unused recovery codes. Lost your phone? Sign in with a
          recovery code, or ask an administrator to reset your two-factor sign-in.
        </p>
      </>
    );
  } else if (enroll.data) {
    body = (
      <Enrolment
        secret={enroll.data.secret}
        uri={enroll.data.otpauth_url}
        onConfirmed={setRecoveryCodes}
      />
    );
  } else {
    body = (
      <>
        {status.data.enrollment_required && (
          <FormAlert kind="warning">{MESSAGES.mfa.enrollmentRequired}</FormAlert>
        )}
        <p className="mt-4">
          With two-factor sign-in, signing in takes your password and a 6-digit code from an
          authenticator app on your phone (Google Authenticator, Microsoft Authenticator, 1Password
          and the like), so a stolen password alone is not enough.
        </p>
        {enroll.isError && (
          <div className="mt-4">
            <FormAlert kind="error">{enroll.error.message || MESSAGES.mfa.enrollFailed}</FormAlert>
          </div>
        )}
        <button type="button" className="btn btn-primary mt-6" onClick={() => enroll.mutate()}>
          Set up authenticator app
        </button>
      </>
    );
  }

  return (
    <PageContainer>
      <h1 className="mb-6 text-3xl font-bold sm:text-4xl">Two-factor sign-in</h1>
      {body}
    </PageContainer>
  );
}

function Enrolment({
  secret,
  uri,
  onConfirmed,
}: {
  secret: string;
  uri: string;
  onConfirmed: (codes: string[]) => void;
}) {
  const { control, handleSubmit } = useForm<CodeFormValues>({
    resolver: zodResolver(codeFormSchema),
    defaultValues: { otp: '' },
  });
  const confirm = useConfirmMfa();
  useGlobalLoading(confirm.isPending);
  const submit = handleSubmit(({ otp }) =>
    confirm.mutate(
      { otp: normalizeOtp(otp) },
      { onSuccess: ({ recovery_codes }) => onConfirmed(recovery_codes) },
    ),
  );
  return (
    <ol className="flex list-decimal flex-col gap-6 pl-6">
      <li>
        <p>Scan this QR code with your authenticator app.</p>
        <div className="mt-3 inline-block rounded border border-base-300 p-2">
          <QrCode text={uri} label="QR code for your authenticator app" />
        </div>
        <p className="mt-3">Or type this key into the app (time-based):</p>
        <p className="mt-1 font-mono text-lg break-all" data-testid="mfa-secret">
          {grouped(secret)}
        </p>
      </li>
      <li>
        <form noValidate onSubmit={submit} className="flex max-w-md flex-col gap-4">
          <TextField
            control={control}
            name="otp"
            label="Authentication code"
            hint="The 6-digit code the app shows now."
            autoComplete="one-time-code"
            inputMode="numeric"
            spellCheck={false}
            maxLength={16}
          />
          {confirm.isError && <FormAlert kind="error">{confirm.error.message}</FormAlert>}
          <button type="submit" className="btn btn-primary self-start" disabled={confirm.isPending}>
            Turn on
          </button>
        </form>
      </li>
    </ol>
  );
}

function RecoveryCodes({ codes }: { codes: string[] }) {
  const [copied, setCopied] = useState(false);
  const text = `${codes.join('\n')}\n`;
  const download = `data:text/plain;charset=utf-8,${encodeURIComponent(text)}`;
  return (
    <>
      <FormAlert kind="success">{MESSAGES.mfa.enrolled}</FormAlert>
      <h2 className="mt-6 text-xl font-bold">Your recovery codes</h2>
      <p className="mt-2">
        Keep these somewhere safe. Each one signs you in once in place of a code, if you lose your
        phone. They are shown only now.
      </p>
      <ul className="mt-4 grid max-w-md grid-cols-2 gap-2 font-mono" aria-label="Recovery codes">
        {codes.map((code) => (
          <li key={code}>{code}</li>
        ))}
      </ul>
      <div className="mt-4 flex flex-wrap items-center gap-3">
        <button
          type="button"
          className="btn"
          onClick={() =>
            void navigator.clipboard.writeText(text).then(
              () => setCopied(true),
              () => setCopied(false),
            )
          }
        >
          Copy codes
        </button>
        <a className="btn" href={download} download="recovery-codes.txt">
          Download codes
        </a>
        <span role="status">{copied && MESSAGES.mfa.copied}</span>
      </div>
      <Continue />
    </>
  );
}

/**
 * On to where the sign-in was going (decision 029): the page that asked for it, else the
 * account's home.
 */
function Continue() {
  const { privilege } = useSession();
  const { state } = useLocation();
  return (
    <Link to={landingAfterSignIn(privilege, state)} className="btn btn-primary mt-8">
      Continue
    </Link>
  );
}

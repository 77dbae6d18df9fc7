import { lazy, Suspense, useState } from 'react';
import { Link, useSearchParams } from '../../../lib/router.tsx';
import { REDIRECT_TO } from '../../../lib/redirect-to.ts';
import { useAccessOf } from '../../../lib/route-access.tsx';
import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { useMutation, useQuery } from '@tanstack/react-query';
import { z } from 'zod';
import { messageKey } from '@ir/domain/message-ref.ts';
import { isTotpCode, normalizeOtp } from '@ir/domain/mfa.ts';
import { TextField } from '../../../components/form/TextField.tsx';
import { FormAlert } from '../../../components/ui/FormAlert.tsx';
import { PageContainer } from '../../../components/ui/PageContainer.tsx';
import { useDocumentTitle } from '../../../lib/document-title.ts';
import { useGlobalLoading } from '../../../lib/global-loading.tsx';
import { useLanguage } from '../../../lib/language.tsx';
import { mfaStatusQuery } from '../../../lib/session/api/get-mfa-status.ts';
import { useSession } from '../../../lib/session/session-provider.tsx';
import { isDocumentLanding, landingAfterSignIn } from '../../../lib/signed-in-home.ts';
import { useConfirmMfa } from '../api/confirm-mfa.ts';
import { enrollMfa } from '../api/enroll-mfa.ts';

// The QR encoder (uqr, 4 KB gzipped) is needed only once enrolment starts: not in the chunk
// of the sign-in pages, which many visits open on.
const QrCode = lazy(() => import('./QrCode.tsx').then((m) => ({ default: m.QrCode })));

// Its messages are catalogue keys, which the field says in the language of the page (decision
// 045), so a message already shown follows a language switch.
const codeFormSchema = z.object({ otp: z.string() }).superRefine(({ otp }, ctx) => {
  const message =
    normalizeOtp(otp) === ''
      ? messageKey('login.emptyOtp')
      : isTotpCode(otp)
        ? undefined
        : messageKey('mfa.sixDigits');
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
  const { messages, format } = useLanguage();
  const T = messages.account.twoFactor;
  useDocumentTitle(T.title);
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
        <FormAlert kind="success">{messages.mfa.enrolled}</FormAlert>
        <p className="mt-4">{format(T.enabledText, { left: status.data.recovery_codes_left })}</p>
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
          <FormAlert kind="warning">{messages.mfa.enrollmentRequired}</FormAlert>
        )}
        <p className="mt-4">{T.intro}</p>
        {enroll.isError && (
          <div className="mt-4">
            <FormAlert kind="error">{enroll.error.message || messages.mfa.enrollFailed}</FormAlert>
          </div>
        )}
        <button type="button" className="btn btn-primary mt-6" onClick={() => enroll.mutate()}>
          {T.setUp}
        </button>
      </>
    );
  }

  return (
    <PageContainer>
      <h1 className="mb-6 text-3xl font-bold sm:text-4xl">{T.title}</h1>
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
  const T = useLanguage().messages.account.twoFactor;
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
        <p>{T.scan}</p>
        <div className="mt-3 inline-block rounded border border-base-300 p-2">
          <Suspense fallback={null}>
            <QrCode text={uri} label={T.qrLabel} />
          </Suspense>
        </div>
        <p className="mt-3">{T.typeKey}</p>
        <p className="mt-1 font-mono text-lg break-all" data-testid="mfa-secret">
          {grouped(secret)}
        </p>
      </li>
      <li>
        <form noValidate onSubmit={submit} className="flex max-w-md flex-col gap-4">
          <TextField
            control={control}
            name="otp"
            label={T.code}
            hint={T.codeHint}
            autoComplete="one-time-code"
            inputMode="numeric"
            spellCheck={false}
            maxLength={16}
          />
          {confirm.isError && <FormAlert kind="error">{confirm.error.message}</FormAlert>}
          <button type="submit" className="btn btn-primary self-start" disabled={confirm.isPending}>
            {T.turnOn}
          </button>
        </form>
      </li>
    </ol>
  );
}

function RecoveryCodes({ codes }: { codes: string[] }) {
  const [copied, setCopied] = useState(false);
  const { messages } = useLanguage();
  const T = messages.account.twoFactor;
  const text = `${codes.join('\n')}\n`;
  const download = `data:text/plain;charset=utf-8,${encodeURIComponent(text)}`;
  return (
    <>
      <FormAlert kind="success">{messages.mfa.enrolled}</FormAlert>
      <h2 className="mt-6 text-xl font-bold">{T.recoveryHeading}</h2>
      <p className="mt-2">{T.recoveryText}</p>
      <ul className="mt-4 grid max-w-md grid-cols-2 gap-2 font-mono" aria-label={T.recoveryList}>
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
          {T.copy}
        </button>
        <a className="btn" href={download} download="recovery-codes.txt">
          {T.download}
        </a>
        <span role="status">{copied && messages.mfa.copied}</span>
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
  const [params] = useSearchParams();
  const accessOf = useAccessOf();
  const T = useLanguage().messages.account.twoFactor;
  const landing = landingAfterSignIn(privilege, params.get(REDIRECT_TO), accessOf);
  // A document (a PDF of the API) is no page of the app: a plain link loads it.
  return isDocumentLanding(landing) ? (
    <a href={landing} className="btn btn-primary mt-8">
      {T.continue}
    </a>
  ) : (
    <Link to={landing} className="btn btn-primary mt-8">
      {T.continue}
    </Link>
  );
}

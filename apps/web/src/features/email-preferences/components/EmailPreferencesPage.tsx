import { Link, Navigate, useSearchParams } from '../../../lib/router.tsx';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { EmailPreferences } from '@ir/domain/contracts/preferences/email-preferences-fields.ts';
import { FormAlert } from '../../../components/ui/FormAlert.tsx';
import { PageContainer } from '../../../components/ui/PageContainer.tsx';
import { useDocumentTitle } from '../../../lib/document-title.ts';
import { useErrorText } from '../../../lib/error-text.ts';
import { useGlobalLoading } from '../../../lib/global-loading.tsx';
import { useLanguage } from '../../../lib/language.tsx';
import { useMunicipality } from '../../../lib/municipality.ts';
import { emailPreferencesKey, getEmailPreferencesQuery } from '../api/get-email-preferences.ts';
import { setEmailPreferences } from '../api/set-email-preferences.ts';

/**
 * Where a reminder e-mail's opt-out link leads: no sign-in, the link's token stands for the
 * account. It shows whether reminders are on and turns them off, or back on. Without a token
 * it goes to /.
 */
export function EmailPreferencesPage() {
  const [params] = useSearchParams();
  const token = params.get('token');
  const T = useLanguage().messages.emailPreferences;
  useDocumentTitle(T.title);
  if (!token) return <Navigate to="/" replace />;
  return (
    <PageContainer>
      <h1 className="text-3xl font-bold sm:text-4xl">{T.title}</h1>
      <Preferences token={token} />
    </PageContainer>
  );
}

function Preferences({ token }: { token: string }) {
  const errorText = useErrorText();
  const { firm } = useMunicipality();
  const { messages, format } = useLanguage();
  const T = messages.emailPreferences;
  const client = useQueryClient();
  const preferences = useQuery(getEmailPreferencesQuery(token));
  useGlobalLoading(preferences.isPending);
  const save = useMutation({
    mutationFn: (reminders: boolean) => setEmailPreferences({ token, reminders }),
    onSuccess: (answer: EmailPreferences) =>
      client.setQueryData(emailPreferencesKey(token), answer),
  });
  const failure = (error: unknown, fallback: string) =>
    errorText(error, { fallback, byCode: { bad_link: T.badLink }, phone: firm.phone });

  if (preferences.isPending) return <p className="mt-4 text-lg">{T.loading}</p>;
  if (preferences.isError) {
    return (
      <div className="mt-6 flex flex-col items-start gap-6">
        <FormAlert kind="error">{failure(preferences.error, T.loadFailed)}</FormAlert>
        <Link to="/" className="btn btn-primary">
          {T.home}
        </Link>
      </div>
    );
  }
  const { email, reminders } = preferences.data;
  return (
    <div className="mt-6 flex max-w-prose flex-col items-start gap-4">
      <p>{T.intro}</p>
      <p>{T.transactional}</p>
      <p className="font-semibold">{format(reminders ? T.on : T.off, { email })}</p>
      <div aria-live="polite" className="w-full empty:hidden">
        {save.isSuccess && (
          <FormAlert kind="success">{save.data.reminders ? T.turnedOn : T.turnedOff}</FormAlert>
        )}
      </div>
      {save.isError && <FormAlert kind="error">{failure(save.error, T.saveFailed)}</FormAlert>}
      <form
        onSubmit={(event) => {
          event.preventDefault();
          save.mutate(!reminders);
        }}
      >
        <button
          type="submit"
          className={reminders ? 'btn btn-outline' : 'btn btn-primary'}
          disabled={save.isPending}
        >
          {reminders ? T.turnOff : T.turnOn}
        </button>
      </form>
    </div>
  );
}

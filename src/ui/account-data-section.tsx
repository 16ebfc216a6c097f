import type { ReactNode } from 'react';
import { t, type MessageKey } from '../platform/browser/i18n';

interface AccountDataSectionProps<Data> {
  id: string;
  heading: MessageKey;
  /** Whether someone is signed in: signed out, the section asks them to sign in first. */
  signedIn: boolean;
  /** The signed-in user's data for this section; null until it has loaded. */
  data: Data | null;
  signedOut: MessageKey;
  loading: MessageKey;
  children: (data: Data) => ReactNode;
}

/** An options section about the signed-in user's data: a sign-in prompt, loading, or the data. */
export function AccountDataSection<Data>({ id, heading, signedIn, data, signedOut, loading, children }: AccountDataSectionProps<Data>) {
  return (
    <section className="card" aria-labelledby={`${id}-heading`}>
      <h2 id={`${id}-heading`}>{t(heading)}</h2>
      {!signedIn ? (
        <p>{t(signedOut)}</p>
      ) : data === null ? (
        <p aria-busy="true">{t(loading)}</p>
      ) : (
        children(data)
      )}
    </section>
  );
}

import { CONTACT_TOPIC_LABELS, CONTACT_TOPICS, type ContactTopic } from '@tourniquet/domain';
import { CheckCircle2, Loader2, Send } from 'lucide-react';
import { useState, type FormEvent } from 'react';
import { Button } from '../../../components/ui/button.tsx';
import { Card } from '../../../components/ui/card.tsx';
import { Field } from '../../../components/ui/field.tsx';
import { Input, Textarea } from '../../../components/ui/input.tsx';
import { NativeSelect } from '../../../components/ui/native-select.tsx';
import { ApiError } from '../../../lib/api.ts';
import { useSession } from '../../session/index.ts';
import { useSendContactRequest } from '../api/send-contact-request.ts';
import { FormAlert } from '../../../components/ui/form-alert.tsx';

type Errors = Partial<Record<'topic' | 'name' | 'email' | 'message', string>>;

export const isContactTopic = (value: string | null): value is ContactTopic =>
  (CONTACT_TOPICS as readonly string[]).includes(value ?? '');

/**
 * The assisted services' working default: a request that reaches the operator's mailbox, whatever else is
 * set up. The topic comes from the tile that led here; a signed-in user's name and e-mail are filled in.
 */
export function RequestForm({
  topic: initialTopic,
  supportEmail,
}: {
  topic: ContactTopic;
  supportEmail: string;
}) {
  const user = useSession().user;
  const [topic, setTopic] = useState<ContactTopic>(initialTopic);
  const [name, setName] = useState(user?.name && user.name !== user.email ? user.name : '');
  const [email, setEmail] = useState(user?.email ?? '');
  const [message, setMessage] = useState('');
  const [errors, setErrors] = useState<Errors>({});
  const send = useSendContactRequest();
  // A field's error goes as soon as it is being fixed.
  const clear = (field: keyof Errors) => setErrors(({ [field]: _fixed, ...rest }) => rest);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const missing: Errors = {};
    if (!name.trim()) missing.name = 'Enter your name.';
    if (!/^\S+@\S+\.\S+$/.test(email.trim())) missing.email = 'Enter an e-mail address we can answer.';
    if (!message.trim()) missing.message = 'Tell us what you would like help with.';
    setErrors(missing);
    if (Object.keys(missing).length > 0) return;
    send.mutate(
      { topic, name: name.trim(), email: email.trim(), message: message.trim() },
      { onError: (err) => err instanceof ApiError && err.fields && setErrors(err.fields as Errors) },
    );
  };

  if (send.isSuccess) {
    return (
      <Card className="flex flex-col gap-2 p-4" role="status">
        <p className="flex items-center gap-2 text-base font-semibold text-slate-900">
          <CheckCircle2 className="size-5 text-gain" aria-hidden />
          Request sent
        </p>
        <p className="text-sm leading-relaxed text-slate-600">
          Your advisor will answer at {email.trim()}, usually within one business day.
        </p>
      </Card>
    );
  }
  return (
    <Card className="flex flex-col gap-4 p-4">
      <div>
        <h2 className="text-base font-semibold text-slate-900">Send Us a Request</h2>
        <p className="text-sm leading-relaxed text-slate-600">
          Tell us what you need; an advisor answers by e-mail. Or write to{' '}
          <a
            href={`mailto:${supportEmail}`}
            className="rounded font-semibold text-brand-700 underline underline-offset-4"
          >
            {supportEmail}
          </a>
          .
        </p>
      </div>
      <form onSubmit={submit} noValidate className="flex flex-col gap-3">
        <Field label="Topic" error={errors.topic}>
          {(p) => (
            <NativeSelect {...p} value={topic} onChange={(e) => setTopic(e.target.value as ContactTopic)}>
              {CONTACT_TOPICS.map((t) => (
                <option key={t} value={t}>
                  {CONTACT_TOPIC_LABELS[t]}
                </option>
              ))}
            </NativeSelect>
          )}
        </Field>
        <Field label="Your name" error={errors.name}>
          {(p) => (
            <Input
              {...p}
              autoComplete="name"
              value={name}
              maxLength={100}
              onChange={(e) => {
                setName(e.target.value);
                clear('name');
              }}
            />
          )}
        </Field>
        <Field label="Your e-mail" error={errors.email}>
          {(p) => (
            <Input
              {...p}
              type="email"
              autoComplete="email"
              value={email}
              onChange={(e) => {
                setEmail(e.target.value);
                clear('email');
              }}
            />
          )}
        </Field>
        <Field label="How can we help?" error={errors.message}>
          {(p) => (
            <Textarea
              {...p}
              value={message}
              maxLength={4000}
              onChange={(e) => {
                setMessage(e.target.value);
                clear('message');
              }}
            />
          )}
        </Field>
        {send.isError && !(send.error instanceof ApiError && send.error.fields) && (
          <FormAlert>
            {send.error instanceof ApiError && send.error.status === 429
              ? send.error.message
              : `Your request could not be sent. Please try again, or write to ${supportEmail}.`}
          </FormAlert>
        )}
        <Button type="submit" className="w-full" disabled={send.isPending}>
          {send.isPending ? (
            <Loader2 className="size-4 animate-spin" aria-hidden />
          ) : (
            <Send className="size-4" aria-hidden />
          )}
          {send.isPending ? 'Sending...' : 'Send Request'}
        </Button>
      </form>
    </Card>
  );
}

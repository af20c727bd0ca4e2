import { CalendarClock, Video, type LucideIcon } from 'lucide-react';
import type { ReactNode } from 'react';
import { useSearchParams } from 'react-router';
import { BackButton } from '../../../components/ui/back-button.tsx';
import { Badge, Card } from '../../../components/ui/card.tsx';
import { PageHeader } from '../../../components/ui/page-header.tsx';
import { useAdvisorStatus } from '../api/use-advisor-status.ts';
import { useContactConfig } from '../api/use-contact-config.ts';
import { ExternalAction } from './external-action.tsx';
import { isContactTopic, RequestForm } from './request-form.tsx';

function CardTitle({ icon: Icon, title, aside }: { icon: LucideIcon; title: string; aside?: ReactNode }) {
  return (
    <div className="flex items-start gap-3">
      <span className="flex size-10 shrink-0 items-center justify-center rounded-xl bg-brand-50 text-brand-700">
        <Icon className="size-5" aria-hidden />
      </span>
      <div className="flex min-w-0 flex-1 flex-wrap items-center justify-between gap-2 pt-2">
        <h2 className="text-base font-semibold text-slate-900">{title}</h2>
        {aside}
      </div>
    </div>
  );
}

/** Contact Us (docs/product.md#2-screens): meet the advisor now when online, or book an appointment. */
export function ContactView() {
  const config = useContactConfig();
  const advisor = useAdvisorStatus();
  const checking = config.isPending || advisor.isPending;
  // The dashboard's Personal Finance, Business Bookkeeping and Taxes tiles say which service they came from.
  const topicParam = useSearchParams()[0].get('topic');

  const meetingHref = !checking && advisor.online ? config.advisorMeetingUrl : null;
  const meetingNote = checking
    ? 'Checking whether your advisor is online…'
    : !config.advisorMeetingUrl
      ? 'No video room is set up yet. Send a request above and your advisor will write to you.'
      : 'Your advisor is offline right now. Please make an appointment, or try again later.';

  return (
    <div className="flex flex-col gap-4">
      <PageHeader
        title="Contact Us"
        subtitle="Get personalized advice from a dedicated advisor for your personal finances, business bookkeeping and taxes."
        back={<BackButton />}
      />
      {/* Works whatever else is set up: the request reaches the support mailbox. */}
      {!config.isPending && (
        <RequestForm
          topic={isContactTopic(topicParam) ? topicParam : 'other'}
          supportEmail={config.supportEmail}
        />
      )}
      <Card className="flex flex-col gap-4 p-4">
        <CardTitle
          icon={Video}
          title="Meet Your Personal Advisor Now"
          aside={
            // Availability only means something once there is a room to join.
            checking || !config.advisorMeetingUrl ? null : advisor.online ? (
              <Badge tone="gain">Online</Badge>
            ) : (
              <Badge>Offline</Badge>
            )
          }
        />
        <p className="text-sm leading-relaxed text-slate-600">
          Talk face to face with your advisor in a private video meeting room.
        </p>
        <ExternalAction label="Join Meeting Room" href={meetingHref} unavailable={meetingNote} />
      </Card>
      <Card className="flex flex-col gap-4 p-4">
        <CardTitle icon={CalendarClock} title="Schedule an Appointment" />
        <p className="text-sm leading-relaxed text-slate-600">
          Pick a time that suits you and your advisor will meet you then.
        </p>
        <ExternalAction
          label="Make an Appointment"
          href={config.schedulingUrl}
          unavailable={
            config.isPending
              ? 'Loading…'
              : 'Online booking is not set up yet. Send a request above to arrange a time.'
          }
        />
      </Card>
    </div>
  );
}

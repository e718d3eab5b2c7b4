import type { ComplaintFieldsFragment, Role } from '@/gql/graphql';
import { formatDateTime } from '@/lib/format';

export type ComplaintMessage = ComplaintFieldsFragment['messages'][number];

export interface ComplaintThreadProps {
  messages: readonly ComplaintMessage[];
  /** Who reads it: their own messages say "You"; the other side's say who wrote them. */
  viewer: Role;
  /** The shopper sees the store's messages under the store's name. */
  storeName: string;
  className?: string;
}

/**
 * A complaint's conversation, oldest first: the description, the store's answers and the
 * shopper's replies, each with its author and time. The viewer's own messages read "You" and sit
 * on the right; the shopper sees the store's answers as the store's, the admin sees each message
 * under the name its author wrote it with.
 */
export function ComplaintThread({ messages, viewer, storeName, className = '' }: ComplaintThreadProps) {
  const authorOf = (message: ComplaintMessage) => {
    if (message.author.role === viewer) return 'You';
    return message.author.role === 'ADMIN' ? storeName : message.author.name;
  };
  return (
    <section aria-labelledby="complaint-thread-heading" className={className}>
      <h2 id="complaint-thread-heading" className="text-lg font-semibold text-slate-900">
        Conversation
      </h2>
      <ol className="mt-4 space-y-3" aria-label="Messages, oldest first">
        {messages.map((message) => {
          const own = message.author.role === viewer;
          const fromStore = message.author.role === 'ADMIN';
          return (
            <li
              key={message.id}
              data-testid="complaint-message"
              className={`max-w-[92%] rounded-2xl border p-3 sm:max-w-[80%] sm:p-4 ${
                own ? 'ml-auto' : 'mr-auto'
              } ${fromStore ? 'border-blue-200 bg-blue-50' : 'border-slate-200 bg-slate-50'}`}
            >
              <p className="flex flex-wrap items-baseline gap-x-2 text-sm">
                <span className="font-semibold text-slate-900">{authorOf(message)}</span>
                <time dateTime={message.at} className="text-slate-600">
                  {formatDateTime(message.at)}
                </time>
              </p>
              <p className="mt-1 whitespace-pre-line break-words text-slate-800">{message.text}</p>
            </li>
          );
        })}
      </ol>
    </section>
  );
}

import type { ComponentType } from 'react';
import { Link } from 'react-router-dom';
import { buttonClasses } from '@/components/button-styles';
import { HeartIcon, ShieldIcon, SparklesIcon, UsersIcon, type IconProps } from '@/components/icons';
import { StoreContactList, hasContactDetails } from '@/components/StoreContactList';
import { paths } from '@/config/paths';
import { site } from '@/config/site';
import { initials } from '@/lib/format';
import { useStoreContact, useStoreName } from '@/lib/use-store-settings';

/** Static marketing copy: the figures are not live data. */
const stats = [
  { value: '1,000+', label: 'Books (coming soon)' },
  { value: '50+', label: 'Happy customers' },
  { value: '10+', label: 'Categories' },
  { value: '5', label: 'Team members' },
  { value: String(site.founded), label: 'Founded' },
];

const values: { title: string; text: string; icon: ComponentType<IconProps> }[] = [
  { title: 'Love of reading', text: 'We pick every book as if we were choosing it for a friend.', icon: HeartIcon },
  { title: 'Customers first', text: 'Clear prices, honest answers and help whenever you ask for it.', icon: UsersIcon },
  { title: 'Trust', text: 'Your account and your orders are kept safe and private.', icon: ShieldIcon },
  { title: 'Always improving', text: 'Your feedback shapes what we build and what we stock next.', icon: SparklesIcon },
];

const team = [
  { name: 'Sarah Johnson', role: 'Founder & CEO' },
  { name: 'Michael Chen', role: 'Head of Technology' },
  { name: 'Emily Rodriguez', role: 'Head of Curation' },
  { name: 'David Kim', role: 'Operations Manager' },
  { name: 'Priya Patel', role: 'Customer Experience Lead' },
];

const sectionClasses = 'mx-auto max-w-7xl px-4 py-16 sm:px-6 lg:px-8';
const headingClasses = 'text-3xl font-bold tracking-tight text-slate-900';

export function AboutHero() {
  const storeName = useStoreName();
  return (
    <section className="bg-gradient-to-br from-indigo-700 via-indigo-600 to-blue-600 text-white">
      <div className="mx-auto max-w-7xl px-4 py-20 text-center sm:px-6 lg:px-8">
        <h1 className="text-4xl font-extrabold tracking-tight sm:text-5xl">About {storeName}</h1>
        <p className="mx-auto mt-5 max-w-2xl text-lg text-indigo-100">
          A small team of readers building the bookstore we always wanted to shop at.
        </p>
      </div>
    </section>
  );
}

/** The shop's own About text (Settings), in its paragraphs, in place of the standard story. */
export function AboutText({ paragraphs }: { paragraphs: readonly string[] }) {
  return (
    <section aria-labelledby="story-heading" className={sectionClasses}>
      <div className="max-w-3xl">
        <h2 id="story-heading" className={headingClasses}>
          Our story
        </h2>
        <div className="mt-5 space-y-4 text-lg leading-8 text-slate-700">
          {paragraphs.map((paragraph, index) => (
            <p key={index} className="whitespace-pre-line break-words">
              {paragraph}
            </p>
          ))}
        </div>
      </div>
    </section>
  );
}

export function AboutStory() {
  const storeName = useStoreName();
  return (
    <section aria-labelledby="story-heading" className={sectionClasses}>
      <div className="max-w-3xl">
        <h2 id="story-heading" className={headingClasses}>
          Our story
        </h2>
        <div className="mt-5 space-y-4 text-lg leading-8 text-slate-700">
          <p>
            {storeName} began in {site.founded} with a simple idea: finding a good book online should feel as pleasant
            as browsing the shelves of a neighbourhood bookshop.
          </p>
          <p>
            What started as a handful of friends swapping recommendations has grown into a store for readers of every
            kind, from first picture books to the latest thrillers, with a team that still reads everything it sells.
          </p>
        </div>
      </div>
      <ul className="mt-10 grid grid-cols-2 gap-4 sm:grid-cols-5" aria-label="Our numbers">
        {stats.map((stat) => (
          <li
            key={stat.label}
            className="rounded-2xl border border-slate-200 bg-white p-5 text-center shadow-sm first:col-span-2 sm:first:col-span-1"
          >
            <p className="text-3xl font-extrabold text-indigo-600">{stat.value}</p>
            <p className="mt-1 text-sm font-medium text-slate-600">{stat.label}</p>
          </li>
        ))}
      </ul>
    </section>
  );
}

export function AboutValues() {
  return (
    <section aria-labelledby="values-heading" className="bg-white">
      <div className={sectionClasses}>
        <h2 id="values-heading" className={`${headingClasses} text-center`}>
          What we value
        </h2>
        <ul className="mt-10 grid gap-6 sm:grid-cols-2 lg:grid-cols-4">
          {values.map(({ title, text, icon: Icon }) => (
            <li key={title} className="rounded-2xl bg-slate-50 p-6">
              <span className="flex h-11 w-11 items-center justify-center rounded-xl bg-indigo-100 text-indigo-700">
                <Icon className="h-6 w-6" />
              </span>
              <h3 className="mt-4 font-semibold text-slate-900">{title}</h3>
              <p className="mt-2 text-sm leading-6 text-slate-600">{text}</p>
            </li>
          ))}
        </ul>
      </div>
    </section>
  );
}

export function AboutMission() {
  return (
    <section aria-labelledby="mission-heading" className={sectionClasses}>
      <div className="mx-auto max-w-3xl rounded-3xl bg-indigo-50 px-6 py-10 text-center sm:px-12">
        <h2 id="mission-heading" className={headingClasses}>
          Our mission
        </h2>
        <p className="mt-4 text-lg leading-8 text-slate-700">
          To connect every reader with books they will love, and to make buying them simple, fair and friendly.
        </p>
      </div>
    </section>
  );
}

export function AboutTeam() {
  return (
    <section aria-labelledby="team-heading" className="bg-white">
      <div className={sectionClasses}>
        <h2 id="team-heading" className={`${headingClasses} text-center`}>
          Meet the team
        </h2>
        <ul className="mt-10 grid gap-6 sm:grid-cols-2 lg:grid-cols-5">
          {team.map((member) => (
            <li key={member.name} className="rounded-2xl border border-slate-200 p-6 text-center">
              <span
                aria-hidden="true"
                className="mx-auto flex h-20 w-20 items-center justify-center rounded-full bg-gradient-to-br from-indigo-500 to-blue-500 text-2xl font-bold text-white"
              >
                {initials(member.name)}
              </span>
              <h3 className="mt-4 font-semibold text-slate-900">{member.name}</h3>
              <p className="mt-1 text-sm text-slate-600">{member.role}</p>
            </li>
          ))}
        </ul>
      </div>
    </section>
  );
}

/** How to reach the store, from its settings; left out when the store has set no contact details. */
export function AboutContact() {
  const contact = useStoreContact();
  if (!hasContactDetails(contact)) return null;
  return (
    <section aria-labelledby="contact-heading" className={sectionClasses}>
      <div className="rounded-3xl bg-slate-900 px-6 py-10 text-slate-200 sm:px-12">
        <h2 id="contact-heading" className="text-2xl font-bold text-white">
          Get in touch
        </h2>
        <p className="mt-2 text-slate-300">Questions about an order, a book or anything else? We are happy to help.</p>
        <StoreContactList
          contact={contact}
          className="mt-6 grid gap-4 sm:grid-cols-3"
          linkClassName="rounded hover:text-white hover:underline focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-indigo-400"
          iconClassName="text-indigo-300"
        />
        <Link to={paths.home} className={buttonClasses('inverse', 'md', 'mt-8')}>
          Back to the store
        </Link>
      </div>
    </section>
  );
}

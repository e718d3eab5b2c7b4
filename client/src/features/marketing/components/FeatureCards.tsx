import type { ComponentType } from 'react';
import { BookIcon, ChatIcon, SearchIcon, TruckIcon, type IconProps } from '@/components/icons';

const features: { title: string; text: string; icon: ComponentType<IconProps> }[] = [
  {
    title: 'Wide Selection',
    text: 'Fiction, science, history, children’s books and more: fifteen categories to explore.',
    icon: BookIcon,
  },
  {
    title: 'Easy Search',
    text: 'Find a book by its title, author or description, then filter and sort the results.',
    icon: SearchIcon,
  },
  {
    title: 'Order Tracking',
    text: 'Follow every order from pending to shipped to delivered, all in one place.',
    icon: TruckIcon,
  },
  {
    title: 'Here to Help',
    text: 'Send a complaint, feedback or a suggestion, and read our answer in your account.',
    icon: ChatIcon,
  },
];

/** Four short reasons to shop here. */
export function FeatureCards() {
  return (
    <section aria-labelledby="features-heading" className="mx-auto max-w-7xl px-4 py-16 sm:px-6 sm:py-20 lg:px-8">
      <div className="mx-auto max-w-2xl text-center">
        <h2 id="features-heading" className="text-3xl font-bold tracking-tight text-slate-900">
          Why readers choose us
        </h2>
        <p className="mt-3 text-lg text-slate-600">Everything you need to find, buy and enjoy books.</p>
      </div>
      <ul className="mt-12 grid gap-6 sm:grid-cols-2 lg:grid-cols-4">
        {features.map(({ title, text, icon: Icon }) => (
          <li
            key={title}
            className="rounded-2xl border border-slate-200 bg-white p-6 shadow-sm transition-shadow hover:shadow-md"
          >
            <span className="flex h-12 w-12 items-center justify-center rounded-xl bg-indigo-50 text-indigo-600">
              <Icon className="h-6 w-6" />
            </span>
            <h3 className="mt-4 text-lg font-semibold text-slate-900">{title}</h3>
            <p className="mt-2 text-sm leading-6 text-slate-600">{text}</p>
          </li>
        ))}
      </ul>
    </section>
  );
}

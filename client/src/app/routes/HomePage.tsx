import { lazy, Suspense } from 'react';
import { FeatureCards } from '@/features/marketing/components/FeatureCards';
import { HomeHero } from '@/features/marketing/components/HomeHero';
import { JourneyCta } from '@/features/marketing/components/JourneyCta';
import { useDocumentTitle } from '@/lib/use-document-title';
import { useSession } from '@/lib/use-session';
import { useCataloguePublic } from '@/lib/use-store-settings';

// Their own chunk: the home page's first download stays within its budget, and visitors never fetch it.
const HomeShelves = lazy(() => import('@/features/shelves/components/HomeShelves'));

/** Where the shelves will be, while their code loads (their own skeleton follows while their books do). */
const shelvesFallback = <div aria-hidden="true" className="mt-12 h-80 bg-slate-50" />;

export function HomePage() {
  useDocumentTitle('Home');
  const { status } = useSession();
  // For whoever may read the catalogue: signed-in readers, and visitors too in the open shop window.
  const open = useCataloguePublic();
  return (
    <>
      <HomeHero />
      {(status === 'authenticated' || open) && (
        <Suspense fallback={shelvesFallback}>
          <HomeShelves />
        </Suspense>
      )}
      <FeatureCards />
      <JourneyCta />
    </>
  );
}

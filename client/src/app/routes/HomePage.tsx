import { FeatureCards } from '@/features/marketing/components/FeatureCards';
import { HomeHero } from '@/features/marketing/components/HomeHero';
import { JourneyCta } from '@/features/marketing/components/JourneyCta';
import { useDocumentTitle } from '@/lib/use-document-title';

export function HomePage() {
  useDocumentTitle('Home');
  return (
    <>
      <HomeHero />
      <FeatureCards />
      <JourneyCta />
    </>
  );
}

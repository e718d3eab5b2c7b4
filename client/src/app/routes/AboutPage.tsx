import {
  AboutContact,
  AboutHero,
  AboutMission,
  AboutStory,
  AboutTeam,
  AboutValues,
} from '@/features/marketing/components/AboutSections';
import { useDocumentTitle } from '@/lib/use-document-title';

export function AboutPage() {
  useDocumentTitle('About Us');
  return (
    <>
      <AboutHero />
      <AboutStory />
      <AboutValues />
      <AboutMission />
      <AboutTeam />
      <AboutContact />
    </>
  );
}

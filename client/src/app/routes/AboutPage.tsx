import {
  AboutContact,
  AboutHero,
  AboutMission,
  AboutStory,
  AboutTeam,
  AboutText,
  AboutValues,
} from '@/features/marketing/components/AboutSections';
import { useDocumentTitle } from '@/lib/use-document-title';
import { useStoreAbout } from '@/lib/use-store-settings';

/**
 * The About page: the shop's own text when the admin wrote one (Settings), with its contact
 * details; otherwise the standard story, values, mission and team.
 */
export function AboutPage() {
  useDocumentTitle('About Us');
  const about = useStoreAbout();
  if (about.length > 0) {
    return (
      <>
        <AboutHero />
        <AboutText paragraphs={about} />
        <AboutContact />
      </>
    );
  }
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
